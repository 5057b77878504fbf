import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { pendingMigrations } from '../db/migrate.ts';
import { REQUEST_ID_HEADER } from './request-id.ts';

/** A request the server is still answering: what a shutdown that runs out of time logs as cut. */
export interface RequestInFlight {
  readonly reqId: string;
  readonly method: string;
  readonly route: string | undefined;
  readonly runningMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The requests received and not yet answered (graceful shutdown waits for them, docs/adr/0015). */
    requestsInFlight(): RequestInFlight[];
  }
}

export interface OperationsOptions {
  readonly db: Pick<Database, 'query' | 'kind'>;
  /** True once the process has begun to shut down: /readyz answers 503, answers close their connection. */
  readonly stopping: () => boolean;
}

/** How long /readyz waits for the database before it says the database does not answer. */
export const READY_CHECK_MS = 2_000;

const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

const withinTime = <T>(work: Promise<T>, ms: number): Promise<T | 'timeout'> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'timeout'>((done) => (timer = setTimeout(() => done('timeout'), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
};

/**
 * What an operator and a proxy need of every process (docs/adr/0015): the request id in the response header, in
 * every log line of the request and in error envelopes; one log line per answered request; /healthz (alive) and
 * /readyz (database answers, every migration applied, not shutting down); the requests in flight.
 */
export const registerOperations = (app: FastifyInstance, { db, stopping }: OperationsOptions): void => {
  const inFlight = new Map<FastifyRequest, number>();

  // Hooks of every request take a callback, not a promise: one fewer promise and turn of the queue per hook (issue 23).
  app.addHook('onRequest', (request, reply, next) => {
    inFlight.set(request, performance.now());
    reply.header(REQUEST_ID_HEADER, request.id);
    next();
  });
  // Once shutdown has begun, every answer (to a request in flight, or one that arrives on a kept-alive connection)
  // closes its connection after it: the proxy's next request goes to another process.
  app.addHook('onSend', (_request, reply, payload, next) => {
    if (stopping()) reply.header('connection', 'close');
    next(null, payload);
  });
  const done = (request: FastifyRequest) => inFlight.delete(request);
  app.addHook('onRequestAbort', async (request) => void done(request));
  app.addHook('onResponse', (request, reply, next) => {
    done(request);
    const line = { res: { statusCode: reply.statusCode }, responseTime: Math.round(reply.elapsedTime) };
    // Probes come every few seconds: below the default level.
    if (PROBES.has(request.url)) request.log.debug(line, 'request completed');
    else request.log.info(line, 'request completed');
    next();
  });
  // Every error envelope names its request, so support can find one person's failure from what they saw. The
  // envelope is the one shape with `status: 'error'`; its `request_id` is described in the contract's ErrorEnvelope.
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (payload && typeof payload === 'object' && !Array.isArray(payload) && (payload as { status?: unknown }).status === 'error' && !('request_id' in payload)) {
      return { ...payload, request_id: request.id };
    }
    return payload;
  });
  app.decorate('requestsInFlight', () => {
    const at = performance.now();
    return [...inFlight].map(([request, since]) => ({
      reqId: String(request.id),
      method: request.method,
      route: request.routeOptions.url,
      runningMs: Math.round(at - since),
    }));
  });

  // Alive: the process answers and its database does.
  app.get('/healthz', async () => {
    await db.query('SELECT 1');
    return { status: 'ok', database: db.kind };
  });

  // Ready to take traffic: a proxy sends requests only to a process that answers 200 here.
  app.get('/readyz', async (request, reply) => {
    const unavailable = (reason: string, details: object = {}) => reply.code(503).header('cache-control', 'no-store').send({ status: 'unavailable', reason, ...details });
    if (stopping()) return unavailable('shutting down');
    let pending: string[] | 'timeout';
    try {
      pending = await withinTime(pendingMigrations(db), READY_CHECK_MS);
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: the database did not answer');
      return unavailable('database unreachable');
    }
    if (pending === 'timeout') return unavailable('database unreachable', { detail: `no answer within ${READY_CHECK_MS} ms` });
    if (pending.length > 0) return unavailable('migrations not applied', { pending });
    if (stopping()) return unavailable('shutting down');
    return reply.header('cache-control', 'no-store').send({ status: 'ready', database: db.kind });
  });
};
