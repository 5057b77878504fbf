import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { SPEC_SESSION_NAMES } from './browser-session-store.ts';
import { FIRST_SCREEN_ID, PAGE_COPY_ATTRIBUTE } from './first-screen.ts';
import { LANGUAGE_CHOICE_KEY } from './language.ts';

/**
 * A page's first screen served in HTML (issue 23, docs/adr/0520-page-copies.md). Past `/`, what a page shows depends
 * on the visitor's site and quote, which live in the browser's storage under the spec's names. The app mirrors
 * those names into a cookie sent only with the page addresses below (never with API calls); the server renders the
 * page with them, reading through its own routes with the visitor's session, and serves it inert in the HTML, so
 * that a phone paints the page before any script arrives. The app keeps its own page hidden until it is complete,
 * then takes the copy's place in one frame.
 */

/** Where a copy may be served: the pages a shopper opens again (refresh, a bookmark, a new tab). */
export const PAGE_COPY_PATHS = ['/landing-page', '/plans', '/plan', '/cart', '/enrollment'] as const;
/** The cookie that carries the storage's view (one per path above, the same value). */
export const PAGE_VIEW_COOKIE = 'bs_view';
/** The meta element the server writes with the view it rendered: the guard shows the copy only if storage agrees. */
export const PAGE_VIEW_META = 'first-screen-view';
/** The meta element that names the language a copy is drawn in: the guard shows it only to a visitor who reads it. */
export const PAGE_LANGUAGE_META = 'first-screen-language';
/** Past this the cookie is not written (a browser keeps about 4 KB per cookie): the page is then served bare. */
const MAX_VIEW_CHARS = 3_000;
/** A week, as a returning shopper's storage outlives a browser restart. */
const VIEW_MAX_AGE_S = 7 * 24 * 3600;

/** Every storage name the app's pages read, and the visitor's choice of language (a copy is drawn in it). */
export const PAGE_VIEW_NAMES: readonly string[] = [...Object.values(SPEC_SESSION_NAMES).flatMap((group) => Object.values(group) as string[]), LANGUAGE_CHOICE_KEY];

/**
 * The view of the storage: the names that hold a value, with it, in the order given. The guard runs this very
 * function's source in the page's head (it must close over nothing), the app writes it into the cookie.
 */
export function viewOf(read: (name: string) => string | null, names: readonly string[]): string {
  const held: [string, string][] = [];
  for (const name of names) {
    const value = read(name);
    if (value !== null) held.push([name, value]);
  }
  return JSON.stringify(held);
}

/** The view a cookie carried, as the storage the server renders with; undefined when it is not one. */
export const parseView = (cookie: string | undefined): Record<string, string> | undefined => {
  if (!cookie || cookie.length > MAX_VIEW_CHARS * 3) return undefined;
  try {
    const held: unknown = JSON.parse(cookie);
    if (!Array.isArray(held)) return undefined;
    const view: Record<string, string> = {};
    for (const entry of held) {
      if (!Array.isArray(entry) || entry.length !== 2 || typeof entry[0] !== 'string' || typeof entry[1] !== 'string' || !PAGE_VIEW_NAMES.includes(entry[0])) return undefined;
      view[entry[0]] = entry[1];
    }
    return view;
  } catch {
    return undefined;
  }
};

/** Whether a copy may be served for a path. */
export const isPageCopyPath = (pathname: string): boolean => PAGE_COPY_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));

/**
 * The cookies that carry the view of a storage (`read`), one per page path: what `document.cookie` is given, one at a
 * time. Only a visitor past the access page has pages a copy is drawn for (the shell sends anyone else to it), so any
 * other storage, or one too large, writes cookies that remove them.
 */
export const pageViewCookies = (read: (name: string) => string | null): readonly string[] => {
  const passed = read(SPEC_SESSION_NAMES.access.isRepAuthenticated) === 'true';
  const value = passed ? encodeURIComponent(viewOf(read, PAGE_VIEW_NAMES)) : '';
  const keep = value !== '' && value.length <= MAX_VIEW_CHARS;
  return PAGE_COPY_PATHS.map((path) => `${PAGE_VIEW_COOKIE}=${keep ? value : ''}; Path=${path}; Max-Age=${keep ? VIEW_MAX_AGE_S : 0}; SameSite=Lax`);
};

/**
 * Keeps the page cookies in step with the storage: written now (a returning visitor's storage may predate them) and
 * after every change, once per burst of changes (a session cleared removes some 40 names one by one).
 */
export const mirrorPageView = (storage: Storage): (() => void) => {
  let due = false;
  const write = () => {
    due = false;
    try {
      for (const cookie of pageViewCookies((name) => storage.getItem(name))) document.cookie = cookie;
    } catch {
      // Storage or cookies refused: pages are served bare, as before.
    }
  };
  write();
  return () => {
    if (due) return;
    due = true;
    queueMicrotask(write);
  };
};

/** The element, beside a copy, that carries the answers the copy was drawn with (the app's reads, by query key). */
export const PAGE_DATA_ID = 'first-screen-data';

/** Whether a value comes back from JSON as itself: plain objects and arrays of strings, finite numbers, booleans, null. */
export const isPlainJson = (value: unknown): boolean => {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every((item) => item !== undefined && isPlainJson(item));
  if (typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  // An absent field and one that is undefined read the same; a Map, a Date or a class would come back as something else.
  return (prototype === Object.prototype || prototype === null) && Object.values(value).every((item) => item === undefined || isPlainJson(item));
};

/** A page copy's data block: the answers it was drawn with, by query key, and what drawing it stored (null: removed). */
interface PageData {
  readonly answers: readonly (readonly [QueryKey, unknown])[];
  readonly stored: Readonly<Record<string, string | null>>;
}

/**
 * The answers a copy was drawn with, as a data block (never run: `<` is escaped, so nothing in an answer ends it).
 * Only answers JSON keeps as they are; the app asks for any other itself.
 */
export const pageDataBlock = (answers: PageData['answers'], stored: PageData['stored'] = {}): string => {
  const data: PageData = { answers: answers.filter(([key, value]) => isPlainJson(key) && isPlainJson(value)), stored };
  return `<script type="application/json" id="${PAGE_DATA_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
};

const copyElement = () => {
  const copy = typeof document === 'undefined' ? null : document.getElementById(FIRST_SCREEN_ID);
  return copy?.hasAttribute(PAGE_COPY_ATTRIBUTE) ? copy : null;
};

/** A path as one spelling (the server names the path as requested, the router may decode it). */
const samePath = (path: string) => {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
};

/**
 * The app starts with the answers the shown copy was drawn with (issue 23: total blocking time): the server read them a
 * moment ago through its own routes with this visitor's session, for the storage view the guard found, so the app's
 * first render draws the complete page at once, instead of drawing it again as each answer arrives and asking the
 * server again for what it has just said; what drawing the page stored is stored, as those reads would have. Only
 * for a copy of this path, shown, while `storage` still holds the view it was drawn for (another window may have
 * changed it since the guard looked). Called before the app reads anything.
 */
export const seedFromPageCopy = (queries: QueryClient, storage: Storage): void => {
  const block = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ID);
  block?.remove();
  const copy = copyElement();
  if (!block || !copy || samePath(copy.getAttribute(PAGE_COPY_ATTRIBUTE) ?? '') !== samePath(location.pathname)) return;
  try {
    const drawnFor = document.querySelector(`meta[name="${PAGE_VIEW_META}"]`)?.getAttribute('content');
    if (drawnFor !== viewOf((name) => storage.getItem(name), PAGE_VIEW_NAMES)) return;
    const data = JSON.parse(block.textContent ?? '') as Partial<PageData>;
    if (!Array.isArray(data.answers) || typeof data.stored !== 'object' || data.stored === null) return;
    for (const [name, value] of Object.entries(data.stored)) {
      if (typeof value === 'string') storage.setItem(name, value);
      else storage.removeItem(name);
    }
    for (const answer of data.answers) if (Array.isArray(answer) && Array.isArray(answer[0]) && answer[1] !== undefined) queries.setQueryData(answer[0] as QueryKey, answer[1]);
  } catch {
    // Not a block this app wrote, or storage refused: the app reads the page's data itself.
  }
};

/** The most a copy stands in for the app (a page that cannot finish loading shows the app's own state after it). */
const MAX_COPY_MS = 15_000;

/**
 * The app takes a page copy's place once its own page is complete: nothing loading (no request, no lazy part) for two
 * frames running. Until then the copy shows and the app's page is hidden (app.css), so the visitor sees one page,
 * never a spinner over a blank. A copy for another path than the app's (a redirect) leaves at once.
 */
export const PageCopyExit = (): null => {
  const { pathname } = useLocation();
  const queries = useQueryClient();
  useLayoutEffect(() => {
    const copy = copyElement();
    if (copy && samePath(copy.getAttribute(PAGE_COPY_ATTRIBUTE) ?? '') !== samePath(pathname)) copy.remove();
  }, [pathname]);
  useEffect(() => {
    if (!copyElement()) return;
    const started = performance.now();
    let quietFrames = 0;
    let frame = 0;
    const check = () => {
      const copy = copyElement();
      if (!copy) return;
      const root = document.getElementById('root');
      const loading = queries.isFetching() > 0 || !root?.firstElementChild || root.querySelector('[role="progressbar"]') !== null;
      quietFrames = loading ? 0 : quietFrames + 1;
      if (quietFrames >= 2 || performance.now() - started > MAX_COPY_MS) copy.remove();
      else frame = requestAnimationFrame(check);
    };
    frame = requestAnimationFrame(check);
    return () => cancelAnimationFrame(frame);
  }, [queries]);
  return null;
};
