import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { answerBody, AppClientHeader, EnrollmentVersionHeaders, readByPost } from '@benefit-store/contract';
import { negotiateLanguage } from '@benefit-store/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BatchMark } from './door.ts';
import { injectRead } from './read-batch.ts';

/**
 * Page copies (docs/adr/0520-page-copies.md): a page past `/` served with its first screen in the HTML, drawn by the
 * storefront's own React pages (packages/web/src/page-render.tsx, built into the storefront's `render/` folder) for
 * the storage view the visitor's cookie carries. Every read the page makes runs through this server's routes as a
 * read of a read batch would (`inject`): the route's codec, the visitor's session and ownership, rate limits, and
 * nothing that changes anything (the door refuses those inside a batch). The server itself reads no view.
 */

/** One read, as the storefront's transport sends it (adapters-http's HttpRequest). */
interface PageRead {
  readonly method: string;
  readonly path: string;
  readonly query?: Readonly<Record<string, string | undefined>>;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}
interface PageReadAnswer {
  readonly status: number;
  readonly body: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}
/** The renderer's module, as the storefront's build writes it. */
interface PageRenderer {
  readonly PAGE_VIEW_COOKIE: string;
  readonly isPageCopyPath: (pathname: string) => boolean;
  /** The page with its <noscript> line in other words (a copy says them in its own language); undefined: no such line. */
  readonly withNoScriptLine: (page: string, words: string) => string | undefined;
  readonly renderPageCopy: (input: {
    path: string;
    cookie: string | undefined;
    acceptLanguage: string | undefined;
    transport: { send: (read: PageRead) => Promise<PageReadAnswer> };
    origin: string;
    stylesheets: (markup: string) => readonly string[];
  }) => Promise<{ head: string; body: string; language: string; noScript: string } | undefined>;
}

/** The longest a page waits for its copy: past it, the page is served bare (the app draws it, as before). */
const RENDER_BUDGET_MS = 1_500;
/**
 * Copies drawn at once, at most: a copy costs tens of milliseconds of CPU where the bare page costs next to nothing,
 * so a flood of page loads (or one client replaying a cookie) must not take the server's time from everyone's
 * reads. Past it, pages are served bare, as before, until one finishes.
 */
const MAX_RENDERS_AT_ONCE = 4;
/**
 * The headers a read may say of its own, as a read of a batch may (contract's read-batch.ts): the storefront's app
 * header and the enrollment version it knows. Its address, host and cookie are the page request's.
 */
const READ_HEADERS: readonly string[] = [AppClientHeader.name, EnrollmentVersionHeaders.basedOn];

const queryString = (query: PageRead['query']) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== '') params.set(key, value);
  const search = params.toString();
  return search ? `?${search}` : '';
};

/** The built renderer beside the storefront, or undefined (not built: pages are served bare). */
export const loadPageRenderer = async (webDist: string): Promise<PageRenderer | undefined> => {
  const file = join(webDist, 'render', 'page-render.mjs');
  return existsSync(file) ? ((await import(pathToFileURL(file).href)) as PageRenderer) : undefined;
};

/** The style sheets a copy is drawn with: all of them, in order, and the head's links to those the page lacks. */
interface CopyStylesheets {
  readonly all: readonly string[];
  readonly later: string;
}

/**
 * The storefront's style sheets for a copy's markup: those its page links, then those of the parts loaded later (the
 * plans, the cart, the wizard) whose own classes the markup uses, as the app adds them. A copy is drawn as it is served:
 * without its part's styles it would be laid out once bare and again when the part's script brought them (CLS); with
 * every part's, a landing page would wait for the plans' styles. The later ones are linked in the head too (the app's
 * loader finds them there and adds none again), so that the copy's own links find them loaded.
 */
export const pageStylesheets = (webDist: string, page: string): ((markup: string) => CopyStylesheets) => {
  const linked = [...page.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map(([, href]) => href ?? '');
  const classesOf = (href: string) => new Set([...readFileSync(join(webDist, href), 'utf8').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name ?? ''));
  const pageClasses = new Set(linked.flatMap((href) => [...classesOf(href)]));
  // A part's own classes: a generic one it also styles in context (`.plan-card .button`) does not call for it.
  const later = readdirSync(join(webDist, 'assets'))
    .filter((file) => file.endsWith('.css') && !linked.includes(`/assets/${file}`))
    .sort()
    .map((file) => ({ href: `/assets/${file}`, classes: new Set([...classesOf(`/assets/${file}`)].filter((name) => !pageClasses.has(name))) }));
  return (markup) => {
    const used = new Set([...markup.matchAll(/class="([^"]*)"/g)].flatMap(([, names]) => (names ?? '').split(/\s+/)));
    const needed = later.filter((sheet) => [...used].some((name) => sheet.classes.has(name))).map((sheet) => sheet.href);
    return { all: [...linked, ...needed], later: needed.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('') };
  };
};

export interface ServedCopy {
  readonly html: string;
  /** Cookies the page's reads set (a session they renewed), for the page's answer. */
  readonly cookies: readonly string[];
}

/**
 * Serves `page` (index.html) for a request, with the request's page copy in it when there is one: in place of the
 * access page's copy, and its view in a meta element before the first-screen guard (which shows it only when the
 * browser's storage holds that view). Undefined: serve the page as it is.
 */
export const pageCopyServer = (
  app: FastifyInstance,
  renderer: PageRenderer,
  mark: BatchMark,
  stylesheetsFor: ReturnType<typeof pageStylesheets>,
  budgetMs = RENDER_BUDGET_MS,
) => {
  let rendering = 0;
  return async (request: FastifyRequest, page: string): Promise<ServedCopy | undefined> => {
    const pathname = request.url.split('?')[0] ?? request.url;
    const cookie = request.cookies[renderer.PAGE_VIEW_COOKIE];
    if (!cookie || !renderer.isPageCopyPath(pathname) || rendering >= MAX_RENDERS_AT_ONCE) return undefined;
    rendering++;
    const cookies: string[] = [];
    const send = async (read: PageRead): Promise<PageReadAnswer> => {
      // Reads only: a GET, or a read the spec sends as a POST (the read batch's rule); the door refuses the rest too.
      const post = read.method === 'POST' && readByPost(read.path);
      if (read.method !== 'GET' && !post) return { status: 405, body: null };
      const own = Object.fromEntries(Object.entries(read.headers ?? {}).filter(([name]) => READ_HEADERS.includes(name.toLowerCase())));
      const response = await injectRead(
        app,
        request,
        {
          method: post ? 'POST' : 'GET',
          url: `${read.path}${queryString(read.query)}`,
          ...(post ? { body: typeof read.body === 'object' && read.body !== null ? read.body : {} } : {}),
          // In the language the copy is drawn in (the visitor's), which the app's reads name, as in the browser.
          headers: { ...own, 'accept-language': negotiateLanguage(read.headers?.['accept-language']) },
        },
        mark,
      );
      const setCookie = response.headers['set-cookie'];
      if (setCookie !== undefined) cookies.push(...[setCookie].flat());
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(response.headers)) if (typeof value === 'string') headers[name] = value;
      return { status: response.statusCode, headers, body: answerBody(response.statusCode, headers['content-type'], response.payload) };
    };
    let stylesheets: CopyStylesheets = { all: [], later: '' };
    const pickStylesheets = (markup: string) => {
      stylesheets = stylesheetsFor(markup);
      return stylesheets.all;
    };
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), budgetMs);
    });
    try {
      const copy = await Promise.race([renderer.renderPageCopy({ path: request.url, cookie, acceptLanguage: request.headers['accept-language'], transport: { send }, origin: `${request.protocol}://${request.host}`, stylesheets: pickStylesheets }), late]);
      if (!copy) return undefined;
      // Replaced by functions: a `$` in what a visitor's storage holds is text, never a replacement pattern.
      const inLanguage = page.replace(/<html lang="[a-z-]*"/, () => `<html lang="${copy.language}"`);
      const withLanguage = renderer.withNoScriptLine(inLanguage, copy.noScript) ?? inLanguage;
      const withHead = withLanguage.replace(/<meta charset="UTF-8" \/>/, (charset) => `${charset}\n    ${copy.head}`).replace('</head>', () => `${stylesheets.later}</head>`);
      const withBody = withHead.replace(/<div id="first-screen" inert>[\s\S]*?(<div id="root">)/, (_, root: string) => `${copy.body}${root}`);
      return withBody === withHead || withHead === withLanguage ? undefined : { html: withBody, cookies };
    } catch (error) {
      request.log.warn({ err: error }, 'the page copy was not drawn; the page is served without it');
      return undefined;
    } finally {
      clearTimeout(timer);
      rendering--;
    }
  };
};
