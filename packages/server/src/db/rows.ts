import * as t from 'io-ts';
import { decode } from '@benefit-store/contract';
import type { Queryable } from './database.ts';

/**
 * Queries whose rows are decoded, not cast: a store names the shape it expects, and a row that does not
 * have it (a migration that changed a column, a NULL where none was expected) fails loudly here instead
 * of travelling on as a half-value.
 */
export const rows = async <A>(db: Queryable, codec: t.Decoder<unknown, A>, sql: string, params: readonly unknown[] = []): Promise<A[]> => {
  const raw = await db.query(sql, params);
  return raw.map((value) => {
    const decoded = decode(codec, value);
    if (!decoded.ok) throw new Error(`a row of unexpected shape: ${decoded.problems.slice(0, 3).join('; ')}`);
    return decoded.value;
  });
};

/** The first decoded row, if any. */
export const row = async <A>(db: Queryable, codec: t.Decoder<unknown, A>, sql: string, params: readonly unknown[] = []): Promise<A | undefined> =>
  (await rows(db, codec, sql, params))[0];

/** A statement whose rows (if any) nobody reads: inserts, updates and deletes. */
export const exec = async (db: Queryable, sql: string, params: readonly unknown[] = []): Promise<void> => {
  await db.query(sql, params);
};

// ---- column codecs ----

export const Nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);

/** A timestamp column: node-postgres and PGlite both hand back Date objects. */
export const Timestamp = new t.Type<Date, Date, unknown>(
  'Timestamp',
  (u): u is Date => u instanceof Date,
  (u, c) => (u instanceof Date && !Number.isNaN(u.getTime()) ? t.success(u) : t.failure(u, c)),
  (d) => d,
);

/** A numeric(10,2) column arrives as a decimal string; whole dollars and cents are kept exact as a number of cents. */
export const Cents = new t.Type<number, string, unknown>(
  'Cents',
  (u): u is number => typeof u === 'number' && Number.isInteger(u),
  (u, c) => {
    const text = typeof u === 'number' ? u.toFixed(2) : typeof u === 'string' ? u : undefined;
    const match = text === undefined ? null : /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
    if (!match) return t.failure(u, c);
    const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
    return t.success(match[1] === '-' ? -cents : cents);
  },
  (n) => (n / 100).toFixed(2),
);

/** A jsonb column holding an object (its keys are read by the code that owns it). */
export const JsonObject = t.UnknownRecord;
