import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { loadVisitor, memorySessionStore, tokenOfUseCase, TOKENS, type Clock, type SessionStore } from '@benefit-store/ports';
import { bindFactory, bindValue, resolve } from '../typed-container.ts';

const clock: Clock = { today: () => ({ year: 2026, month: 11, day: 27 }) };

describe('the typed container (a token carries its type)', () => {
  it('binds and resolves by token, the type taken from the token', () => {
    const container = new Container();
    bindValue(container, TOKENS.Clock, clock);
    bindValue(container, TOKENS.SessionStore, memorySessionStore());
    bindFactory(container, tokenOfUseCase('LoadVisitor'), (session: SessionStore) => loadVisitor({ session }), [TOKENS.SessionStore]);
    expect(resolve(container, TOKENS.Clock).today()).toEqual({ year: 2026, month: 11, day: 27 });
    expect(typeof resolve(container, tokenOfUseCase('LoadVisitor'))).toBe('function');
  });

  it('does not compile a wrong value, a wrong factory or a wrong dependency (checked by tsc, never run)', () => {
    const wrongBindings = (container: Container): string => {
      // @ts-expect-error a session store is not a clock
      bindValue(container, TOKENS.Clock, memorySessionStore());
      // @ts-expect-error the factory makes a clock, the token names the session store
      bindFactory(container, TOKENS.SessionStore, () => clock, []);
      // @ts-expect-error LoadVisitor's factory needs a session store; the token given is the clock's
      bindFactory(container, tokenOfUseCase('LoadVisitor'), (session: SessionStore) => loadVisitor({ session }), [TOKENS.Clock]);
      // @ts-expect-error another use case's factory under LoadVisitor's token
      bindFactory(container, tokenOfUseCase('LoadVisitor'), (clockGiven: Clock) => clockGiven, [TOKENS.Clock]);
      // @ts-expect-error what the clock's token names is read as a clock, not a string
      const wrong: string = resolve(container, TOKENS.Clock);
      return wrong;
    };
    expect(wrongBindings).toBeTypeOf('function');
  });
});
