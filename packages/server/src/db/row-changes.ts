import type { Client } from 'pg';

/**
 * What every server process on one PostgreSQL hears of the rows the others change (docs/adr/0505): a trigger on
 * `sessions` and `temp_enrollments` (migration 0098) announces each changed row after its commit, and this process
 * listens on a connection of its own. A row's generation moves on when its change is heard; a read kept in memory
 * is served again only while the generations of the rows it read have not moved.
 *
 * Heard in time, not eventually: `settled()` asks the listening connection a question of its own and waits for the
 * answer. PostgreSQL delivers to a listener every notification committed before a query it runs ahead of that
 * query's answer, so a request that awaits `settled()` after it arrived has heard every change committed before it
 * arrived: a write acknowledged by one process is seen by a request that reaches another process after it. The
 * requests that arrive while one question is out share the next one.
 */
export interface RowChanges {
  /** Resolves true once every change committed before the call has been heard; false when they cannot be followed. */
  settled(): Promise<boolean>;
  /** The generation of a row, `table:id`; moves on every change heard for it. */
  generation(row: string): number;
  /** Moves on whenever generations are forgotten (the connection was lost, or the table of them grew too big). */
  epoch(): number;
  close(): Promise<void>;
}

export const ROW_CHANNEL = 'benefit_store_rows';
/** How many of the tables whose rows are kept announce their changes in this schema (2 once migration 0098 ran). */
const ANNOUNCED_TABLES = `SELECT count(*)::int AS n FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace s ON s.oid = c.relnamespace
  WHERE t.tgname = 'announce_row_change' AND s.nspname = current_schema() AND c.relname IN ('sessions', 'temp_enrollments')`;
/** Rows whose change was heard, kept by id; past this the table is forgotten at once (and every kept read with it). */
const MAX_ROWS = 100_000;
/** After a lost connection, how long before listening again. */
const RECONNECT_MS = 1_000;

export const listenForRowChanges = (connect: () => Client): RowChanges => {
  /** The schema this process's tables are in (its connections' search path): others' announcements are not ours. */
  let schema: string | undefined;
  const generations = new Map<string, number>();
  let counter = 0;
  let era = 0;
  let client: Client | undefined;
  let opening: Promise<Client | undefined> | undefined;
  let closed = false;
  let retryAt = 0;

  const forget = () => {
    era += 1;
    generations.clear();
  };

  const heard = (payload: string | undefined) => {
    const [inSchema, table, id] = (payload ?? '').split(' ');
    if (inSchema !== schema || !table || id === undefined) return;
    if (generations.size >= MAX_ROWS) forget();
    counter += 1;
    generations.set(`${table}:${id}`, counter);
  };

  const lost = (which: Client) => {
    if (client !== which) return;
    client = undefined;
    forget();
    retryAt = Date.now() + RECONNECT_MS;
    which.end().catch(() => undefined);
  };

  const open = (): Promise<Client | undefined> => {
    if (client) return Promise.resolve(client);
    if (closed || Date.now() < retryAt) return Promise.resolve(undefined);
    opening ??= (async () => {
      const fresh = connect();
      fresh.on('error', () => lost(fresh));
      fresh.on('end', () => lost(fresh));
      fresh.on('notification', (message) => {
        if (message.channel === ROW_CHANNEL) heard(message.payload);
      });
      try {
        client = fresh;
        await fresh.connect();
        await fresh.query(`LISTEN ${ROW_CHANNEL}`);
        schema = (await fresh.query<{ schema: string }>('SELECT current_schema() AS schema')).rows[0]?.schema;
        // Until migration 0098 is applied here, changes go unannounced: nothing may be kept yet.
        if ((await fresh.query<{ n: number }>(ANNOUNCED_TABLES)).rows[0]?.n !== 2) throw new Error('row changes are not announced yet');
        // Whatever was kept before this connection listened may have changed unheard.
        forget();
        if (closed) {
          client = undefined;
          await fresh.end();
          return undefined;
        }
        return fresh;
      } catch {
        lost(fresh);
        return undefined;
      } finally {
        opening = undefined;
      }
    })();
    return opening;
  };

  // One question out at a time; those who arrive while it is out wait for the next, which all of them share.
  let out: Promise<boolean> | undefined;
  let next: Promise<boolean> | undefined;
  const ask = async (): Promise<boolean> => {
    const listening = await open();
    if (!listening) return false;
    const before = era;
    try {
      await listening.query('SELECT 1');
      return era === before && client === listening;
    } catch {
      lost(listening);
      return false;
    }
  };
  const settled = (): Promise<boolean> => {
    if (!out) {
      const question = ask();
      out = question;
      void question.finally(() => {
        if (out === question) out = undefined;
      });
      return question;
    }
    if (!next) {
      const after = out.then(
        () => undefined,
        () => undefined,
      );
      const question = after.then(() => {
        next = undefined;
        const asked = ask();
        out = asked;
        void asked.finally(() => {
          if (out === asked) out = undefined;
        });
        return asked;
      });
      next = question;
    }
    return next;
  };

  return {
    settled,
    generation: (row) => generations.get(row) ?? 0,
    epoch: () => era,
    close: async () => {
      closed = true;
      const open = client;
      client = undefined;
      await opening?.catch(() => undefined);
      await open?.end().catch(() => undefined);
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
      if ((await db.query<{ n: number }>(ANNOUNCED_TABLES)).rows[0]?.n !== 2) throw new Error('row changes are not announced yet');
      // Whatever was kept before this may have changed unheard.
      forget();
      state = 'on';
    } catch {
      state = 'off';
      retryAt = Date.now() + RECONNECT_MS;
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
