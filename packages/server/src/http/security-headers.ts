import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { API_PREFIX, BENEFIT_SERVICE_PREFIX } from '@benefit-store/contract';

export const isApiPath = (url: string) => url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${BENEFIT_SERVICE_PREFIX}/`);

/**
 * The headers every response carries (docs/adr/0009): a Content-Security-Policy that admits scripts from
 * this origin only (no inline script but the page's own, by hash: `inlineScripts`), forbids framing, and keeps everything else same-origin; nosniff,
 * a referrer policy, and HSTS when the site is served over HTTPS. API answers carry personal data and
 * are never stored by browsers or proxies; a JSON answer carries only the protections that apply to data.
 */
export const registerSecurityHeaders = async (app: FastifyInstance, options: { readonly https: boolean; readonly inlineScripts?: readonly string[] }) => {
  const headers = await helmetHeaders(options);
  // The same for every response: set from the copy made once, not built again by helmet for each request (issue 23).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  app.addHook('onSend', (request, reply, payload, next) => {
    if (isApiPath(request.url)) {
      // An answer that says how it may be kept (a lookup answered with validators, docs/adr/0504) keeps its own.
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      if (String(reply.getHeader('content-type') ?? '').startsWith('application/json')) forData(reply);
    }
    next(null, payload);
  });
};

/**
 * What a JSON answer needs of the page's protections (OWASP's REST security headers): nothing may load from it or
 * frame it, it is never sniffed as anything but JSON, and the referrer policy. The rest of helmet's set (the page's
 * script and style policy, opener and origin isolation, legacy IE switches) speaks to documents only; it was about
 * 550 of the 880 bytes of headers on each of the hundred API answers of one enrollment (issue 23).
 */
const DATA_POLICY = "default-src 'none'; frame-ancestors 'none'";
const DOCUMENT_ONLY = ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection'];
const forData = (reply: FastifyReply) => {
  reply.header('content-security-policy', DATA_POLICY);
  for (const name of DOCUMENT_ONLY) reply.removeHeader(name);
};

/** What helmet is not: the response's own headers, which the copy must not take. */
const OWN_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers helmet sets with these options, read once from a response of a server of its own: helmet (through
 * @fastify/helmet) builds its middleware again for every request, and its headers never change while a process runs.
 */
const helmetHeaders = async (options: { readonly https: boolean; readonly inlineScripts?: readonly string[] }): Promise<Record<string, string>> => {
  const probe = Fastify();
  try {
    await probe.register(helmet, helmetOptions(options));
    probe.get('/', async () => '');
    const response = await probe.inject({ method: 'GET', url: '/' });
    return Object.fromEntries(
      Object.entries(response.headers).flatMap(([name, value]) => (OWN_HEADERS.has(name) || value === undefined ? [] : [[name, [value].flat().join(', ')]])),
    );
  } finally {
    await probe.close();
  }
};

const helmetOptions = (options: { readonly https: boolean; readonly inlineScripts?: readonly string[] }) =>
  ({
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
  }) as const;
