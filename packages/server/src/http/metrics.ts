import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Milestone } from '../commands/command.ts';
import type { Database } from '../db/database.ts';
import { ConfigurationError } from '../configuration-error.ts';
import { addressRange } from './address-range.ts';

/**
 * Who may read /metrics (docs/adr/0015): a TCP peer in `allow` (METRICS_ALLOW, addresses or CIDR ranges; default
 * loopback only), or a request with `Authorization: Bearer <token>` (METRICS_TOKEN). Anyone else gets a 404.
 */
export interface MetricsAccess {
  readonly allow: readonly string[];
  readonly token?: string | undefined;
}

export const DEFAULT_METRICS_ALLOW: readonly string[] = ['127.0.0.0/8', '::1'];

const EXAMPLE = 'e.g. METRICS_ALLOW=127.0.0.1,10.0.0.0/8';

/** METRICS_ALLOW and METRICS_TOKEN, read once at start; a bad entry stops the start with this message. */
export const parseMetricsAccess = (allow: string | undefined, token: string | undefined): MetricsAccess => {
  const entries = allow === undefined || allow.trim() === '' ? DEFAULT_METRICS_ALLOW : allow.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !addressRange(entry));
  if (bad !== undefined) throw new ConfigurationError(`METRICS_ALLOW must be a comma list of addresses or CIDR ranges (${EXAMPLE}); ${JSON.stringify(bad)} is not one.`);
  const secret = token?.trim();
  if (secret !== undefined && secret !== '' && secret.length < 16) throw new ConfigurationError('METRICS_TOKEN must be at least 16 characters long.');
  return { allow: entries, token: secret || undefined };
};

const blockListOf = (entries: readonly string[]): BlockList => {
  const list = new BlockList();
  for (const entry of entries) {
    const range = addressRange(entry);
    if (!range) continue;
    if (range.prefix === undefined) list.addAddress(range.address, range.family);
    else list.addSubnet(range.address, range.prefix, range.family);
  }
  return list;
};

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/** The status class a response is counted under: 2xx, 3xx, 4xx, 5xx. */
const statusClass = (status: number): string => `${Math.floor(status / 100)}xx`;

/**
 * The route a request is counted under: the pattern it matched (`/api/v1/get-plan-pricing-detail`,
 * `/api/v1/members/:id`), never the URL asked for, so that no id, query or address ends up in a label.
 */
const routeOf = (request: FastifyRequest): string => {
  const pattern = request.routeOptions.url;
  return pattern === undefined || pattern === '' ? 'unmatched' : pattern;
};

/**
 * Node's process metrics (memory, event-loop lag, GC): the process's, whichever of its applications is asked, and
 * started once per process (their monitors are never stopped).
 */
let processRegistry: Registry | undefined;
const processMetrics = (): Registry => {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
};

export interface Metrics {
  /** The command runner's hook: counts the enrollments started and confirmed. */
  readonly onMilestone: (milestone: Milestone) => void;
  /** Adds the request counters and GET /metrics to the application. */
  readonly register: (app: FastifyInstance) => void;
}

/**
 * This process's metrics in Prometheus' text format (docs/adr/0015). Each process has its own registry and serves its
 * own: Prometheus scrapes every process.
 */
/** The outbox's figures, read at scrape time: the mail port's (mail/outbox-store.ts outboxCounts), handed in by the app. */
export type OutboxFigures = () => Promise<{ pending: number; failed: number }>;

export const createMetrics = (db: Pick<Database, 'query' | 'poolUse'>, access: MetricsAccess, outboxCounts: OutboxFigures): Metrics => {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by method, route pattern and status class.', labelNames, registers: [registry] });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status class.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const started = new Counter({ name: 'benefit_store_enrollments_started_total', help: 'Enrollments started (a quote begun, a member quote, a quote link opened).', registers: [registry] });
  const confirmed = new Counter({ name: 'benefit_store_enrollments_confirmed_total', help: 'Enrollments confirmed (the review saved).', registers: [registry] });
  // Read from the outbox at scrape time: the same figures whichever process the mail worker runs in.
  let outbox: Promise<{ pending: number; failed: number }> | undefined;
  const readOutbox = () =>
    (outbox ??= outboxCounts()
      .finally(() => (outbox = undefined)));
  new Gauge({
    name: 'benefit_store_outbox_pending_messages',
    help: 'Mail waiting in the outbox to be sent (the backlog).',
    registers: [registry],
    async collect() {
      this.set((await readOutbox()).pending);
    },
  });
  new Gauge({
    name: 'benefit_store_outbox_failed_messages',
    help: 'Mail the outbox gave up on (failed for good).',
    registers: [registry],
    async collect() {
      this.set((await readOutbox()).failed);
    },
  });
  new Gauge({
    name: 'benefit_store_db_pool_connections',
    help: 'Database connections of this process by state: total open, idle; PGlite has one.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const use = db.poolUse();
      this.set({ state: 'total' }, use.total);
      this.set({ state: 'idle' }, use.idle);
    },
  });
  new Gauge({
    name: 'benefit_store_db_pool_waiting_requests',
    help: 'Queries of this process waiting for a database connection.',
    registers: [registry],
    collect() {
      this.set(db.poolUse().waiting);
    },
  });

  // Merged once every metric above is registered: merge takes the registries' metrics as they are now.
  const scraped = Registry.merge([processMetrics(), registry]);
  const allowed = blockListOf(access.allow);
  const token = access.token === undefined ? undefined : digest(access.token);
  // Judged on the TCP peer, never on X-Forwarded-For (request.ip follows TRUST_PROXY).
  const peerAllowed = (request: FastifyRequest): boolean => {
    const peer = request.socket.remoteAddress ?? '';
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(peer)?.[1];
    if (mapped) return allowed.check(mapped, 'ipv4');
    const family = isIP(peer);
    return family !== 0 && allowed.check(peer, family === 4 ? 'ipv4' : 'ipv6');
  };
  const tokenGiven = (request: FastifyRequest): boolean => {
    if (!token) return false;
    const given = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    return given !== undefined && timingSafeEqual(digest(given), token);
  };

  return {
    onMilestone: (milestone) => (milestone === 'started' ? started.inc() : confirmed.inc()),
    register: (app) => {
      app.addHook('onResponse', (request, reply, next) => {
        const labels = { method: request.method, route: routeOf(request), status_class: statusClass(reply.statusCode) };
        requests.inc(labels);
        latency.observe(labels, reply.elapsedTime / 1000);
        next();
      });
      app.get('/metrics', async (request, reply) => {
        // Nobody else learns that it exists: the same 404 as a file that is not there.
        if (!tokenGiven(request) && !peerAllowed(request)) return reply.code(404).type('text/plain').send('Not found');
        const text = await scraped.metrics();
        return reply.header('cache-control', 'no-store').type(scraped.contentType).send(text);
      });
    },
  };
};
