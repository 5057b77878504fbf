import type { Queryable } from '../db/database.ts';

export interface RateLimit {
  readonly bucket: string;
  readonly max: number;
  readonly windowMinutes: number;
}

/** Anonymous writes of the benefit service, per client address. */
export const RateLimits = {
  assistantAnswers: { bucket: 'assist-add', max: 60, windowMinutes: 10 },
  feedback: { bucket: 'assist-feedback', max: 5, windowMinutes: 60 },
} as const satisfies Record<string, RateLimit>;

/**
 * Counts one hit for `client` and says whether it is within the limit. Hits older than the window are
 * swept on the way, so the table holds at most one window's worth of rows per client.
 */
export const takeHit = async (db: Queryable, limit: RateLimit, client: string): Promise<boolean> => {
  const window = `${limit.windowMinutes} minutes`;
  await db.query("DELETE FROM rate_limit_hits WHERE bucket = $1 AND at < now() - $2::interval", [limit.bucket, window]);
  const rows = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM rate_limit_hits WHERE bucket = $1 AND client = $2',
    [limit.bucket, client],
  );
  if ((rows[0]?.n ?? 0) >= limit.max) return false;
  await db.query('INSERT INTO rate_limit_hits (bucket, client) VALUES ($1, $2)', [limit.bucket, client]);
  return true;
};
