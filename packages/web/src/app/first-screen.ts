import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The first screen, served in HTML (docs/adr/0502). The build renders the access page, what a visitor
 * new to the store sees first, into index.html, so that a first visit paints it before any script has
 * arrived. Until the app draws the same page, the copy is inert and its controls disabled: nothing typed
 * into it could be lost. The app removes it as it draws its own page (`useFirstScreenHandoff`), or at once
 * where the guard below hid it.
 */
export const FIRST_SCREEN_ID = 'first-screen';
/** The class the guard puts on <html> when the served copy is not what the app will show. */
export const FIRST_SCREEN_OFF = 'first-screen-off';
/** The attribute of a page copy the server rendered (app/page-copy.ts): its value is the path it shows. */
export const PAGE_COPY_ATTRIBUTE = 'data-page';

export interface FirstScreenGuardConfig {
  readonly off: string;
  /** The store's own hosts: a custom domain starts at its group's /home instead. */
  readonly knownHosts: readonly string[];
  /** The storage name of the rep-authenticated flag: with it, / opens the site's landing page. */
  readonly flag: string;
  /**
   * The copy is in English (the build renders it so): a visitor the app will answer in another language (their
   * stored choice, else their browser's first language the store speaks) is not shown it, and waits for their own.
   */
  readonly language: {
    /** The language of the access page's copy, and of a page copy without the meta element below. */
    readonly served: string;
    /** The meta element a page copy names its own language in (app/page-copy.ts). */
    readonly meta: string;
    readonly known: readonly string[];
    /** The storage name of the visitor's choice (app/language.ts). */
    readonly choiceKey: string;
  };
  /**
   * A page copy the server rendered announces the storage view it was rendered with in a meta element of this name
   * (app/page-copy.ts); it is shown only when the storage holds that very view, under these names.
   */
  readonly pageView: { readonly meta: string; readonly names: readonly string[] };
}

/**
 * Runs inline at the top of <head>, before anything is drawn: whether the app will open on the access
 * page, by the same rule as the site gate and EnterShell (a known host; /access-page, or / without the
 * flag; no query), and speak the copy's language. The build serialises it, so it must not close over anything: everything it needs is
 * its argument. tests/e2e/first-screen.e2e.test.ts checks it against where the app really opens.
 */
export function firstScreenGuard(config: FirstScreenGuardConfig, viewOf: (read: (name: string) => string | null, names: readonly string[]) => string): void {
  let shown = false;
  try {
    const path = location.pathname;
    const onKnownHost = config.knownHosts.indexOf(location.hostname.toLowerCase()) >= 0;
    const signedOn = localStorage.getItem(config.flag) === 'true';
    const pageView = document.querySelector(`meta[name="${config.pageView.meta}"]`)?.getAttribute('content');
    shown =
      onKnownHost &&
      location.search === '' &&
      (typeof pageView === 'string'
        ? viewOf((name) => localStorage.getItem(name), config.pageView.names) === pageView
        : path === '/access-page' || (path === '/' && !signedOn));
    // The visitor's language, by the rule of app/language.ts (domain's parseLanguage and negotiateLanguage).
    const primary = (tag: string | null | undefined) => String(tag ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
    const known = (tag: string | null | undefined) => config.language.known.indexOf(primary(tag)) >= 0;
    const choice = localStorage.getItem(config.language.choiceKey);
    const browser = navigator.languages ?? [navigator.language];
    let tag: string | null | undefined = choice;
    if (!known(tag)) tag = browser.find(known) ?? config.language.served;
    const served = document.querySelector(`meta[name="${config.language.meta}"]`)?.getAttribute('content') ?? config.language.served;
    if (primary(tag) !== served) shown = false;
  } catch {
    shown = false; // storage refused (privacy mode): let the app decide
  }
  if (!shown) document.documentElement.classList.add(config.off);
}

const dropFirstScreen = () => document.getElementById(FIRST_SCREEN_ID)?.remove();

/** Drops the served copy when the guard hid it: the app is about to draw something else. */
export const dropHiddenFirstScreen = (): void => {
  if (document.documentElement.classList.contains(FIRST_SCREEN_OFF)) dropFirstScreen();
};

/** The app's access page takes the served copy's place in the same frame: no blank, no jump. */
export const useFirstScreenHandoff = (): void => useLayoutEffect(dropFirstScreen, []);

/**
 * Anywhere else the app goes (a redirect the guard could not foresee), the served access page leaves at once. A page
 * copy (app/page-copy.ts) has its own way out.
 */
export const FirstScreenExit = (): null => {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    if (document.getElementById(FIRST_SCREEN_ID)?.hasAttribute(PAGE_COPY_ATTRIBUTE)) return;
    if (pathname !== '/' && pathname !== '/access-page') dropFirstScreen();
  }, [pathname]);
  return null;
};
