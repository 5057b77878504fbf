/**
 * The languages the storefront speaks. English is the specification's own wording; every other language is a
 * twin of the English catalogues (docs/adr/0900-languages.md).
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The language each one is offered in, written in itself (a switcher shows "Español", never "Spanish"). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', es: 'Español' };

/** The locale `Intl` formats money, numbers and dates with: our shoppers are in the United States. */
export const LANGUAGE_LOCALES: Readonly<Record<Language, string>> = { en: 'en-US', es: 'es-US' };

/** A language tag as one of ours ("es", "es-MX" and "ES" are Spanish), or undefined. */
export const parseLanguage = (tag: unknown): Language | undefined => {
  if (typeof tag !== 'string') return undefined;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language === primary);
};

/**
 * The language to answer in for an `Accept-Language` header (or the browser's `navigator.languages`): the
 * first of ours by quality, English when none is ours. `*` and malformed entries never choose a language.
 */
export const negotiateLanguage = (accepted: string | readonly string[] | undefined | null): Language => {
  const entries = typeof accepted === 'string' ? accepted.split(',') : (accepted ?? []);
  const ranked = entries
    .map((entry, order) => {
      const [tag = '', ...params] = entry.split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p)).find(Boolean);
      const quality = q ? Number(q[1]) : 1;
      return { language: parseLanguage(tag), quality: Number.isFinite(quality) ? quality : 0, order };
    })
    .filter((entry) => entry.language !== undefined && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  return ranked[0]?.language ?? DEFAULT_LANGUAGE;
};
