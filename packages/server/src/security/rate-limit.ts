import { createHash } from 'node:crypto';
import * as t from 'io-ts';
import type { Queryable } from '../db/database.ts';
import { row } from '../db/rows.ts';
import { DEFAULT_SIGN_IN_THROTTLE, sweepSignInThrottle, type SignInThrottle } from './sign-in-throttle.ts';

/** At most `max` hits per key in each window of `windowMinutes` (docs/adr/0006). */
export interface RateLimit {
  readonly bucket: string;
  readonly max: number;
  readonly windowMinutes: number;
}

export interface RateLimits {
  /** Sign-in attempts for one e-mail from one address. */
  readonly signInAccount: RateLimit;
  /** Failed sign-in attempts from one address, whatever the e-mail (and those still being checked): a right password takes its own back. */
  readonly signInAddress: RateLimit;
  /** Sign-in attempts for one e-mail from anywhere: growing delays (docs/adr/0006-sign-in-throttle.md). */
  readonly signInAnywhere: SignInThrottle;
  /** New enrollments (quotes) started by anonymous visitors from one address. */
  readonly newEnrollments: RateLimit;
  /** Every other change an anonymous visitor makes, from one address. */
  readonly anonymousWrites: RateLimit;
  /** Assistant chat answers from one address. */
  readonly assistantAnswers: RateLimit;
  /** Help-widget feedback from one address. */
  readonly feedback: RateLimit;
  /** Visitors' locations stored as leads (get-lead-information with store_information) from one address. */
  readonly leads: RateLimit;
  /** Save & Continue Later codes mailed for one enrollment (docs/adr/0710). */
  readonly saveLaterMails: RateLimit;
  /** Codes mailed to one e-mail address, whatever the enrollment (docs/adr/0006-sign-in-throttle.md). */
  readonly mailsPerRecipient: RateLimit;
  /** Continue-enrollment attempts (code and e-mail) from one address. */
  readonly resumeAttempts: RateLimit;
  /** E-mail and phone checks (validate-member-email, validate-phone-numverify, ...) from one address. */
  readonly contactChecks: RateLimit;
  /** Group enrollment codes tried from one address (validate-group, set-enrollment-group-code): a right one takes its hit back. */
  readonly groupCodes: RateLimit;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  signInAccount: { bucket: 'sign-in-account', max: 5, windowMinutes: 15 },
  signInAddress: { bucket: 'sign-in-address', max: 20, windowMinutes: 15 },
  signInAnywhere: DEFAULT_SIGN_IN_THROTTLE,
  newEnrollments: { bucket: 'new-enrollment', max: 60, windowMinutes: 60 },
  anonymousWrites: { bucket: 'anonymous-write', max: 600, windowMinutes: 60 },
  assistantAnswers: { bucket: 'assist-add', max: 60, windowMinutes: 10 },
  feedback: { bucket: 'assist-feedback', max: 5, windowMinutes: 60 },
  leads: { bucket: 'lead', max: 60, windowMinutes: 10 },
  saveLaterMails: { bucket: 'save-later-mail', max: 5, windowMinutes: 60 },
  mailsPerRecipient: { bucket: 'mail-recipient', max: 5, windowMinutes: 60 },
  resumeAttempts: { bucket: 'resume-attempt', max: 10, windowMinutes: 15 },
  contactChecks: { bucket: 'contact-check', max: 60, windowMinutes: 15 },
  groupCodes: { bucket: 'group-code', max: 20, windowMinutes: 15 },
};

/** Keys that are personal data (e-mail addresses) are counted under their hash. */
export const hashedKey = (...parts: readonly string[]): string => createHash('sha256').update(parts.join('\u0000')).digest('hex');

const windowStart = (limit: RateLimit, at: Date): Date => {
  const size = limit.windowMinutes * 60_000;
  return new Date(Math.floor(at.getTime() / size) * size);
};

/**
 * Counts one hit and says whether it is within the limit. One statement both counts and reads, so
 * concurrent requests are serialised on the counter's row: of fifty at once, exactly `max` pass.
 */
export const takeHit = async (db: Queryable, limit: RateLimit, key: string, at: Date): Promise<boolean> => {
  const counted = await row(
    db,
    t.type({ hits: t.number }),
    `INSERT INTO rate_limit_counters (bucket, key, window_start, hits) VALUES ($1, $2, $3, 1)
     ON CONFLICT (bucket, key, window_start) DO UPDATE SET hits = rate_limit_counters.hits + 1
     RETURNING hits`,
    [limit.bucket, key, windowStart(limit, at)],
  );
  return (counted?.hits ?? Number.POSITIVE_INFINITY) <= limit.max;
};

/**
 * Takes back one hit `takeHit` counted at `at` (same window): an attempt that turned out not to be what the limit is
 * about, e.g. a right password under a limit of failed sign-ins. Never below zero; a window that has passed is left.
 */
export const refundHit = async (db: Queryable, limit: RateLimit, key: string, at: Date): Promise<void> => {
  await db.query('UPDATE rate_limit_counters SET hits = hits - 1 WHERE bucket = $1 AND key = $2 AND window_start = $3 AND hits > 0', [
    limit.bucket,
    key,
    windowStart(limit, at),
  ]);
};

/**
 * A guess counted before it is looked up and taken back when it is right, so that only wrong guesses add up and a
 * burst of them at once is bounded too (group codes, docs/adr/0203): `'too-many'` over the limit, without looking;
 * else what the lookup found.
 */
export const countedGuess = async <T extends object>(
  db: Queryable,
  limit: RateLimit,
  key: string,
  at: Date,
  lookup: () => Promise<T | undefined>,
): Promise<T | undefined | 'too-many'> => {
  if (!(await takeHit(db, limit, key, at))) return 'too-many';
  const found = await lookup();
  if (found !== undefined) await refundHit(db, limit, key, at);
  return found;
};

/** The companion counter of a limit's attempts still being checked (sign-in: a password being verified). */
const beingChecked = (limit: RateLimit): RateLimit => ({ ...limit, bucket: `${limit.bucket}:checking` });

const hitsOf = async (db: Queryable, limit: RateLimit, key: string, at: Date): Promise<number> => {
  const counted = await row(db, t.type({ hits: t.number }), 'SELECT hits FROM rate_limit_counters WHERE bucket = $1 AND key = $2 AND window_start = $3', [
    limit.bucket,
    key,
    windowStart(limit, at),
  ]);
  return counted?.hits ?? 0;
};

/** How long an attempt waits for those ahead of it to be checked, and how often it looks again (real time). */
const ATTEMPT_WAIT = { everyMs: 100, atMostMs: 5_000 } as const;

/**
 * Begins an attempt under a limit of failures (a sign-in), counted as a failure until its caller takes it back
 * (`refundHit`, `clearHits`) and as being checked until `endAttempt`. Over the limit only because of attempts still
 * being checked, it waits for them instead of being refused: their outcome decides (a right password clears the
 * count, a wrong one stays). Several scripts signing one rep in at once were refused "Too many failed sign-in
 * attempts" though none had failed; fifty guesses at once still have exactly `max` checked. A waiting attempt holds
 * its hit on the limit per address, so one address has at most that many in hand at once, waiting or checked.
 * Answers whether the attempt may go on; when it may, `endAttempt` must follow, whatever happens.
 */
export const beginAttempt = async (db: Queryable, limit: RateLimit, key: string, at: Date): Promise<boolean> => {
  const checking = beingChecked(limit);
  const giveUpAt = performance.now() + ATTEMPT_WAIT.atMostMs;
  for (;;) {
    // Marked as being checked before it counts, so that no one sees its hit without it: failures are never overcounted.
    await takeHit(db, checking, key, at);
    if (await takeHit(db, limit, key, at)) return true;
    await refundHit(db, limit, key, at);
    await refundHit(db, checking, key, at);
    const [counted, inFlight] = [await hitsOf(db, limit, key, at), await hitsOf(db, checking, key, at)];
    if (inFlight === 0 || counted - inFlight >= limit.max || performance.now() >= giveUpAt) return false;
    await new Promise((resolve) => setTimeout(resolve, ATTEMPT_WAIT.everyMs));
  }
};

/** The attempt `beginAttempt` let through is no longer being checked (its outcome was recorded, or it failed). */
export const endAttempt = (db: Queryable, limit: RateLimit, key: string, at: Date): Promise<void> => refundHit(db, beingChecked(limit), key, at);

/** Forgets a key's hits (a successful sign-in clears the failures before it). */
export const clearHits = async (db: Queryable, limit: RateLimit, key: string): Promise<void> => {
  await db.query('DELETE FROM rate_limit_counters WHERE bucket = $1 AND key = $2', [limit.bucket, key]);
};

/** Drops counters of windows that ended more than a day ago, and sign-in delays of accounts left alone for a day. */
export const sweepRateLimits = async (db: Queryable, at: Date): Promise<void> => {
  await db.query('DELETE FROM rate_limit_counters WHERE window_start < $1', [new Date(at.getTime() - 24 * 60 * 60_000)]);
  await sweepSignInThrottle(db, at);
};
