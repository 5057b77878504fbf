import { useMemo } from 'react';
import { describeError, type DomainError } from '@benefit-store/domain';
import { useTranslate } from '../../app/language.ts';

/** What the shopping pages show that was worded outside React, in the visitor's language. */
export interface PlanWords {
  /**
   * A text of the domain's Messages from a use case or a domain function: a notice, an error, a label the domain
   * gives (a category, gender, tier, the search summary's labels). A text that is none of them (the server's, a
   * shopper's value) passes unchanged.
   */
  readonly message: (text: string) => string;
  /** The same for a text that may be absent (a field's error). */
  readonly maybe: (text: string | undefined) => string | undefined;
  /** A failure as describeError words it, each message in the visitor's language. */
  readonly failure: (error: DomainError) => string;
}

/**
 * The plans, plan, compare and recommendation pages read the domain's English results through this: the
 * English stays in state (and in comparisons with Messages), the words are chosen when the page is drawn, so
 * switching language re-words what is on screen.
 */
export const usePlanWords = (): PlanWords => {
  const translate = useTranslate();
  return useMemo(
    () => ({
      message: translate,
      maybe: (text) => (text === undefined ? undefined : translate(text)),
      failure: (error) => describeError(error, translate),
    }),
    [translate],
  );
};
