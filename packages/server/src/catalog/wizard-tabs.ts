import { WIZARD_ORDER, type EnrollType, type Eprocess, type PlanRef, type TabDefinition, type TabName, type Tier } from '@benefit-store/domain';
import { lookupPlan, type Catalogue } from './catalogue.ts';

export interface TabContext {
  readonly cart: readonly PlanRef[];
  readonly tier: Tier;
  readonly eprocess: Eprocess;
  readonly enrollType?: EnrollType;
}

const ALWAYS: ReadonlySet<TabName> = new Set(['primary_info', 'contact_info', 'review_info', 'agreement_info', 'billing_info']);

/** The order the wizard walks: the domain's tab catalogue (domain/wizard/tabs.ts) is its one home. */
export { WIZARD_ORDER };

/**
 * get-dynamic-tabs: every wizard tab in the wizard's order (positions 0-8 of the spec's 0-10), each
 * required or not. Personal, contact, review, agreement and billing always; employer for a group
 * enrollment (a new group member, or a group administrator enrolling); beneficiary and health when a
 * plan in the cart asks for them (life plans, underwritten plans); dependents for any tier but IO.
 */
export const requiredTabs = (catalogue: Catalogue, context: TabContext): TabDefinition[] => {
  const fromPlans = new Set(context.cart.flatMap((item) => lookupPlan(catalogue, item.planId)?.requiredTabs ?? []));
  const required = (tab: TabName): boolean => {
    if (ALWAYS.has(tab)) return true;
    switch (tab) {
      case 'employer_info':
        return context.enrollType === 'new-group-member' || context.eprocess === 'group';
      case 'dependent_info':
        return context.tier !== 'IO';
      default:
        return fromPlans.has(tab);
    }
  };
  return WIZARD_ORDER.map((tabName, order) => ({ tabName, order, required: required(tabName) }));
};
