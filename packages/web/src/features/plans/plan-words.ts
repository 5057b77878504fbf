import { useMemo } from 'react';
import { translatorOf, type DomainError } from '@benefit-store/domain';
import { useTexts, useTranslate } from '../../app/language.ts';
import { PlansTexts } from './plans-texts.ts';

/** What the shopping pages show that was worded outside React, in the visitor's language. */
export interface PlanWords {
  /** A text of the domain's Messages from a use case or a domain function (a server's text passes unchanged). */
  readonly message: (text: string) => string;
  /** The same for a text that may be absent (a field's error). */
  readonly maybe: (text: string | undefined) => string | undefined;
  /** A failure as describeError words it, each message in the visitor's language. */
  readonly failure: (error: DomainError) => string;
  /** A word of the domain's quote vocabulary (category, gender, tier, the summary's labels); any other text passes unchanged. */
  readonly term: (english: string) => string;
  /** A category by its wire key; a key the catalogue does not know keeps the label it came with. */
  readonly category: (key: string, label: string) => string;
}

/**
 * The plans, plan, compare and recommendation pages read the domain's English results through this: the
 * English stays in state (and in comparisons with Messages), the words are chosen when the page is drawn, so
 * switching language re-words what is on screen.
 */
export const usePlanWords = (): PlanWords => {
  const texts = useTexts(PlansTexts);
  const translate = useTranslate();
  return useMemo(() => {
    const term = translatorOf(PlansTexts.terms, texts.terms);
    const categories: Readonly<Record<string, string>> = texts.terms.categories;
    return {
      message: translate,
      maybe: (text) => (text === undefined ? undefined : translate(text)),
      failure: (error) =>
        error.kind === 'validation'
          ? Object.entries(error.fields)
              .map(([field, message]) => `${field}: ${translate(message)}`)
              .join('; ')
          : translate(error.message),
      term,
      category: (key, label) => (Object.hasOwn(categories, key) ? (categories[key] ?? label) : term(label)),
    };
  }, [texts, translate]);
};
