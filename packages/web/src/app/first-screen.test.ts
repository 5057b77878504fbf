import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_OFF, firstScreenGuard, type FirstScreenGuardConfig } from './first-screen.ts';
import { PAGE_LANGUAGE_META, PAGE_VIEW_META, PAGE_VIEW_NAMES, viewOf } from './page-copy.ts';

const CONFIG: FirstScreenGuardConfig = {
  off: FIRST_SCREEN_OFF,
  knownHosts: ['localhost', '127.0.0.1'],
  flag: 'isRepAuthenticated',
  language: { served: 'en', meta: PAGE_LANGUAGE_META, known: ['en', 'es'], choiceKey: 'benefit-store.language' },
  pageView: { meta: PAGE_VIEW_META, names: PAGE_VIEW_NAMES },
};

/** Whether the guard lets the served (English) access page show, for a visit to / on a known host. */
const shown = ({
  stored = {},
  languages,
  language,
  path = '/',
  pageView,
  pageLanguage,
}: {
  stored?: Record<string, string>;
  languages?: readonly string[];
  language?: string;
  path?: string;
  /** The view the server drew a page copy with (its meta element), if it served one. */
  pageView?: string;
  /** The language the copy names (its meta element), if it names one. */
  pageLanguage?: string;
}): boolean => {
  const classes = new Set<string>();
  vi.stubGlobal('location', { pathname: path, hostname: '127.0.0.1', search: '' });
  vi.stubGlobal('localStorage', { getItem: (key: string) => stored[key] ?? null });
  vi.stubGlobal('navigator', { languages, language });
  vi.stubGlobal('document', {
    documentElement: { classList: { add: (name: string) => classes.add(name) } },
    querySelector: (selector: string) => {
      const meta = { [`meta[name="${PAGE_VIEW_META}"]`]: pageView, [`meta[name="${PAGE_LANGUAGE_META}"]`]: pageLanguage }[selector];
      return meta === undefined ? null : { getAttribute: () => meta };
    },
  });
  firstScreenGuard(CONFIG, viewOf);
  return !classes.has(FIRST_SCREEN_OFF);
};

describe('the first screen for the visitor’s language', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is served to a visitor the app answers in English', () => {
    expect(shown({ languages: ['en-US'] })).toBe(true);
    expect(shown({ languages: ['fr-FR', 'en'] })).toBe(true);
    // No language of ours: the app speaks English.
    expect(shown({ languages: ['fr-FR'] })).toBe(true);
    expect(shown({ language: 'en-US' })).toBe(true);
    expect(shown({ stored: { 'benefit-store.language': 'en' }, languages: ['es-MX'] })).toBe(true);
  });

  it('is not served to a visitor the app answers in Spanish: they wait for their own words', () => {
    expect(shown({ languages: ['es-MX', 'en'] })).toBe(false);
    expect(shown({ languages: ['fr', 'es'] })).toBe(false);
    expect(shown({ language: 'es' })).toBe(false);
    expect(shown({ stored: { 'benefit-store.language': 'es' }, languages: ['en-US'] })).toBe(false);
    // A stored value that names no language of ours is passed over, as app/language.ts does.
    expect(shown({ stored: { 'benefit-store.language': 'xx' }, languages: ['es'] })).toBe(false);
  });
});

describe('a page copy the server drew (app/page-copy.ts)', () => {
  afterEach(() => vi.unstubAllGlobals());
  const SITE = { isRepAuthenticated: 'true', agent_id: '1001', landingUrl: 'jordan-avery', tempId: 'T-1' };
  const drawnWith = (stored: Record<string, string>) => viewOf((name) => stored[name] ?? null, PAGE_VIEW_NAMES);

  it('is shown when the storage holds the very view it was drawn with', () => {
    expect(shown({ path: '/plans', stored: SITE, pageView: drawnWith(SITE), languages: ['en-US'] })).toBe(true);
    const english = { ...SITE, 'benefit-store.language': 'en' };
    expect(shown({ path: '/plans', stored: english, pageView: drawnWith(english), languages: ['es-MX'] })).toBe(true);
    // Drawn in Spanish for a visitor who reads Spanish: by their choice, or by their browser's languages.
    const spanish = { ...SITE, 'benefit-store.language': 'es' };
    expect(shown({ path: '/plans', stored: spanish, pageView: drawnWith(spanish), pageLanguage: 'es', languages: ['en-US'] })).toBe(true);
    expect(shown({ path: '/plans', stored: SITE, pageView: drawnWith(SITE), pageLanguage: 'es', languages: ['es-MX', 'en'] })).toBe(true);
  });

  it('is not shown when the storage moved on since (another window changed the quote) or speaks Spanish', () => {
    expect(shown({ path: '/plans', stored: { ...SITE, tempId: 'T-2' }, pageView: drawnWith(SITE), languages: ['en-US'] })).toBe(false);
    expect(shown({ path: '/plans', stored: { ...SITE, cartCount: '1' }, pageView: drawnWith(SITE), languages: ['en-US'] })).toBe(false);
    expect(shown({ path: '/plans', stored: SITE, pageView: drawnWith(SITE), languages: ['es-MX'] })).toBe(false);
    // A language chosen since the copy was drawn is a view of its own; a copy in another language than the reader's.
    expect(shown({ path: '/plans', stored: { ...SITE, 'benefit-store.language': 'en' }, pageView: drawnWith(SITE), languages: ['en-US'] })).toBe(false);
    expect(shown({ path: '/plans', stored: SITE, pageView: drawnWith(SITE), pageLanguage: 'es', languages: ['en-US'] })).toBe(false);
  });

  it('leaves the access page’s rule alone where no copy was drawn', () => {
    expect(shown({ path: '/plans', stored: SITE, languages: ['en-US'] })).toBe(false);
    expect(shown({ path: '/', stored: SITE, languages: ['en-US'] })).toBe(false);
  });
});
