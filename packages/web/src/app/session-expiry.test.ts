import { describe, expect, it } from 'vitest';
import type { HttpTransport } from '@benefit-store/adapters-http';
import { Messages } from '@benefit-store/domain';
import { MessagesEs } from '@benefit-store/domain/es';
import { chooseLanguage, prepareLanguage } from './language.ts';
import { sessionExpiry } from './session-expiry.ts';

const answering = (status: number, message: string): HttpTransport => ({
  send: async () => ({ status, headers: {}, body: { status: 'error', statusCode: status, data: [{ target_element: 'session', error_message: message }] } }) as never,
});

const expiresWith = async (status: number, message: string): Promise<boolean> => {
  const expiry = sessionExpiry();
  let told = false;
  expiry.subscribe(() => (told = true));
  await expiry.wrap(answering(status, message)).send({ method: 'GET', path: '/x' } as never);
  return told && expiry.expired();
};

describe('the session-expired answer', () => {
  it('is recognised in English, and only that message on a 401', async () => {
    expect(await expiresWith(401, Messages.sessionExpired)).toBe(true);
    expect(await expiresWith(401, Messages.signInRequired)).toBe(false);
    expect(await expiresWith(403, Messages.sessionExpired)).toBe(false);
  });

  it('is recognised in Spanish, the language the server answers a Spanish visitor in', async () => {
    await prepareLanguage({ es: async (namespaceOf) => (await import('../i18n/spanish.ts')).spanish(namespaceOf) });
    await chooseLanguage('es');
    expect(await expiresWith(401, MessagesEs.sessionExpired)).toBe(true);
    expect(await expiresWith(401, MessagesEs.signInRequired)).toBe(false);
    // An answer worded before the switch still counts.
    expect(await expiresWith(401, Messages.sessionExpired)).toBe(true);
  });
});
