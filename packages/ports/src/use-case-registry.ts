import { token, type Token } from './tokens.ts';
import type { browsePlans } from './use-cases/browse-plans.ts';
import type { loadQuoteFilter } from './use-cases/load-quote-filter.ts';
import type { submitQuoteFilter } from './use-cases/submit-quote-filter.ts';

/**
 * What each use case name resolves to in a composition root. Feature areas add their own entries by
 * declaration merging (`declare module '../use-case-registry.ts' { interface UseCases { ... } }`), so that
 * no central file has to know every feature.
 */
export interface UseCases {
  SubmitQuoteFilter: ReturnType<typeof submitQuoteFilter>;
  BrowsePlans: ReturnType<typeof browsePlans>;
  LoadQuoteFilter: ReturnType<typeof loadQuoteFilter>;
}

export type UseCaseName = keyof UseCases;

/** The DI token of a use case, derived from its name so that tokens never drift from names. */
export const tokenOfUseCase = <K extends UseCaseName>(name: K): Token<UseCases[K]> => token(`use-case.${name}`);

/**
 * The same as {@link tokenOfUseCase}. Its `use` prefix reads as a React hook to the rules of hooks, so
 * composition roots call tokenOfUseCase.
 * @deprecated use tokenOfUseCase
 */
export const useCaseToken = tokenOfUseCase;
