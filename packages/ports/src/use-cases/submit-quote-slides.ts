import type { ResultAsync } from 'neverthrow';
import { DefaultTier, type DomainError } from '@benefit-store/domain';
import type { Clock } from '../driven/clock.ts';
import type { FilterGateway } from '../driven/filter-gateway.ts';
import type { StorefrontGateway } from '../driven/site-directory.ts';
import type { SessionStore } from '../driven/session-store.ts';
import { submitQuoteFilter, type QuoteSubmitted } from './submit-quote-filter.ts';

export interface QuoteSlidesInput {
  readonly zip: string;
  readonly gender: string;
  readonly smoker: boolean;
  readonly dob: string;
}

/**
 * The 3-slide quote's last step: the same filter as the Get Started form (tier: the one already chosen,
 * else Member Only, editable on the plans page), then the smoker answer of slide two.
 */
export const submitQuoteSlides =
  (deps: { readonly filters: FilterGateway; readonly storefront: StorefrontGateway; readonly session: SessionStore; readonly clock: Clock }) =>
  (input: QuoteSlidesInput): ResultAsync<QuoteSubmitted, DomainError> => {
    const tier = deps.session.enrollment.get('tier') ?? DefaultTier;
    return submitQuoteFilter(deps)({ zip: input.zip, gender: input.gender, tier, dob: input.dob }).andThen((saved) =>
      deps.storefront.setSmoker(saved.tempId, input.smoker).map(() => saved),
    );
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    SubmitQuoteSlides: ReturnType<typeof submitQuoteSlides>;
  }
}
