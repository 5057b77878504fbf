import type { Language } from '@benefit-store/domain';
import type { LanguageLoader } from './language.ts';
import { importOrReload } from './new-release.ts';

/** Where each language's words come from: a chunk of their own, loaded the first time the language is spoken. */
export const LANGUAGE_WORDS: Partial<Record<Language, LanguageLoader>> = {
  es: async (namespaceOf) => (await importOrReload(() => import('../i18n/spanish.ts'))).spanish(namespaceOf),
};
