import { nextTurnBatch } from './next-turn.ts';
import type { Queryable } from './queryable.ts';
import type { RowChanges, RowStamps } from './row-changes.ts';

/**
 * A database that counts its writes. Every statement that is not a plain SELECT, and the end of every
 * transaction, moves the generation on; a read remembered at an older generation is never served again.
 * Only the embedded PGlite database counts: it admits one process per data directory (db/data-dir-lock),
 * so every write the data can see passes through this counter. On PostgreSQL several processes write the
 * same tables: there a read is remembered only when it names the rows it read (sessions and enrollments), and
 * answered again only while their versions, read after the request arrived, are unchanged (db/row-changes.ts,
 * docs/adr/0505).
 */
export interface CountsWrites {
  readonly writeGeneration: () => number;
}

const hearsRowChanges = (db: Queryable): db is Queryable & { readonly rowChanges: RowChanges } =>
  'rowChanges' in db && typeof (db as { rowChanges?: unknown }).rowChanges === 'object' && (db as { rowChanges?: unknown }).rowChanges !== null;

const checksRowStamps = (db: Queryable): db is Queryable & { readonly rowStamps: RowStamps } =>
  'rowStamps' in db && typeof (db as { rowStamps?: unknown }).rowStamps === 'object' && (db as { rowStamps?: unknown }).rowStamps !== null;

const countsWrites = (db: Queryable): db is Queryable & CountsWrites => 'writeGeneration' in db && typeof db.writeGeneration === 'function';

export const writeCounter = () => {
  let generation = 0;
  return {
    generation: () => generation,
    bump: () => {
      generation += 1;
    },
    /** Whether a statement may change data: anything but a query that starts with SELECT. */
    counts: (sql: string) => !/^\s*select\b/i.test(sql),
  };
};

/** Hot reads per database; bounded so a flood of distinct keys cannot grow it without end. */
const MAX_ENTRIES = 20_000;
const remembered = new WeakMap<object, Map<string, { readonly generation: number; readonly value: unknown }>>();

const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
};

/**
 * `load`'s answer, remembered per database and key until the next write. A read that raced a write (the
 * generation moved while it ran) is answered but not remembered. Remembered values are frozen: a caller
 * that tried to change one would change it for every later request.
 */
export const readThrough = async <T>(
  db: Queryable,
  key: string,
  load: () => Promise<T>,
  rows?: readonly string[],
  /** The versions (`xmin`) of `rows` as `load` read them, in the same statement: what PostgreSQL keeps the answer by. */
  stampsOf?: (value: T) => readonly (string | undefined)[],
  /** The versions of `rows` read already for this request, after it arrived (`startCheck`): no round trip of its own. */
  checked?: Promise<readonly (string | undefined)[] | undefined>,
): Promise<T> => {
  // A read of rows whose changes are heard or checked is kept until they change (docs/adr/0505), on either database.
  if (checksRowStamps(db)) {
    if (!rows) return load();
    return stampsOf ? readStamped(db.rowStamps, db, key, () => sharedInTurn(db, key, load), rows, stampsOf, checked) : sharedInTurn(db, key, load);
  }
  if (rows && hearsRowChanges(db)) return readRows(db.rowChanges, db, key, load, rows);
  const writes = countsWrites(db) ? db.writeGeneration : undefined;
  if (!writes) return load();
  let entries = remembered.get(db);
  if (!entries) {
    entries = new Map();
    remembered.set(db, entries);
  }
  const at = writes();
  const hit = entries.get(key);
  if (hit && hit.generation === at) return hit.value as T;
  const value = await load();
  if (writes() === at) {
    if (entries.size >= MAX_ENTRIES) entries.clear();
    entries.set(key, { generation: at, value: deepFreeze(value) });
  }
  return value;
};

const turnReads = new WeakMap<object, Map<string, () => Promise<unknown>>>();

/**
 * PostgreSQL: one query for the same read asked by several requests in one turn of the event loop (a wizard step asks
 * for its enrollment through three routes at once; so do the batch client's parallel reads), sent on the next turn
 * (`nextTurnBatch`), so each gets an answer read after it arrived (as `rowStamps` does for versions); a read asked
 * later gets a query of its own. The answer is frozen: callers share it.
 */
const sharedInTurn = <T>(db: object, key: string, load: () => Promise<T>): Promise<T> => {
  let reads = turnReads.get(db);
  if (!reads) {
    reads = new Map();
    turnReads.set(db, reads);
  }
  let read = reads.get(key);
  if (!read) {
    const asked = reads;
    read = nextTurnBatch(() => {
      asked.delete(key);
      return load().then(deepFreeze);
    });
    reads.set(key, read);
  }
  return read() as Promise<T>;
};

const rowReads = new WeakMap<object, Map<string, { readonly epoch: number; readonly generations: readonly number[]; readonly value: unknown }>>();

/**
 * PostgreSQL: `load`'s answer, remembered while none of `rows` (`table:id`, tables whose changes are announced,
 * migration 0098) has changed. Every change committed before this call is heard first (`settled`), so a change
 * acknowledged by any process is never answered from memory afterwards. A read during which one of its rows changed,
 * or while changes cannot be heard, is answered but not remembered.
 */
const readRows = async <T>(changes: RowChanges, db: object, key: string, load: () => Promise<T>, rows: readonly string[]): Promise<T> => {
  if (!(await changes.settled())) return load();
  let entries = rowReads.get(db);
  if (!entries) {
    entries = new Map();
    rowReads.set(db, entries);
  }
  const epoch = changes.epoch();
  const generations = rows.map((row) => changes.generation(row));
  const hit = entries.get(key);
  if (hit && hit.epoch === epoch && hit.generations.every((g, i) => g === generations[i])) return hit.value as T;
  const value = await load();
  if (changes.epoch() === epoch && rows.every((row, i) => changes.generation(row) === generations[i])) {
    if (entries.size >= MAX_ENTRIES) entries.clear();
    entries.set(key, { epoch, generations, value: deepFreeze(value) });
  }
  return value;
};

const stampedReads = new WeakMap<object, Map<string, { readonly stamps: readonly (string | undefined)[]; readonly value: unknown }>>();

/**
 * PostgreSQL: `load`'s answer, kept with the versions of its rows as it read them (`stampsOf`, read in the same
 * statement), and answered again while the versions read for a later request (after it arrived) are the same. With
 * nothing kept there is nothing to check: a read costs one round trip either way.
 */
const readStamped = async <T>(
  stamps: RowStamps,
  db: object,
  key: string,
  load: () => Promise<T>,
  rows: readonly string[],
  stampsOf: (value: T) => readonly (string | undefined)[],
  checked: Promise<readonly (string | undefined)[] | undefined> | undefined,
): Promise<T> => {
  let entries = stampedReads.get(db);
  if (!entries) {
    entries = new Map();
    stampedReads.set(db, entries);
  }
  const hit = entries.get(key);
  if (hit) {
    const now = (checked && (await checked)) ?? (await stamps.stamps(rows));
    if (hit.stamps.every((stamp, i) => stamp === now[i])) return hit.value as T;
  }
  const value = await load();
  if (entries.size >= MAX_ENTRIES) entries.clear();
  entries.set(key, { stamps: stampsOf(value), value: deepFreeze(value) });
  return value;
};

/**
 * PostgreSQL: starts reading the versions of `rows` now, for the request being served, in the batch its next check
 * joins (the session's, read first): a request that reads its session and then its enrollment checks both in one
 * round trip. Undefined on a database that keeps nothing this way; a failed read answers undefined (checked anew).
 */
export const startCheck = (db: Queryable, rows: readonly string[]): Promise<readonly (string | undefined)[] | undefined> | undefined =>
  checksRowStamps(db) ? db.rowStamps.stamps(rows).catch(() => undefined) : undefined;

/** Checks started for one request, by an object that request alone holds (its session as read for it). */
const startedChecks = new WeakMap<object, { readonly rows: string; readonly check: Promise<readonly (string | undefined)[] | undefined> }>();

export const keepCheck = (holder: object, rows: readonly string[], check: Promise<readonly (string | undefined)[] | undefined>): void => {
  startedChecks.set(holder, { rows: rows.join('\n'), check });
};

/** The check `keepCheck` kept for exactly these rows, if any. */
export const keptCheck = (holder: object, rows: readonly string[]): Promise<readonly (string | undefined)[] | undefined> | undefined => {
  const kept = startedChecks.get(holder);
  return kept && kept.rows === rows.join('\n') ? kept.check : undefined;
};
