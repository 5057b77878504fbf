import type { ResultAsync } from 'neverthrow';
import type { DomainError, PlanSummary } from '@benefit-store/domain';

/** Who is shopping, as the benefit service's recommendation calls take it (all hints, all optional). */
export interface RecommendationContext {
  readonly platformId?: string;
  readonly userId?: string;
  readonly enrollType?: string;
  readonly agentId?: string;
  readonly groupId?: string;
}

/** The three ways the benefit service recommends: by popularity, with the cart's plan, or by the quote's filter. */
export type RecommendationQuery =
  | { readonly kind: 'popularity'; readonly context: RecommendationContext }
  | { readonly kind: 'association'; readonly planId: string; readonly state?: string; readonly context: RecommendationContext }
  | {
      readonly kind: 'filter';
      readonly state: string;
      readonly tier: string;
      readonly age: number;
      readonly gender: string;
      readonly context: RecommendationContext;
    };

export interface RecommendationGateway {
  /** Recommended plan ids, best first. */
  recommend(query: RecommendationQuery): ResultAsync<readonly string[], DomainError>;
  /** The cards of those plans (recommendation/plan-details). */
  planDetails(planIds: readonly string[]): ResultAsync<readonly PlanSummary[], DomainError>;
}
