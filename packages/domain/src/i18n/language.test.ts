import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGE_LOCALES, LANGUAGE_NAMES, LANGUAGES, negotiateLanguage, parseLanguage } from './language.ts';

describe('parseLanguage', () => {
  it.each([
    ['en', 'en'],
    ['es', 'es'],
    ['ES', 'es'],
    ['es-MX', 'es'],
    ['es-419', 'es'],
    ['es_US', 'es'],
    ['EN-gb', 'en'],
    [' es ', 'es'],
  ])('reads %j as %s', (tag, language) => {
    expect(parseLanguage(tag)).toBe(language);
  });

  it.each([['fr'], ['fr-CA'], ['spanish'], ['e'], [''], ['*'], ['-es'], [42], [null], [undefined], [{}], [['es']]])(
    'names none of ours in %j',
    (tag) => {
      expect(parseLanguage(tag)).toBeUndefined();
    },
  );
});

describe('negotiateLanguage', () => {
  it.each([
    ['es', 'es'],
    ['en', 'en'],
    ['es-MX', 'es'],
    ['es-US,es;q=0.9,en;q=0.8', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    // The first of ours by quality, wherever it stands in the header.
    ['fr-FR, es;q=0.5, en;q=0.4', 'es'],
    ['en;q=0.1, es;q=0.9', 'es'],
    ['fr, de;q=0.9, es;q=0.2', 'es'],
    // Equal quality: the header's order.
    ['es;q=0.7, en;q=0.7', 'es'],
    ['en;q=0.7, es;q=0.7', 'en'],
    // No quality is quality 1; spaces around the parameter are allowed.
    ['en;q=0.5, es', 'es'],
    ['es ; q = 0.9 , en ; q = 0.3', 'es'],
  ])('answers %j in %s', (header, language) => {
    expect(negotiateLanguage(header)).toBe(language);
  });

  it('never chooses by a wildcard: "*" alone, or before the languages, is English', () => {
    expect(negotiateLanguage('*')).toBe('en');
    expect(negotiateLanguage('*;q=1, es;q=0.5')).toBe('es');
    expect(negotiateLanguage('fr, *;q=0.5')).toBe('en');
  });

  it('drops a language refused with q=0, or with a quality that is not a number', () => {
    expect(negotiateLanguage('es;q=0, en;q=0.1')).toBe('en');
    expect(negotiateLanguage('es;q=0')).toBe('en');
    expect(negotiateLanguage('es;q=1.2.3')).toBe('en');
    expect(negotiateLanguage('es;q=0.000')).toBe('en');
  });

  it.each([[''], [' '], [',,,'], [';;;'], ['q=0.9'], ['🦄'], ['es-'.repeat(200)], ['\u0000es'], [undefined], [null]])(
    'answers garbage %j in English, or in the one language it still names',
    (header) => {
      const answer = negotiateLanguage(header);
      expect(LANGUAGES).toContain(answer);
      expect(answer).toBe(typeof header === 'string' && header.startsWith('es-') ? 'es' : 'en');
    },
  );

  it("takes the browser's language list (navigator.languages) in order", () => {
    expect(negotiateLanguage(['es-MX', 'en-US'])).toBe('es');
    expect(negotiateLanguage(['en-US', 'es'])).toBe('en');
    expect(negotiateLanguage(['fr-FR', 'es-ES'])).toBe('es');
    expect(negotiateLanguage([])).toBe('en');
  });
});

describe('the languages', () => {
  it('are English first, each named in itself and formatted for the United States', () => {
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(LANGUAGES).toEqual(['en', 'es']);
    expect(LANGUAGE_NAMES).toEqual({ en: 'English', es: 'Español' });
    expect(LANGUAGE_LOCALES).toEqual({ en: 'en-US', es: 'es-US' });
  });
});
