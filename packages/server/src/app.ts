import fastifyCookie from '@fastify/cookie';
import { DEV_PREFIX } from '@benefit-store/contract';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { calendarDateOf, Messages, type CalendarDate } from '@benefit-store/domain';
import { registerBenefitServiceRoutes } from './benefit/benefit-service-routes.ts';
import { registerCartRoutes } from './cart/cart-routes.ts';
import { registerCatalogRoutes } from './catalog/catalog-routes.ts';
import { registerPlanRoutes } from './cart/plan-routes.ts';
import { catalogueCache } from './catalog/catalogue-store.ts';
import { registerQuestionRoutes } from './cart/question-routes.ts';
import { registerSaveEnrollment } from './enrollments/save-enrollment.ts';
import { quoteTabs } from './quotes/quote-commands.ts';
import { quoteLinkKeys } from './quotes/quote-links.ts';
import { registerQuoteRoutes } from './quotes/quote-routes.ts';
import type { PublicAddress } from './sites/site-links.ts';
import { commandRunner } from './commands/command.ts';
import type { Database } from './db/database.ts';
import { registerFilterRoutes } from './enrollments/filter-routes.ts';
import { registerApiDocs } from './http/api-docs.ts';
import { offerReadBatchIn, registerReadBatch } from './http/read-batch.ts';
import { RequestRefusal } from './http/decode-request.ts';
import { createDoor, sendFieldErrors } from './http/door.ts';
import { errorForLog, requestForLog } from './http/logging.ts';
import { registerCompression, sendPage } from './http/compression.ts';
import { isApiPath, registerSecurityHeaders } from './http/security-headers.ts';
import { loadPageRenderer, pageCopyServer, pageStylesheets } from './http/page-copies.ts';
import { inlineScriptSources, readStorefrontPage, registerStorefrontFiles } from './http/storefront-files.ts';
import { registerMediaRoutes } from './media/media-routes.ts';
import { registerAuthRoutes } from './members/auth-routes.ts';
import { registerMemberRoutes } from './members/member-routes.ts';
import { idTokens } from './security/id-tokens.ts';
import type { Keys } from './security/keys.ts';
import { piiCipher } from './security/pii.ts';
import { DEFAULT_RATE_LIMITS, sweepRateLimits, type RateLimits } from './security/rate-limit.ts';
import { createSessions, DEFAULT_SESSION_POLICY, type SessionPolicy } from './sessions/sessions.ts';
import { registerSiteRoutes } from './sites/site-routes.ts';
import { registerMailboxRoutes } from './mail/mailbox-routes.ts';
import { outboxCounts } from './mail/outbox-store.ts';
import { describeWizardReplay } from './wizard/wizard-replay.ts';
import { registerWizardRoutes } from './wizard/wizard-routes.ts';
import { wizardSaveLaterTabs } from './wizard/save-later.ts';
import { commandRegistry } from './commands/registry.ts';
import { registerSupportRoutes } from './support/support-routes.ts';
import { registerOperatorRoutes } from './operators/operator-routes.ts';
import { DEFAULT_X12_SENDER, type X12Sender } from './carriers/x12-sender.ts';
import { registerBillingRoutes } from './billing/billing-routes.ts';
import { consentSeal } from './consent/chain.ts';
import { registerSigningRoutes } from './wizard/signing-routes.ts';
import { registerWizardClosingRoutes } from './wizard/closing-routes.ts';
import { closingDraftTabs } from './wizard/closing-save-later.ts';
import { registerResendCode } from './support/resend-code.ts';
import { fastifyTrustProxy, type TrustedProxies } from './http/trusted-proxies.ts';
import { registerOperations } from './http/operations.ts';
import { createMetrics, DEFAULT_METRICS_ALLOW, type MetricsAccess } from './http/metrics.ts';
import { REQUEST_ID_HEADER, requestIdOf } from './http/request-id.ts';

export interface AppOptions {
  readonly db: Database;
  readonly keys: Keys;
  readonly webDist?: string | undefined;
  readonly secureCookies?: boolean;
  /** The proxies trusted to name the client in X-Forwarded-For (rate limits count by it; docs/adr/0007-trusted-proxies-and-app-requests.md). */
  readonly trustProxy?: TrustedProxies | undefined;
  readonly logLevel?: string;
  readonly sessionPolicy?: SessionPolicy;
  readonly rateLimits?: Partial<RateLimits>;
  /**
   * The storefront's public address (PUBLIC_URL, or where the server listens), read whenever a mail's link is built:
   * a site's links start there, or on its custom domain (sites/site-links.ts, docs/adr/0701).
   */
  readonly publicAddress: PublicAddress;
  /** The server's clock; tests pin it. */
  readonly now?: () => Date;
  /** Serve the development mailbox (DEV_MAILBOX=1, never in production): mail/mailbox-routes.ts. */
  readonly devMailbox?: boolean;
  /** True once the process has begun to shut down (index.ts): /readyz says 503 (docs/adr/0015). */
  readonly stopping?: () => boolean;
  /** Who may read /metrics (METRICS_ALLOW, METRICS_TOKEN): by default the loopback addresses only (docs/adr/0015). */
  readonly metricsAccess?: MetricsAccess;
  /** Our trading-partner id in carrier files (docs/adr/0803-carrier-files.md). */
  readonly x12Sender?: X12Sender;
  /** Where log lines go (one JSON object a line); standard output by default. */
  readonly logStream?: { write(line: string): void };
  /**
   * The longest a page waits for its copy before it is served bare (docs/adr/0520-page-copies.md); 1.5 s by default.
   * The browser suites, which check what a copy does, wait longer: on a saturated CI machine a copy took more.
   */
  readonly pageCopyBudgetMs?: number;
}

/** How often expired sessions and old rate-limit counters are swept. */
const SWEEP_EVERY_MS = 10 * 60_000;
/** What nginx logs for a request whose client closed the connection before the answer: not a server error. */
const CLIENT_CLOSED_REQUEST = 499;

declare module 'fastify' {
  interface FastifyInstance {
    /** Deletes expired sessions and old rate-limit counters (also run every ten minutes). */
    sweepExpired(): Promise<void>;
  }
}

export const buildApp = async (options: AppOptions): Promise<FastifyInstance> => {
  const { db, keys } = options;
  const now = options.now ?? (() => new Date());
  const today = (): CalendarDate => calendarDateOf(now());
  const limits: RateLimits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };
  const secure = options.secureCookies ?? false;
  const app = Fastify({
    logger: {
      level: options.logLevel ?? 'info',
      // Requests are logged by method and path only: no headers (cookies), no query string, no body.
      serializers: { req: requestForLog, err: errorForLog },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // Every request has an id: the caller's X-Request-Id when it is a plausible one, else a fresh UUID. It is in
    // every log line of the request (reqId), the X-Request-Id response header and error envelopes (docs/adr/0015).
    requestIdHeader: false,
    genReqId: requestIdOf,
    // Shutting down, fastify would answer a request on a kept-alive connection with its own 503 body; operations.ts
    // answers it instead and closes the connection after it.
    return503OnClosing: false,
    trustProxy: fastifyTrustProxy(options.trustProxy),
    logController: new LogController({ disableRequestLogging: true }),
    // The door sets each route's own limit; this is the ceiling for everything else.
    bodyLimit: 8 * 1024 * 1024,
    // Long ids are refused by the route's codec in the error envelope, not by the router with a bare 414.
    routerOptions: { maxParamLength: 16_384 },
    // What the router itself refuses (a malformed URL) still gets the envelope.
    frameworkErrors: (error, request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      return sendFieldErrors(reply, status, { request: Messages.malformedRequest });
    },
  });

  const storefront = await readStorefrontPage(options.webDist);
  await registerSecurityHeaders(app, { https: secure, inlineScripts: storefront ? inlineScriptSources(storefront.html) : [] });
  await app.register(fastifyCookie, { secret: keys.sessionSecret });
  await registerCompression(app);
  const sessions = createSessions(db, { secure, policy: options.sessionPolicy ?? DEFAULT_SESSION_POLICY, now });
  const metrics = createMetrics(db, options.metricsAccess ?? { allow: DEFAULT_METRICS_ALLOW }, () => outboxCounts(db));
  const commands = commandRunner(db, { now, limits, onMilestone: metrics.onMilestone });
  // Every command the door serves registers here by type: support replay re-runs them (commands/registry.ts).
  const registry = commandRegistry();
  const door = createDoor(app, { sessions, commands, registry });
  const pii = piiCipher(keys.piiKey);
  const tokens = idTokens(keys.idTokenSecret);

  app.setErrorHandler((error: { statusCode?: number; code?: string; message?: string }, request, reply) => {
    // A client that left before its answer (a page navigating on mid-request, a phone losing its signal) cuts the
    // answer's stream: Fastify hands that here as ERR_STREAM_PREMATURE_CLOSE. Nobody is left to answer, and it is not
    // the server's failure: logged as what it is, counted as nginx counts it (499), never as a 500.
    if (request.raw.socket?.destroyed === true || reply.raw.destroyed) {
      request.log.info({ code: error.code, detail: error.message }, 'the client closed the connection before its answer');
      return reply.code(CLIENT_CLOSED_REQUEST).send();
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'request failed');
    if (error instanceof RequestRefusal) return sendFieldErrors(reply, status, error.fields);
    return sendFieldErrors(reply, status, { request: status === 500 ? Messages.serverError : Messages.malformedRequest });
  });

  // Request ids, the request log line, /healthz and /readyz (docs/adr/0015).
  registerOperations(app, { db, stopping: options.stopping ?? (() => false) });
  // Requests and latency by route, enrollments started and confirmed, the outbox, the pool: GET /metrics (docs/adr/0015).
  metrics.register(app);

  const catalogue = catalogueCache(db);
  // Every API request uses a catalogue whose version was confirmed at most CATALOGUE_CHECK_MS before it began
  // (docs/adr/0011). Checked here, before the handler and outside any transaction: handlers read the catalogue
  // inside commands too, where a query of its own could wait for the connection the command holds.
  app.addHook('onRequest', (request, _reply, next) => {
    if (!isApiPath(request.url)) return next();
    catalogue.refresh().then(
      () => next(),
      (error: unknown) => {
        // The last catalogue stays in use; a request that needs one and has none fails on its own.
        request.log.warn({ err: error }, 'checking the catalogue version failed');
        next();
      },
    );
  });
  const { publicAddress } = options;
  registerFilterRoutes(door);
  registerWizardRoutes(door, { db, pii, limits, now });
  describeWizardReplay(registry);
  registerPlanRoutes(door, { db, catalogue, today });
  registerQuestionRoutes(door, { db, catalogue, today });
  registerCatalogRoutes(door, { db });
  registerCartRoutes(door, { db, catalogue, today });
  const quoteLinks = quoteLinkKeys(keys.idTokenSecret);
  registerQuoteRoutes(door, { db, catalogue, commands, publicAddress, links: quoteLinks });
  // save-enrollment: one route, a table of tabs; each feature adds its entries here.
  registerSaveEnrollment(door, { ...quoteTabs({ catalogue, publicAddress, links: quoteLinks, pii }), ...wizardSaveLaterTabs({ pii, limits, publicAddress }, closingDraftTabs(pii)) });
  // The wizard's second part: billing, agreement, review, receipt, direct-continue, remote signing (docs/adr/0720).
  registerBillingRoutes(door, { db, pii, limits, now });
  const sealer = consentSeal(keys.idTokenSecret);
  registerWizardClosingRoutes(door, { db, catalogue, publicAddress, now, consentSeal: sealer, pii });
  registerSigningRoutes(door, { db, catalogue, commands, idTokenSecret: keys.idTokenSecret, consentSeal: sealer, publicAddress, pii, now });
  registerResendCode(door, { db, catalogue, commands, publicAddress, pii, now });
  registerSiteRoutes(door, { db, limits, now });
  registerMediaRoutes(door, { db });
  registerBenefitServiceRoutes(door, { db, tokens, limits, now });
  registerAuthRoutes(door, { db, sessions, limits, now, secure });
  registerMemberRoutes(door, { db, pii, tokens, catalogue });
  registerMailboxRoutes(door, { db, seal: pii, enabled: options.devMailbox ?? false });
  registerSupportRoutes(door, { db, commands, registry, now });
  registerOperatorRoutes(door, { db, now, mailSeal: pii, publicAddress, pii, x12Sender: options.x12Sender ?? DEFAULT_X12_SENDER });
  // Reads asked together, each through its own route (docs/adr/0511-read-batches.md).
  registerReadBatch(app, door);
  // Last: the published contract describes every route registered above (docs/adr/0012-the-published-contract.md).
  registerApiDocs(door);

  if (storefront) await registerStorefrontFiles(app, storefront);
  // The page offers read batches as every API answer does (docs/adr/0511-read-batches.md).
  const indexHtml = storefront ? offerReadBatchIn(storefront.html) : undefined;
  // A page past `/` with its first screen drawn in (docs/adr/0520-page-copies.md), when the storefront built its renderer.
  const renderer = storefront ? await loadPageRenderer(storefront.root) : undefined;
  const withPageCopy = storefront && renderer && indexHtml ? pageCopyServer(app, renderer, door.insideBatch, pageStylesheets(storefront.root, indexHtml), options.pageCopyBudgetMs) : undefined;

  // Storefront routes are client-side: any GET that is not an API call or a file gets the app shell.
  app.setNotFoundHandler(async (request, reply) => {
    // The development tools' paths are not the storefront's: in production (where they are not served) a 404 in the envelope.
    if (isApiPath(request.url) || request.url.startsWith(`${DEV_PREFIX}/`) || request.method !== 'GET') return sendFieldErrors(reply, 404, { path: Messages.notFound });
    if (request.url.startsWith('/assets/') || request.url.startsWith('/media/')) return reply.code(404).type('text/plain').send('Not found');
    if (!indexHtml) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The storefront has not been built: run `npm start` (or `npm run build`) from the repository root.');
    }
    const copy = withPageCopy ? await withPageCopy(request, indexHtml) : undefined;
    // The page is the same for everyone but where a page copy is drawn in: that one is the visitor's own, in their language.
    reply.type('text/html').header('vary', copy ? 'cookie, accept-language' : 'cookie');
    if (!copy) return sendPage(request, reply.header('cache-control', 'no-cache'), indexHtml);
    if (copy.cookies.length > 0) reply.header('set-cookie', copy.cookies);
    return sendPage(request, reply.header('cache-control', 'private, no-store'), copy.html);
  });


  const sweep = async () => {
    try {
      await sessions.sweep();
      await sweepRateLimits(db, now());
    } catch (error) {
      app.log.warn({ err: error }, 'sweeping expired sessions failed');
    }
  };
  app.decorate('sweepExpired', sweep);
  const sweeper = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  sweeper.unref();
  app.addHook('onReady', sweep);
  app.addHook('onClose', async () => clearInterval(sweeper));

  return app;
};
