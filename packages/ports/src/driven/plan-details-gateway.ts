import type { VersionLink } from './enrollment-version.ts';
import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type {
  MembershipOffer,
  PlanCategoryOption,
  PlanChecks,
  PlanDetail,
  PlanPricing,
  PricedPlanCard,
} from '../shopping/shopping-types.ts';

/** Plans as the server describes and prices them for a quote (get-plan-detail, pricing, related, menus, checks). */
export interface PlanDetailsGateway {
  /** The same gateway for one screen's reads (docs/adr/0712): the plan page's price and checks say their version. */
  versioned(link: VersionLink): PlanDetailsGateway;
  categories(): ResultAsync<readonly PlanCategoryOption[], DomainError>;
  /** The category filters of the plans page for this quote. */
  sideFilters(tempId: string): ResultAsync<readonly PlanCategoryOption[], DomainError>;
  /** A category's plans where no quote exists yet (the menu), at list prices. */
  menuPlans(category: string, portalId?: string): ResultAsync<readonly PricedPlanCard[], DomainError>;
  detail(planId: string): ResultAsync<PlanDetail, DomainError>;
  membership(): ResultAsync<MembershipOffer, DomainError>;
  pricing(tempId: string, planId: string): ResultAsync<PlanPricing, DomainError>;
  related(tempId: string, planId: string): ResultAsync<readonly PricedPlanCard[], DomainError>;
  checks(tempId: string, planId: string): ResultAsync<PlanChecks, DomainError>;
}
