import { billingRules } from './billing.ts';
import { cartRules } from './cart.ts';
import { dateMaskRules, healthAgreementRules, questionAndQuoteRules, wizardFormRules } from './forms.ts';
import { navigationRules, pricingAndPlanRules } from './navigation-and-plans.ts';
import { quoteFilterRules } from './quote-filter.ts';
import { ruleRegistry } from './rule.ts';
import { beneficiaryRules, dependentRulesProperties } from './wizard-people.ts';
import { tempEnrollmentRules, wizardTabRules } from './wizard-tabs.ts';

export * from './rule.ts';

/**
 * The domain's rule properties, by name: the one list the property suites (tests/property) and
 * `benefit-store rules list|check|eval` both read. Add a property here and both see it.
 */
export const domainRules = ruleRegistry([
  ...quoteFilterRules,
  ...navigationRules,
  ...pricingAndPlanRules,
  ...questionAndQuoteRules,
  ...cartRules,
  ...dateMaskRules,
  ...wizardTabRules,
  ...tempEnrollmentRules,
  ...wizardFormRules,
  ...dependentRulesProperties,
  ...beneficiaryRules,
  ...healthAgreementRules,
  ...billingRules,
]);
