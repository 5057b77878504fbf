// The embedded database on a thread of its own (docs/adr/0506). Plain JavaScript so that the same file runs under tsx
// in development and beside the built server in production; it speaks only to db/pglite-thread.ts.
//
// Messages in: { id, op: 'open', dataDir } | { id, op: 'query', sql, params, tx } | { id, op: 'exec', sql, tx }
//   | { id, op: 'begin' } | { id, op: 'end', tx, commit } | { id, op: 'listen', channel } | { id, op: 'close' }.
// Messages out: { id, value } | { id, error } | { channel, payload }. A notification is posted from PGlite's own
// callback, which runs before the statement that committed it returns, so it reaches the main thread before that
// statement's answer: what ADR 0505 relies on to forget a kept row before anyone can read it again.
import { parentPort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** @type {PGlite | undefined} */
let db;
/** Open transactions by the id of their `begin`: the transaction's handle, and how to end it. */
const open = new Map();
const ROLLBACK = Symbol('rollback');

/** What an error of PostgreSQL carries (SQLSTATE, detail, constraint, ...): structured cloning keeps only the message. */
const wireError = (error) => {
  if (!(error instanceof Error)) return { message: String(error) };
  const out = { message: error.message, name: error.name };
  for (const key of ['code', 'detail', 'hint', 'severity', 'constraint', 'table', 'column', 'schema', 'position', 'where']) {
    if (typeof error[key] === 'string') out[key] = error[key];
  }
  return out;
};

const answer = (id, work) =>
  work.then(
    (value) => parentPort.postMessage({ id, value }),
    (error) => parentPort.postMessage({ id, error: wireError(error) }),
  );

const on = (tx) => {
  if (tx === undefined) return db;
  const entry = open.get(tx);
  if (!entry) throw new Error('a statement was asked after its transaction ended');
  return entry.tx;
};

const begin = (id) => {
  let end;
  const ended = new Promise((resolve) => (end = resolve));
  const entry = { tx: undefined, end, replyTo: undefined };
  const whole = db.transaction(async (tx) => {
    entry.tx = tx;
    open.set(id, entry);
    parentPort.postMessage({ id, value: null });
    if (!(await ended)) throw ROLLBACK;
  });
  whole.then(
    () => parentPort.postMessage({ id: entry.replyTo, value: null }),
    (error) => {
      // Begun but never entered: the begin itself failed.
      if (!open.has(id)) return parentPort.postMessage({ id, error: wireError(error) });
      parentPort.postMessage(error === ROLLBACK ? { id: entry.replyTo, value: null } : { id: entry.replyTo, error: wireError(error) });
    },
  ).finally(() => open.delete(id));
};

parentPort.on('message', (message) => {
  const { id, op } = message;
  try {
    switch (op) {
      case 'open':
        return answer(
          id,
          (message.dataDir ? PGlite.create(message.dataDir) : PGlite.create()).then((created) => {
            db = created;
            return null;
          }),
        );
      case 'query':
        return answer(id, on(message.tx).query(message.sql, message.params).then((result) => result.rows));
      case 'exec':
        return answer(id, on(message.tx).exec(message.sql).then(() => null));
      case 'begin':
        return begin(id);
      case 'end': {
        const entry = open.get(message.tx);
        if (!entry) return parentPort.postMessage({ id, error: { message: 'no such transaction' } });
        entry.replyTo = id;
        return entry.end(message.commit);
      }
      case 'listen':
        return answer(id, db.listen(message.channel, (payload) => parentPort.postMessage({ channel: message.channel, payload })).then(() => null));
      case 'close':
        return answer(id, db ? db.close().then(() => null) : Promise.resolve(null));
      default:
        return parentPort.postMessage({ id, error: { message: `unknown operation ${String(op)}` } });
    }
  } catch (error) {
    return parentPort.postMessage({ id, error: wireError(error) });
  }
});
