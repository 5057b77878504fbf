import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, BENEFIT_SERVICE_PREFIX } from '@benefit-store/contract';

export const isApiPath = (url: string) => url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${BENEFIT_SERVICE_PREFIX}/`);

/**
 * The headers every response carries (docs/adr/0009): a Content-Security-Policy that admits scripts from
 * this origin only (no inline script but the page's own, by hash: `inlineScripts`), forbids framing, and keeps everything else same-origin; nosniff,
 * a referrer policy, and HSTS when the site is served over HTTPS. API answers carry personal data and
 * are never stored by browsers or proxies.
 */
export const registerSecurityHeaders = async (app: FastifyInstance, options: { readonly https: boolean; readonly inlineScripts?: readonly string[] }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(options.inlineScripts ?? [])],
        scriptSrcAttr: ["'none'"],
        // React sets styles through the DOM; inline style attributes in markup stay allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.https ? { maxAge: 63_072_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });

  app.addHook('onSend', async (request, reply, payload) => {
    // An answer that says how it may be kept (a lookup answered with validators, docs/adr/0504) keeps its own.
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
};
