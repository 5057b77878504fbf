import { createHash } from 'node:crypto';
import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';
import { ConfigurationError } from '../configuration-error.ts';
import type { Pool, PoolClient } from 'pg';
import { lockDataDirectory } from './data-dir-lock.ts';
import type { EmbeddedPostgres, EmbeddedQueryable } from './embedded.ts';
import { errnoCode } from './errno.ts';
import { pgliteThread } from './pglite-thread.ts';
import type { Queryable } from './queryable.ts';
import { writeCounter, type CountsWrites } from './read-cache.ts';
import { pgliteRowChanges, rowStamps, type RowChanges, type RowStamps } from './row-changes.ts';

export type { Queryable };

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: everything it wrote is committed together or not at all. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs several statements separated by semicolons (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `work` holding the lock called `name` on this database (its schema): one process at a time, across every
   * server process on it. Start-up (schema, migrations, keys, seed) runs under one, so that processes started
   * together all serve (docs/adr/0011).
   */
  exclusively<T>(name: string, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The connections in use for /metrics: PostgreSQL's pool (open, idle, callers waiting); PGlite has its one. */
  poolUse(): PoolUse;
}

export interface PoolUse {
  readonly total: number;
  readonly idle: number;
  readonly waiting: number;
}

/** The embedded database; it counts its writes so that hot reads can be remembered (db/read-cache.ts). */
export const pgliteDatabase = (db: EmbeddedPostgres, onClose: () => void = () => undefined): Database & CountsWrites & { readonly rowChanges: RowChanges } => {
  const writes = writeCounter();
  // Sessions and enrollments are kept until their own row changes, not until any write (docs/adr/0505).
  const rowChanges = pgliteRowChanges(db);
  const run = async <Row>(on: EmbeddedQueryable, sql: string, params: readonly unknown[]) => {
    if (writes.counts(sql)) writes.bump();
    return (await on.query<Row>(sql, [...params])).rows;
  };
  return {
    kind: 'pglite',
    writeGeneration: writes.generation,
    rowChanges,
    query: <Row>(sql: string, params: readonly unknown[] = []) => run<Row>(db, sql, params),
    transaction: async (work) => {
      try {
        return await db.transaction((tx) => work({ query: <Row>(sql: string, params: readonly unknown[] = []) => run<Row>(tx, sql, params) }));
      } finally {
        // A read that ran while this transaction was open may have seen the data before its commit.
        writes.bump();
      }
    },
    exec: async (sql) => {
      writes.bump();
      rowChanges.forget();
      await db.exec(sql);
      writes.bump();
      rowChanges.forget();
    },
    // One process per data directory (db/data-dir-lock.ts), and one connection: nothing to wait for.
    exclusively: (_name, work) => work(),
    close: async () => {
      await rowChanges.close();
      await db.close();
      onClose();
    },
    poolUse: () => ({ total: 1, idle: 0, waiting: 0 }),
  };
};

const clientQueryable = (client: Pool | PoolClient): Queryable => ({
  query: async <Row>(sql: string, params: readonly unknown[] = []) => (await client.query(sql, [...params])).rows as Row[],
});

/**
 * Each statement sent as a named prepared statement, named by its text: a connection parses and plans it the first
 * time and only binds and runs it after that. Only for a closed set of texts (a connection keeps every statement it
 * prepared until it closes) whose columns are named (a `*` prepared before a migration added a column fails with
 * "cached plan must not change result type"): the row versions checked before kept reads, asked many times a second
 * under load (docs/adr/0505), where parsing and planning cost PostgreSQL more than the lookup itself. Behind a pooler
 * that hands each statement to any server connection (PgBouncer in transaction mode before 1.21), a statement prepared
 * on one is unknown to the next: then the process sends its statements unnamed from there on.
 */
const preparedQueryable = (pool: Pool): Queryable => {
  const names = new Map<string, string>();
  let prepare = true;
  const nameOf = (sql: string) => {
    let name = names.get(sql);
    if (name === undefined) names.set(sql, (name = `bs_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`));
    return name;
  };
  const unnamed = clientQueryable(pool);
  return {
    query: async <Row>(sql: string, params: readonly unknown[] = []) => {
      if (!prepare) return unnamed.query<Row>(sql, params);
      try {
        return (await pool.query({ name: nameOf(sql), text: sql, values: [...params] })).rows as Row[];
      } catch (error) {
        // 26000, invalid_sql_statement_name: the statement this connection prepared is not where it was sent.
        if ((error as { code?: unknown }).code !== '26000') throw error;
        prepare = false;
        return unnamed.query<Row>(sql, params);
      }
    },
  };
};

/**
 * A transaction's connection answers one statement at a time. Statements its work asks together (the wizard's facts read
 * the sections, the cart's plans and the member with Promise.all) are sent one after another here, in the order asked:
 * pg 8 queued them itself with a DeprecationWarning on every such call, and pg 9 refuses them. `settled` waits for every
 * statement asked so far, so that COMMIT or ROLLBACK is sent after the last of them (one asked beside a statement that
 * failed must not run after the ROLLBACK, outside the transaction); `end` refuses any statement asked later, since the
 * connection goes back to the pool.
 */
const serialQueryable = (client: PoolClient): Queryable & { settled(): Promise<void>; end(): void } => {
  let previous: Promise<unknown> = Promise.resolve();
  let ended = false;
  return {
    query: <Row>(sql: string, params: readonly unknown[] = []) => {
      if (ended) return Promise.reject(new Error('a statement was asked after its transaction ended'));
      const answer = previous.then(async () => (await client.query(sql, [...params])).rows as Row[]);
      previous = answer.catch(() => undefined);
      return answer;
    },
    settled: async () => {
      let last: Promise<unknown>;
      do {
        last = previous;
        await last;
      } while (last !== previous);
    },
    end: () => {
      ended = true;
    },
  };
};

export interface PostgresOptions {
  readonly schema?: string | undefined;
  /** Told of a connection PostgreSQL closed (a restart, a failover, an administrator); the default writes to stderr. */
  readonly lost?: (message: string) => void;
}

/**
 * A connection PostgreSQL closes (a restart, a failover, `pg_terminate_backend`, a proxy's idle timeout) is an `error`
 * event on its client: on the pool's while it is idle, on the client's own while a transaction holds it between two
 * statements. Unheard, that event ended the process, so a database restart stopped every server process at once. Heard,
 * it is logged; the pool drops the connection and opens another for the next statement, and a transaction that held it
 * fails on its next statement and is rolled back like any other.
 */
const connectionLost =
  (lost: (message: string) => void) =>
  (error: Error): void =>
    lost(`PostgreSQL closed a connection (${error.message}); the next statement opens another.`);

export const postgresDatabase = (pool: Pool, options: PostgresOptions = {}): Database & { readonly rowStamps: RowStamps } => {
  const { schema } = options;
  const lost = connectionLost(options.lost ?? ((message) => console.error(message)));
  pool.on('error', lost);
  return {
    kind: 'postgres',
    // Sessions and enrollments are kept while their rows' versions are unchanged (docs/adr/0505).
    rowStamps: rowStamps(preparedQueryable(pool)),
    ...clientQueryable(pool),
    transaction: async (work) => {
      const client = await pool.connect();
      client.on('error', lost);
      const tx = serialQueryable(client);
      try {
        await client.query('BEGIN');
        const result = await work(tx);
        await tx.settled();
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await tx.settled();
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        tx.end();
        client.removeListener('error', lost);
        client.release();
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    exclusively: async (name, work) => {
      // A session-level advisory lock, on a connection of its own for as long as `work` runs; a process that dies
      // holding it loses its connection, and PostgreSQL frees the lock with it.
      const key = `benefit-store/${schema ?? ''}/${name}`;
      const client = await pool.connect();
      client.on('error', lost);
      let healthy = true;
      try {
        await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [key]);
        try {
          return await work();
        } finally {
          await client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [key]).catch(() => {
            healthy = false;
          });
        }
      } finally {
        // A connection whose unlock failed may still hold the lock: closed, never reused.
        client.removeListener('error', lost);
        client.release(!healthy);
      }
    },
    close: () => pool.end(),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
};

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent the embedded PGlite is used. */
  readonly databaseUrl?: string | undefined;
  /** The data directory: PGlite keeps its files in its `pglite` folder; `memory://` keeps nothing. */
  readonly dataDir: string;
  /** A schema to create and use on a real server, so that test runs never share tables. */
  readonly schema?: string | undefined;
  /** Told of a PostgreSQL connection the server closed (see `postgresDatabase`). */
  readonly lost?: (message: string) => void;
}

const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;

/** `path` and, for a directory, everything under it: the owner's alone. Symbolic links are left as they are. */
const makePrivate = (path: string, recurse: boolean): void => {
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) return;
  const mode = stat.isDirectory() ? PRIVATE_DIR : PRIVATE_FILE;
  if ((stat.mode & 0o777) !== mode) {
    try {
      chmodSync(path, mode);
    } catch (error) {
      throw new ConfigurationError(`${path} in the data directory cannot be made private to this server's user (${errnoCode(error) ?? String(error)}): give the directory to that user.`);
    }
  }
  if (stat.isDirectory() && recurse) for (const entry of readdirSync(path)) makePrivate(join(path, entry), true);
};

/**
 * The embedded database's directory belongs to the server's user alone (docs/adr/0704). Before PGlite opens it:
 * the process's umask becomes 0o077, so every file PostgreSQL creates while it runs (relations, WAL) is the
 * owner's; and what an earlier start, an earlier version or a copy left open to others is closed: the data
 * directory, its own files, and all of PGlite's folder. PGlite itself sets modes on some files regardless of the
 * umask as it opens (0666 on the files of a new cluster, 0644 on the relation cache's init files): `afterOpen`
 * closes those. A worker thread cannot set the umask; the chmods still cover what exists.
 */
export const keepDataDirectoryPrivate = (dataDir: string): { beforeOpen(): void; afterOpen(): void } => {
  if (isMainThread) process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR });
  return {
    // Once the directory is this server's (its lock taken): a refused second server touches nothing.
    beforeOpen: () => {
      makePrivate(dataDir, false);
      for (const entry of readdirSync(dataDir)) makePrivate(join(dataDir, entry), entry === PGLITE_FOLDER);
    },
    afterOpen: () => {
      if (existsSync(join(dataDir, PGLITE_FOLDER))) makePrivate(join(dataDir, PGLITE_FOLDER), true);
    },
  };
};

const PGLITE_FOLDER = 'pglite';

export const openDatabase = async (options: DatabaseOptions): Promise<Database> => {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const schema = options.schema;
    if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`unsafe schema name ${schema}`);
    // application_name: the store's connections named in pg_stat_activity (a `?application_name=` in the URL wins).
    const connection = { connectionString: options.databaseUrl, application_name: 'benefit-store', ...(schema ? { options: `-c search_path=${schema}` } : {}) };
    const pool = new pg.Pool({ ...connection, max: 10 });
    const db = postgresDatabase(pool, { schema, ...(options.lost ? { lost: options.lost } : {}) });
    try {
      // CREATE SCHEMA IF NOT EXISTS is not safe against itself: of two processes creating one schema at once, one fails.
      if (schema) await db.exclusively('create-schema', () => db.exec(`CREATE SCHEMA IF NOT EXISTS ${schema}`));
    } catch (error) {
      await db.close();
      throw error;
    }
    return db;
  }
  // On a thread of its own, so that its statements never hold up the server's requests (docs/adr/0506).
  if (options.dataDir === 'memory://') return pgliteDatabase(await pgliteThread(undefined));
  const privacy = keepDataDirectoryPrivate(options.dataDir);
  const lock = await lockDataDirectory(options.dataDir);
  try {
    privacy.beforeOpen();
    const pglite = await pgliteThread(join(options.dataDir, PGLITE_FOLDER));
    privacy.afterOpen();
    return pgliteDatabase(pglite, lock.release);
  } catch (error) {
    lock.release();
    throw error;
  }
};
