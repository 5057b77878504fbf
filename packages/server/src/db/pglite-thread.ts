import { Worker } from 'node:worker_threads';
import type { EmbeddedPostgres } from './embedded.ts';

/** An error as the database's thread sent it, with PostgreSQL's fields (code, detail, constraint, ...) put back. */
const rebuilt = (wire: Record<string, string>): Error => {
  const error = new Error(wire['message'] ?? 'database error');
  Object.assign(error, wire);
  return error;
};

type Request = { op: 'open'; dataDir?: string } | { op: 'query'; sql: string; params: unknown[]; tx?: number } | { op: 'exec'; sql: string; tx?: number } | { op: 'begin' } | { op: 'end'; tx: number; commit: boolean } | { op: 'listen'; channel: string } | { op: 'close' };

/**
 * PGlite on a worker thread (docs/adr/0506). The embedded database is WebAssembly that runs to completion on the
 * thread that calls it: in the server's own thread every statement of a batch of enrollments held up every other
 * request, kept answers included. Here the server's thread only posts statements and reads answers.
 *
 * Same behaviour as PGlite in the thread: one statement at a time in the order asked, a transaction holds the database
 * until it ends (statements outside it wait, as PGlite's own lock makes them), and a notification arrives before the
 * answer of the statement that committed it. The worker keeps the process alive only while a statement is on its way.
 */
export const pgliteThread = async (dataDir: string | undefined): Promise<EmbeddedPostgres> => {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url));
  worker.unref();
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Map<string, ((payload: string) => void)[]>();
  let next = 0;
  let failure: Error | undefined;
  const settleAll = (error: Error) => {
    failure ??= error;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
    worker.unref();
  };
  worker.on('message', (message: { id?: number; value?: unknown; error?: Record<string, string>; channel?: string; payload?: string }) => {
    if (message.channel !== undefined) {
      for (const listener of listeners.get(message.channel) ?? []) listener(message.payload ?? '');
      return;
    }
    const pending = message.id === undefined ? undefined : waiting.get(message.id);
    if (!pending || message.id === undefined) return;
    waiting.delete(message.id);
    if (waiting.size === 0) worker.unref();
    if (message.error) pending.reject(rebuilt(message.error));
    else pending.resolve(message.value);
  });
  worker.on('error', (error) => settleAll(error));
  worker.on('exit', (code) => settleAll(new Error(`the embedded database's thread ended (exit code ${code})`)));

  const ask = <T>(request: Request, id = (next += 1)): Promise<T> => {
    if (failure) return Promise.reject(failure);
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      if (waiting.size === 1) worker.ref();
      worker.postMessage({ id, ...request });
    });
  };
  const queryOn = (tx?: number) =>
    async <Row>(sql: string, params: readonly unknown[] = []): Promise<{ rows: Row[] }> => ({
      rows: await ask<Row[]>({ op: 'query', sql, params: [...params], ...(tx === undefined ? {} : { tx }) }),
    });

  try {
    await ask<null>({ op: 'open', ...(dataDir === undefined ? {} : { dataDir }) });
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  return {
    query: queryOn(),
    exec: async (sql) => {
      await ask<null>({ op: 'exec', sql });
    },
    transaction: async (work) => {
      const tx = (next += 1);
      await ask<null>({ op: 'begin' }, tx);
      let result;
      try {
        result = await work({ query: queryOn(tx) });
      } catch (error) {
        // The work's own error is the one to report, not a rollback's that failed after it (the thread gone).
        await ask<null>({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw error;
      }
      await ask<null>({ op: 'end', tx, commit: true });
      return result;
    },
    listen: async (channel, callback) => {
      const heard = listeners.get(channel);
      listeners.set(channel, [...(heard ?? []), callback]);
      // The thread listens once per channel and posts each notification once; this side hands it to every listener.
      if (!heard) await ask<null>({ op: 'listen', channel });
    },
    close: async () => {
      try {
        await ask<null>({ op: 'close' });
      } finally {
        await worker.terminate();
      }
    },
  };
};
