// The server's renderer of page copies (app/page-copy.ts, docs/adr/0520-page-copies.md): built by vite as a module
// for Node (`vite build --ssr`, scripts/build.mjs) beside the storefront, loaded by the server, never shipped to the
// browser. It draws a page as the app would for the storage a visitor's cookie carried, reading through the
// transport the server gives it (the server's own routes, with the visitor's session): nothing here reads a database.
import { QueryClientProvider, type Query, type QueryClient } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import type { HttpTransport } from '@benefit-store/adapters-http';
import { AppRoutes } from './app/app-routes.tsx';
import { createContainer } from './app/composition-root.ts';
import { createQueryClient } from './app/data.ts';
import { ContainerProvider } from './app/di.tsx';
import { HostContext, isKnownHost } from './shell/site-config.ts';
import { recordStorage } from './app/record-storage.ts';
import { FIRST_SCREEN_ID, PAGE_COPY_ATTRIBUTE } from './app/first-screen.ts';
import { isPageCopyPath, pageDataBlock, PAGE_LANGUAGE_META, PAGE_VIEW_META, PAGE_VIEW_NAMES, parseView, viewOf } from './app/page-copy.ts';
import { DrawnLanguage, LANGUAGE_CHOICE_KEY, loadLanguage, textsIn } from './app/language.ts';
import { ShellTexts } from './shell/shell-texts.ts';
import { escapeHtml } from './app/escape-html.ts';
import { LANGUAGE_WORDS } from './app/language-words.ts';
import { DEFAULT_LANGUAGE, negotiateLanguage, parseLanguage, type Language } from '@benefit-store/domain';

export { isPageCopyPath, PAGE_VIEW_COOKIE } from './app/page-copy.ts';
export { withNoScriptLine } from './app/no-script-line.ts';

/** Where and in what a copy is drawn: its path, its host, its language. */
interface Drawing {
  readonly path: string;
  readonly host: string;
  readonly language: Language;
}

const html = async ({ path, host, language }: Drawing, container: ReturnType<typeof createContainer>, queries: QueryClient): Promise<string> => {
  const { prelude } = await prerender(
    <ContainerProvider container={container}>
      <QueryClientProvider client={queries}>
        <HostContext.Provider value={host}>
          <DrawnLanguage.Provider value={language}>
            <MemoryRouter initialEntries={[path]}>
              <AppRoutes />
            </MemoryRouter>
          </DrawnLanguage.Provider>
        </HostContext.Provider>
      </QueryClientProvider>
    </ContainerProvider>,
    // Every boundary in place: React outlines a large one, to be swapped in by an inline script the copy cannot run.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
};

/** Whether a query was asked for (a step not shown yet asks with `enabled: false`: useUseCaseQuery). */
const enabled = (query: Query) => (query.options as { enabled?: unknown }).enabled !== false;

/**
 * A language's words, loaded the first time a copy is drawn in it, as the browser loads them (main.tsx); language.ts
 * keeps them once loaded, and a load that failed is tried again by the next copy (that one is served bare).
 */
const wordsOf = (language: Language): Promise<void> => {
  const words = LANGUAGE_WORDS[language];
  return words ? loadLanguage(language, words) : Promise.resolve();
};

/** Passes of render-then-read: the site first, then the page's own reads, then what those answers lead to. */
const MAX_PASSES = 6;

/** The first and the last element of a copy's shadow root: hidden while it arrives, shown once its end is parsed. */
const COPY_ARRIVING = '<style>:host{visibility:hidden}</style>';
const COPY_ARRIVED = '<style>:host{visibility:visible}</style>';

export interface PageCopy {
  /** The copy, inert, in place of the access page's (index.html's `#first-screen`). */
  readonly body: string;
  /** The meta elements for the head: the view rendered, which the guard compares with the storage, and its language. */
  readonly head: string;
  /** The language it is drawn in (the page's `lang`). */
  readonly language: Language;
  /** The page's `<noscript>` line in that language. */
  readonly noScript: string;
}

/**
 * A path's page for the view a cookie carried, or undefined when there is none to serve: not a path copies are made
 * for, no view, a read refused or failed, or still loading after the last pass (the page is then served bare, as
 * before). Only reads are sent (the transport given refuses the rest); effects do not run.
 */
export const renderPageCopy = async ({
  path,
  cookie,
  acceptLanguage,
  transport,
  origin,
  stylesheets,
}: {
  path: string;
  cookie: string | undefined;
  /** The request's Accept-Language: the language of a visitor who has chosen none (as the app's, app/language.ts). */
  acceptLanguage: string | undefined;
  transport: HttpTransport;
  /** The page's origin (scheme, host, port), as the browser will see it. */
  origin: string;
  /** The storefront's style sheets the markup needs, in the order the app links them (the page's own first). */
  stylesheets: (markup: string) => readonly string[];
}): Promise<PageCopy | undefined> => {
  const pathname = path.split('?')[0] ?? path;
  // A custom domain's site is resolved from its host by the app: copies are drawn for the store's own hosts.
  const host = new URL(origin).hostname.toLowerCase();
  if (path.includes('?') || !isPageCopyPath(pathname) || !isKnownHost(host)) return undefined;
  const view = parseView(cookie);
  if (!view) return undefined;
  const language = parseLanguage(view[LANGUAGE_CHOICE_KEY]) ?? negotiateLanguage(acceptLanguage);
  await wordsOf(language);
  const drawing: Drawing = { path: pathname, host, language };
  const storage = recordStorage(view);
  const container = createContainer({ storage, transport, origin, language });
  const queries = createQueryClient();
  let markup = '';
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    try {
      markup = await html(drawing, container, queries);
    } catch {
      return undefined; // a page that cannot be drawn here is drawn by the app, as before
    }
    const waiting = queries
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && enabled(query));
    if (waiting.length === 0) break;
    await Promise.allSettled(waiting.map((query) => query.fetch()));
  }
  const cache = queries.getQueryCache().getAll();
  const unfinished = cache.some((query) => query.state.status !== 'success' && enabled(query));
  if (unfinished || markup === '' || markup.includes('role="progressbar"')) return undefined;
  const rendered = viewOf((name) => view[name] ?? null, PAGE_VIEW_NAMES);
  // What drawing the page stored (the header keeps the cart's count) goes with the answers: the app, starting from
  // them instead of reading, stores it as its reads would have.
  const names = new Set([...Object.keys(view), ...Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '')]);
  const stored = Object.fromEntries([...names].filter((name) => storage.getItem(name) !== (view[name] ?? null)).map((name) => [name, storage.getItem(name)]));
  const answers = cache.filter((query) => query.state.status === 'success').map((query) => [query.queryKey, query.state.data] as const);
  return {
    head: `<meta name="${PAGE_VIEW_META}" content="${escapeHtml(rendered)}" />${
      language === DEFAULT_LANGUAGE ? '' : `<meta name="${PAGE_LANGUAGE_META}" content="${escapeHtml(language)}" />`
    }`,
    language,
    noScript: textsIn(language, ShellTexts).noScript,
    // In a closed shadow root: the copy is a picture of the page, not part of the document (no script, no test, no
    // assistive technology finds its controls beside the app's), drawn with the storefront's own style sheets. It is
    // shown whole or not at all: on a slow line the browser paints a page while its HTML is still arriving, and the
    // part that came first moved when the rest slid in above it (the landing page's form goes above its heading on
    // a phone: a layout shift of 0.04-0.32). The last element of the copy reveals it.
    body: `<div id="${FIRST_SCREEN_ID}" ${PAGE_COPY_ATTRIBUTE}="${escapeHtml(pathname)}" inert><template shadowrootmode="closed">${COPY_ARRIVING}${stylesheets(markup)
      .map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`)
      .join('')}${markup.replace(/<(button|input|select|textarea)\b/g, '<$1 disabled=""')}${COPY_ARRIVED}</template></div>${pageDataBlock(answers, stored)}`,
  };
};


