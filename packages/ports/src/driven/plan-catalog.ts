import type { ResultAsync } from 'neverthrow';
import type { DomainError, PlanSummary } from '@benefit-store/domain';

/** The plans a temporary enrollment's filter qualifies for. */
export interface PlanCatalog {
  filteredPlans(tempId: string, categories?: readonly string[]): ResultAsync<readonly PlanSummary[], DomainError>;
}
