import { describe, expect, it } from 'vitest';
import { errAsync, okAsync } from 'neverthrow';
import { Messages, unavailable, type PersonalInfoInput } from '@benefit-store/domain';
import type { CartGateway } from '../driven/cart-gateway.ts';
import { memorySessionStore } from '../driven/session-store.ts';
import type { WizardGateway } from '../driven/wizard-gateway.ts';
import { loadWizardSteps } from '../use-cases/load-wizard-steps.ts';
import { recordStepSnapshot } from '../use-cases/record-step-snapshot.ts';
import { savePersonalInfo } from '../use-cases/save-personal-info.ts';
import { forClientCheck, isServerMaskedSsn } from './masked-ssn.ts';
import { screenVersion } from './screen-version.ts';
import { storedSteps } from './wizard-scope.ts';

const tabs = [
  { tabName: 'contact_info', order: 1, required: true },
  { tabName: 'primary_info', order: 0, required: true },
  { tabName: 'employer_info', order: 2, required: false },
  { tabName: 'beneficiary_info', order: 3, required: true },
];

describe('the wizard shell in ports', () => {
  it('loads the steps from the tabs and keeps them as the navigation array that Next follows', async () => {
    const session = memorySessionStore({ quote: { tempId: 'temp-1' } });
    const cart = { wizardTabs: () => okAsync(tabs) } as unknown as CartGateway;
    const steps = (await loadWizardSteps({ cart, session })())._unsafeUnwrap();
    expect(steps.map((s) => [s.number, s.tab])).toEqual([
      [1, 'primary_info'],
      [2, 'contact_info'],
      [3, 'beneficiary_info'],
    ]);
    expect(storedSteps(session).map((s) => s.tab)).toEqual(['primary_info', 'contact_info', 'beneficiary_info']);
    // Without an enrollment there is nothing to open.
    const none = await loadWizardSteps({ cart, session: memorySessionStore() })();
    expect(none._unsafeUnwrapErr()).toEqual({ kind: 'not-found', message: Messages.enrollmentNotFound });
  });

  it('records the snapshot after a save and never fails when the server does', async () => {
    const session = memorySessionStore({ quote: { tempId: 'temp-1' } });
    const calls: string[] = [];
    const ok = { snapshot: (id: string) => (calls.push(id), okAsync('9')) } as unknown as CartGateway;
    expect((await recordStepSnapshot({ cart: ok, session })()).isOk()).toBe(true);
    expect(calls).toEqual(['temp-1']);
    const failing = { snapshot: () => errAsync(unavailable('down')) } as unknown as CartGateway;
    expect((await recordStepSnapshot({ cart: failing, session })()).isOk()).toBe(true);
  });

  it('takes an SSN the server masked as well-formed, and sends it back unchanged for the server to resolve', async () => {
    expect(isServerMaskedSsn('xxx-xx-6789')).toBe(true);
    expect(isServerMaskedSsn('xxx-xx-678')).toBe(false);
    expect(isServerMaskedSsn('123456789')).toBe(false);
    expect(forClientCheck({ ssn: 'XXX-XX-1234' }).ssn).toBe('000000000');
    expect(forClientCheck({ ssn: '12345' }).ssn).toBe('12345');

    const sent: PersonalInfoInput[] = [];
    const wizard = { savePersonal: (_id: string, input: PersonalInfoInput) => (sent.push(input), okAsync({})), versioned: () => wizard } as unknown as WizardGateway;
    const screen = screenVersion('temp-1', 3);
    const session = memorySessionStore({ quote: { tempId: 'temp-1' }, enrollment: { navArray: JSON.stringify(['primary_info', 'contact_info']) } });
    const input = { first_name: 'Dana', last_name: 'Rivera', weight: '150', height_feet: '5', height_inch: '7', marital_status: '1' };
    const saved = (await savePersonalInfo({ wizard, session })({ ...input, ssn: 'xxx-xx-6789' }, screen))._unsafeUnwrap();
    expect(saved.next.target).toMatchObject({ kind: 'step', step: { tab: 'contact_info' } });
    expect(sent[0]?.ssn).toBe('xxx-xx-6789');
    // Anything else that is not nine digits is still refused before the server sees it.
    const refused = await savePersonalInfo({ wizard, session })({ ...input, ssn: 'xxx-xx-67' }, screen);
    expect(refused._unsafeUnwrapErr()).toEqual({ kind: 'validation', fields: { ssn: Messages.invalidSsn } });
  });
});
