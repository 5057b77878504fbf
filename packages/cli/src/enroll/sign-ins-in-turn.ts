import { ResultAsync } from 'neverthrow';
import type { AuthGateway } from '@benefit-store/ports';

/**
 * The sign-ins of one account, one after the other, however many runs of a batch ask at once. The server counts
 * an attempt against the account's limits while its password is being checked (docs/adr/0006-rate-limits.md), so
 * twenty runs of a rep's script signing in at the same moment looked like twenty guesses, and the sixth was refused
 * with "Too many failed sign-in attempts". One device signing an account in once at a time is what a person does.
 */
export type SignInTurns = Map<string, Promise<unknown>>;

export const signInTurns = (): SignInTurns => new Map();

/** `auth` whose sign-ins wait for the previous sign-in of the same e-mail (any run sharing `turns`) to be answered. */
export const signingInTurn = (auth: AuthGateway, turns: SignInTurns): AuthGateway => ({
  ...auth,
  signIn(email, password) {
    const key = email.trim().toLowerCase();
    const before = turns.get(key) ?? Promise.resolve();
    const mine = before.then(() => auth.signIn(email, password));
    // The next waits for this answer, whatever it is; the map forgets the account once nobody is waiting.
    const settled = mine.then(
      () => undefined,
      () => undefined,
    );
    turns.set(key, settled);
    void settled.then(() => {
      if (turns.get(key) === settled) turns.delete(key);
    });
    return new ResultAsync(mine);
  },
});
