import { createContext, useContext, useSyncExternalStore } from 'react';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_LOCALES,
  Messages,
  negotiateLanguage,
  parseLanguage,
  translatorOf,
  type Language,
} from '@benefit-store/domain';

/**
 * The language the storefront speaks to this visitor (docs/adr/0900-languages.md). English, the specification's
 * wording, is in the first chunk and needs nothing else; another language loads its catalogues (and i18next,
 * which holds them) the first time it is chosen. The choice lives here, outside React, so that the first render
 * already speaks it and the API client can send it with every request; components read it through the hooks
 * below and re-render in place when it changes, so nothing a person typed is lost.
 */

/** A catalogue of words: one object per feature, shaped the same in every language (see Twin). */
export type Catalogue = object;

export interface LoadedLanguage {
  /** This language's twin of an English catalogue (the English one when it has none). */
  readonly twinOf: <T extends Catalogue>(english: T) => T;
}

/** Where the visitor's choice is kept (the first screen's guard reads it too, app/first-screen.ts). */
export const LANGUAGE_CHOICE_KEY = 'benefit-store.language';
const NAMESPACES = new WeakMap<Catalogue, string>([[Messages, 'messages']]);
const REGISTERED = new Map<string, Catalogue>([['messages', Messages]]);

/**
 * Declares an English catalogue of the web app under a namespace: its twins are found by that name, so a
 * language's chunk never imports (and never drags along) the English words of a later page.
 */
export const catalogue = <T extends Catalogue>(namespace: string, english: T): T => {
  NAMESPACES.set(english, namespace);
  REGISTERED.set(namespace, english);
  return english;
};

/** The English catalogues registered so far, by namespace (the language tests compare pages against them). */
export const registeredCatalogues = (): ReadonlyMap<string, Catalogue> => REGISTERED;

export const namespaceOf = (english: Catalogue): string | undefined => NAMESPACES.get(english);

const ENGLISH: LoadedLanguage = { twinOf: (english) => english };
const loaded = new Map<Language, LoadedLanguage>([[DEFAULT_LANGUAGE, ENGLISH]]);
const translators = new Map<Language, (text: string) => string>([[DEFAULT_LANGUAGE, (text) => text]]);
const listeners = new Set<() => void>();

const stored = (): Language | undefined => {
  try {
    return parseLanguage(window.localStorage.getItem(LANGUAGE_CHOICE_KEY));
  } catch {
    return undefined;
  }
};

/**
 * A link from one of our mails in another language names it (`?lang=es`, the server's mail links): opened in any
 * browser, the page speaks the mail's language, and that becomes the visitor's choice. The parameter leaves the
 * address at once, so a copied or refreshed address is the page's own.
 */
const linked = (): Language | undefined => {
  try {
    const url = new URL(window.location.href);
    const language = parseLanguage(url.searchParams.get('lang'));
    if (!url.searchParams.has('lang')) return undefined;
    url.searchParams.delete('lang');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    if (language) window.localStorage.setItem(LANGUAGE_CHOICE_KEY, language);
    return language;
  } catch {
    return undefined;
  }
};

/** A first visit follows the browser's languages (its Accept-Language); a choice made here wins after that. */
let current: Language =
  typeof window === 'undefined'
    ? DEFAULT_LANGUAGE
    : (linked() ?? stored() ?? negotiateLanguage(window.navigator.languages ?? window.navigator.language));

const applyToDocument = (language: Language): void => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};

/** A language's words, loaded on demand: given by main.tsx, so that no catalogue's module imports its own twins. */
export type LanguageLoader = (namespaceOf: (english: Catalogue) => string | undefined) => Promise<LoadedLanguage>;
let loaders: Partial<Record<Language, LanguageLoader>> = {};

const load = async (language: Language): Promise<LoadedLanguage> => {
  const known = loaded.get(language);
  if (known) return known;
  const loader = loaders[language];
  if (!loader) throw new Error(`No catalogues are known for the language '${language}'`);
  const catalogues = await loader(namespaceOf);
  loaded.set(language, catalogues);
  translators.set(language, translatorOf(Messages, catalogues.twinOf(Messages)));
  return catalogues;
};

/** Loads the visitor's language before the first render, so a Spanish visitor never sees English first. */
export const prepareLanguage = async (languages: Partial<Record<Language, LanguageLoader>>): Promise<void> => {
  loaders = languages;
  applyToDocument(current);
  try {
    await load(current);
  } catch {
    // The chunk did not arrive (offline, a deploy in between): the store still works, in English.
    current = DEFAULT_LANGUAGE;
    applyToDocument(current);
  }
};

/** An English catalogue text in the language now spoken, for code outside React (useTranslate is the hook). */
export const inCurrentLanguage = (text: string): string => (translators.get(current) ?? ((same: string) => same))(text);

/** The language now spoken, for code outside React (the API client's Accept-Language). */
export const currentLanguage = (): Language => current;

/**
 * Loads a language's words outside a browser, where nothing is chosen: the server's page copies draw a page in the
 * visitor's language (page-render.tsx), each in a DrawnLanguage.
 */
export const loadLanguage = async (language: Language, loader: LanguageLoader): Promise<void> => {
  loaders = { ...loaders, [language]: loader };
  await load(language);
};

/** Switches language in place: the page re-renders with the new words and keeps every value entered. */
export const chooseLanguage = async (language: Language): Promise<void> => {
  await load(language);
  current = language;
  try {
    window.localStorage.setItem(LANGUAGE_CHOICE_KEY, language);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
  applyToDocument(language);
  for (const listener of [...changeListeners, ...listeners]) listener();
};

const changeListeners = new Set<() => void>();

// Two windows of one visitor speak one language: a choice made in the other follows here, in place.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    const language = event.key === LANGUAGE_CHOICE_KEY ? parseLanguage(event.newValue) : undefined;
    if (language && language !== current) void chooseLanguage(language).catch(() => undefined);
  });
}

/**
 * Runs `listener` when the visitor switches language, before the page re-renders: data the server worded in the
 * old language (option lists, menus, messages) is asked again (main.tsx).
 */
export const onLanguageChanged = (listener: () => void): (() => void) => {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The language a page is drawn in outside a browser (a page copy, page-render.tsx); in a browser, none. */
export const DrawnLanguage = createContext<Language | undefined>(undefined);

export const useLanguage = (): Language => {
  const drawn = useContext(DrawnLanguage);
  const spoken = useSyncExternalStore(subscribe, currentLanguage, () => DEFAULT_LANGUAGE);
  return drawn ?? spoken;
};

/** The words of an English catalogue in a language loaded, outside React (a page drawn outside a browser). */
export const textsIn = <T extends Catalogue>(language: Language, english: T): T => (loaded.get(language) ?? ENGLISH).twinOf(english);

/** The words of an English catalogue in the visitor's language. */
export const useTexts = <T extends Catalogue>(english: T): T => textsIn(useLanguage(), english);

/**
 * For texts worded outside React from the domain's catalogue (a use case's error, the server's error_message
 * already in the visitor's language passes through unchanged): the same text in the visitor's language.
 */
export const useTranslate = (): ((text: string) => string) => {
  const language = useLanguage();
  return translators.get(language) ?? ((text) => text);
};

/** The locale `Intl` formats dates, money and numbers with. */
export const useLocale = (): string => LANGUAGE_LOCALES[useLanguage()];
