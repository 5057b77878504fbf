import { nextTurnBatch } from './next-turn.ts';
import type { Queryable } from './queryable.ts';

/**
 * How a process knows that a session or an enrollment row it keeps in memory is still the row in the database
 * (docs/adr/0505), so that `readThrough` may answer it again.
 */
export interface RowChanges {
  /** Resolves true once every change committed before the call has been heard; false when they cannot be followed. */
  settled(): Promise<boolean>;
  /** The generation of a row, `table:id`; moves on every change heard for it. */
  generation(row: string): number;
  /** Moves on whenever generations are forgotten (the table of them grew too big, or statements ran unheard). */
  epoch(): number;
  close(): Promise<void>;
}

export const ROW_CHANNEL = 'benefit_store_rows';
/** The catalogue's one version row, as the embedded database announces it (migration 0099). */
export const CATALOGUE_VERSION_ROW = 'catalogue_version:only';
/** Rows whose change was heard, kept by id; past this the table is forgotten at once (and every kept read with it). */
const MAX_ROWS = 100_000;
/** Before the changes are announced (migrations 0098 and 0099 not yet applied), how long before trying again. */
const RETRY_MS = 1_000;
/** How many of the tables whose rows are kept announce their changes in this schema (3 once migration 0099 ran). */
const ANNOUNCED_TABLES = `SELECT count(*)::int AS n FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace s ON s.oid = c.relnamespace
  WHERE t.tgname = 'announce_row_change' AND s.nspname = current_schema() AND c.relname IN ('sessions', 'temp_enrollments', 'catalogue_version')`;

/** The tables whose rows may be kept, and whose rows' versions `rowStamps` reads. */
const STAMPED_TABLES = new Set(['sessions', 'temp_enrollments']);

/**
 * PostgreSQL, several processes: the version of each row a kept read read (its `xmin`, the transaction that wrote
 * it, read by the same statement as the row; a row that is not there has none). A kept read is answered again only
 * when its rows' versions, read after the request arrived, are the ones it was kept with: a change committed by any process before then is never answered
 * from memory. The requests of one turn of the event loop share one query (one statement for every table named), so
 * under load one round trip checks the rows of many requests instead of reading each request's rows again; writers
 * pay nothing.
 */
export interface RowStamps {
  /** Each row's version (`table:id` to its xmin, or undefined when there is no such row), read after the call. */
  stamps(rows: readonly string[]): Promise<readonly (string | undefined)[]>;
}

export const rowStamps = (db: Queryable): RowStamps => {
  const readStamps = async (rows: ReadonlySet<string>): Promise<Map<string, string>> => {
    const byTable = new Map<string, string[]>();
    for (const row of rows) {
      const at = row.indexOf(':');
      const table = row.slice(0, at);
      if (!STAMPED_TABLES.has(table)) continue;
      byTable.set(table, [...(byTable.get(table) ?? []), row.slice(at + 1)]);
    }
    const found = new Map<string, string>();
    if (byTable.size === 0) return found;
    // One statement for every table: one round trip, whatever the turn's requests name. The tables in one order, so
    // that the statement is one of three texts (PostgreSQL keeps each prepared: db/database.ts).
    const tables = [...byTable].sort(([a], [b]) => a.localeCompare(b));
    const sql = tables.map(([table], at) => `SELECT '${table}' AS t, id::text AS id, xmin::text AS stamp FROM ${table} WHERE id = ANY($${at + 1}::text[])`).join(' UNION ALL ');
    const stamped = await db.query<{ t: string; id: string; stamp: string }>(sql, tables.map(([, ids]) => ids));
    for (const { t, id, stamp } of stamped) found.set(`${t}:${id}`, stamp);
    return found;
  };
  // Every request of this turn (all of which arrived before it is sent) shares one query.
  const stampsOfTurn = nextTurnBatch(readStamps);
  return {
    stamps: async (rows) => {
      const found = await stampsOfTurn(rows);
      return rows.map((row) => found.get(row));
    },
  };
};

/** The part of the embedded database this needs: its own LISTEN, and a query. */
interface Listens {
  listen(channel: string, callback: (payload: string) => void): Promise<unknown>;
  query<Row>(sql: string): Promise<{ rows: Row[] }>;
}

/**
 * The same on the embedded database, where this process is the only writer: a notification is handed over as the
 * statement that committed it returns, before any other query runs (one connection), so every change committed is
 * heard before the next read. Only once migration 0098 announces changes; `forget()` when statements ran that no
 * trigger sees (migrations).
 */
export const pgliteRowChanges = (db: Listens): RowChanges & { forget(): void } => {
  const generations = new Map<string, number>();
  let counter = 0;
  let era = 0;
  let state: 'off' | 'starting' | 'on' = 'off';
  let retryAt = 0;
  const forget = () => {
    era += 1;
    generations.clear();
  };
  let listened = false;
  const start = async () => {
    state = 'starting';
    try {
      // The triggers announce changes only to a connection that asks for them (migration 0099).
      await db.query("SET benefit_store.announce_rows = 'on'");
      if (!listened) {
        await db.listen(ROW_CHANNEL, (payload) => {
          const [, table, id] = payload.split(' ');
          if (!table || id === undefined) return;
          if (generations.size >= MAX_ROWS) forget();
          counter += 1;
          generations.set(`${table}:${id}`, counter);
        });
        listened = true;
      }
      if ((await db.query<{ n: number }>(ANNOUNCED_TABLES)).rows[0]?.n !== 3) throw new Error('row changes are not announced yet');
      // Whatever was kept before this may have changed unheard.
      forget();
      state = 'on';
    } catch {
      state = 'off';
      retryAt = Date.now() + RETRY_MS;
    }
  };
  return {
    settled: () => {
      if (state === 'off' && Date.now() >= retryAt) void start();
      return Promise.resolve(state === 'on');
    },
    generation: (row) => generations.get(row) ?? 0,
    epoch: () => era,
    forget,
    close: async () => {
      state = 'off';
      retryAt = Number.POSITIVE_INFINITY;
    },
  };
};
