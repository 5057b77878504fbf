import type { browsePlans } from './use-cases/browse-plans.ts';
import type { loadQuoteFilter } from './use-cases/load-quote-filter.ts';
import type { submitQuoteFilter } from './use-cases/submit-quote-filter.ts';

/** Dependency-injection tokens: one per driven port and one per use case. */
export const TOKENS = {
  Clock: Symbol.for('benefit-store.Clock'),
  SessionStore: Symbol.for('benefit-store.SessionStore'),
  FilterGateway: Symbol.for('benefit-store.FilterGateway'),
  PlanCatalog: Symbol.for('benefit-store.PlanCatalog'),
  SubmitQuoteFilter: Symbol.for('benefit-store.SubmitQuoteFilter'),
  BrowsePlans: Symbol.for('benefit-store.BrowsePlans'),
  LoadQuoteFilter: Symbol.for('benefit-store.LoadQuoteFilter'),
} as const;

/** What each use-case token resolves to. */
export interface UseCases {
  readonly SubmitQuoteFilter: ReturnType<typeof submitQuoteFilter>;
  readonly BrowsePlans: ReturnType<typeof browsePlans>;
  readonly LoadQuoteFilter: ReturnType<typeof loadQuoteFilter>;
}

