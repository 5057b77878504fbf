import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { calendarDateOf, type CalendarDate, Messages } from '@benefit-store/domain';
import { API_PREFIX, BENEFIT_SERVICE_PREFIX } from '@benefit-store/contract';
import type { Database } from './db/database.ts';
import type { Pii } from './security/pii.ts';
import { sendFieldErrors } from './http/envelope.ts';
import { registerAuthRoutes } from './routes/auth-routes.ts';
import { registerBenefitServiceRoutes } from './routes/benefit-service-routes.ts';
import { registerFilterRoutes } from './routes/filter-routes.ts';
import { registerMemberRoutes } from './routes/member-routes.ts';
import { registerMediaRoutes } from './routes/media-routes.ts';
import { registerPlanRoutes } from './routes/plan-routes.ts';
import { registerShellRoutes } from './routes/shell-routes.ts';
import { createSessions, loadSessionSecret } from './sessions/sessions.ts';
import { registerMailboxRoutes } from './mail/mailbox-routes.ts';

export interface AppOptions {
  readonly db: Database;
  readonly pii: Pii;
  readonly sessionSecret?: string | undefined;
  readonly webDist?: string | undefined;
  readonly secureCookies?: boolean;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (rate limits count by it). */
  readonly trustProxy?: boolean;
  readonly logLevel?: string;
  /** The server's clock; tests pin it. */
  readonly now?: () => Date;
}

const containsNul = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.includes('\u0000')
    : Array.isArray(value)
      ? value.some(containsNul)
      : value !== null && typeof value === 'object'
        ? Object.entries(value).some(([key, inner]) => key.includes('\u0000') || containsNul(inner))
        : false;

const isApiPath = (url: string) => url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${BENEFIT_SERVICE_PREFIX}/`);

export const buildApp = async (options: AppOptions): Promise<FastifyInstance> => {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const today = (): CalendarDate => calendarDateOf(now());
  const app = Fastify({
    logger: { level: options.logLevel ?? 'info' },
    trustProxy: options.trustProxy ?? false,
    // One line per request is noise at this size; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    // Request bodies stay small: no endpoint takes more than a screenshot.
    bodyLimit: 8 * 1024 * 1024,
  });

  await app.register(fastifyCookie, { secret: await loadSessionSecret(db, options.sessionSecret) });
  const sessions = createSessions(db, { secure: options.secureCookies ?? false });

  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'request failed');
    return sendFieldErrors(reply, status, { request: status === 500 ? Messages.serverError : Messages.malformedRequest });
  });

  // PostgreSQL cannot store a NUL character in text; no field of ours has a use for one. Refusing it at the
  // door keeps every route from failing on it deeper down.
  app.addHook('preHandler', async (request, reply) => {
    if (containsNul(request.query) || containsNul(request.params) || containsNul(request.body)) {
      return sendFieldErrors(reply, 400, { request: Messages.malformedRequest });
    }
  });

  app.get('/healthz', async () => {
    await db.query('SELECT 1');
    return { status: 'ok', database: db.kind };
  });

  registerFilterRoutes(app, { db, sessions, today });
  registerPlanRoutes(app, { db, sessions, today });
  registerMediaRoutes(app, { db });
  registerShellRoutes(app, { db, sessions });
  await registerBenefitServiceRoutes(app, { db });
  registerAuthRoutes(app, { db, sessions, now });
  registerMemberRoutes(app, { db, sessions, pii: options.pii, today });

  const webDist = options.webDist && existsSync(join(options.webDist, 'index.html')) ? options.webDist : undefined;
  if (webDist) await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false });
  const indexHtml = webDist ? await readFile(join(webDist, 'index.html'), 'utf8') : undefined;

  // Storefront routes are client-side: any GET that is not an API call or a file gets the app shell.
  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || request.method !== 'GET') {
      return sendFieldErrors(reply, 404, { path: Messages.notFound });
    }
    if (!indexHtml) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The storefront has not been built: run `npm start` (or `npm run build`) from the repository root.');
    }
    return reply.type('text/html').header('cache-control', 'no-cache').send(indexHtml);
  });

  if (process.env.NODE_ENV !== 'production') registerMailboxRoutes(app, { db });
  return app;
};
