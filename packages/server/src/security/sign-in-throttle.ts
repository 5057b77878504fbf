import * as t from 'io-ts';
import type { Queryable } from '../db/database.ts';
import { row, Timestamp } from '../db/rows.ts';

/**
 * Sign-in attempts for one account from anywhere (docs/adr/0006-sign-in-throttle.md): the first `freeFailures` are
 * checked at once; from then on each failure makes the next attempt wait twice as long as the one before, starting at
 * `firstDelaySeconds`, at most `maxDelaySeconds`. A browser that signed in to the account before is not held up by it.
 */
export interface SignInThrottle {
  readonly freeFailures: number;
  readonly firstDelaySeconds: number;
  readonly maxDelaySeconds: number;
}

export const DEFAULT_SIGN_IN_THROTTLE: SignInThrottle = { freeFailures: 10, firstDelaySeconds: 1, maxDelaySeconds: 15 * 60 };

/** The answer to "may this attempt be checked now?": yes, or no and how many seconds until it may. */
export type Reservation = { readonly ok: true } | { readonly ok: false; readonly retryAfterSeconds: number };

/**
 * Takes the account's next attempt, counted as a failure until `clearSignInFailures` says otherwise. One statement
 * both checks the wait and moves it on, so concurrent attempts serialise on the account's row: once the free ones
 * are used, one attempt per delay is checked, whatever the number of machines sending them. A free attempt sets no
 * time: it once set "now", and of two sign-ins at once the one that began a millisecond earlier found that time ahead
 * of its own and was told to wait a second, though no attempt had failed.
 */
export const reserveSignInAttempt = async (db: Queryable, throttle: SignInThrottle, key: string, at: Date): Promise<Reservation> => {
  const taken = await row(
    db,
    t.type({ failures: t.number }),
    `INSERT INTO sign_in_throttle (account_key, failures, next_attempt_at, updated_at)
     VALUES ($1, 1, CASE WHEN 1 < $3::integer THEN '-infinity'::timestamptz ELSE $2::timestamptz END, $2)
     ON CONFLICT (account_key) DO UPDATE SET
       failures = sign_in_throttle.failures + 1,
       updated_at = $2,
       next_attempt_at = CASE WHEN sign_in_throttle.failures + 1 < $3::integer THEN sign_in_throttle.next_attempt_at
         ELSE $2::timestamptz + LEAST($5::float8, $4::float8 * power(2, LEAST(sign_in_throttle.failures + 1 - $3::integer, 30))) * interval '1 second' END
     WHERE sign_in_throttle.next_attempt_at <= $2
     RETURNING failures`,
    [key, at, throttle.freeFailures, throttle.firstDelaySeconds, throttle.maxDelaySeconds],
  );
  if (taken) return { ok: true };
  const waiting = await row(db, t.type({ next_attempt_at: Timestamp }), 'SELECT next_attempt_at FROM sign_in_throttle WHERE account_key = $1', [key]);
  const seconds = waiting ? Math.ceil((waiting.next_attempt_at.getTime() - at.getTime()) / 1000) : 1;
  return { ok: false, retryAfterSeconds: Math.max(1, seconds) };
};

/** The right password: the account's failures are forgotten. */
export const clearSignInFailures = async (db: Queryable, key: string): Promise<void> => {
  await db.query('DELETE FROM sign_in_throttle WHERE account_key = $1', [key]);
};

/** Accounts left alone for a day start afresh. */
export const sweepSignInThrottle = async (db: Queryable, at: Date): Promise<void> => {
  await db.query('DELETE FROM sign_in_throttle WHERE updated_at < $1', [new Date(at.getTime() - 24 * 60 * 60_000)]);
};
