import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_OFF, firstScreenGuard, type FirstScreenGuardConfig } from './first-screen.ts';

const CONFIG: FirstScreenGuardConfig = {
  off: FIRST_SCREEN_OFF,
  knownHosts: ['localhost', '127.0.0.1'],
  flag: 'isRepAuthenticated',
  language: { served: 'en', known: ['en', 'es'], choiceKey: 'benefit-store.language' },
};

/** Whether the guard lets the served (English) access page show, for a visit to / on a known host. */
const shown = ({ stored = {}, languages, language }: { stored?: Record<string, string>; languages?: readonly string[]; language?: string }): boolean => {
  const classes = new Set<string>();
  vi.stubGlobal('location', { pathname: '/', hostname: '127.0.0.1', search: '' });
  vi.stubGlobal('localStorage', { getItem: (key: string) => stored[key] ?? null });
  vi.stubGlobal('navigator', { languages, language });
  vi.stubGlobal('document', { documentElement: { classList: { add: (name: string) => classes.add(name) } } });
  firstScreenGuard(CONFIG);
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
