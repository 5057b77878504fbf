import type { Route } from './routes.ts';
import { WizardClosingRoutes } from './wizard-closing-routes.ts';
import { WizardRoutes } from './wizard-routes.ts';

/**
 * How a lookup that does not change between deploys may be kept (docs/adr/0504): answered with an ETag of its body,
 * and 304 with no body to an `If-None-Match` that names it.
 * - fixed: the same for everyone (states, relationships ...): any cache may keep it for an hour;
 * - owned: one enrollment's, nothing personal (bill dates, agreement texts): the browser keeps it and asks again;
 * - personal: one enrollment's, with its person's own values (form fields): never stored (`no-store`), but a client
 *   that kept it in memory may ask with its ETag and be answered 304.
 */
export type LookupValidators = 'fixed' | 'owned' | 'personal';

export const LOOKUP_CACHE_CONTROL: Readonly<Record<LookupValidators, string>> = {
  fixed: 'public, max-age=3600',
  owned: 'private, no-cache',
  personal: 'no-store',
};

/** The lookups answered with validators; every other answer of the API is `no-store` and has no ETag. */
export const ValidatedLookups: ReadonlyMap<Route, LookupValidators> = new Map<Route, LookupValidators>([
  [WizardRoutes.getStates, 'fixed'],
  [WizardRoutes.getEthnicCategory, 'fixed'],
  [WizardRoutes.getBeneficiaryRelationships, 'fixed'],
  [WizardRoutes.getAverageWorkWeek, 'fixed'],
  [WizardRoutes.getEmploymentStatus, 'fixed'],
  [WizardRoutes.getCompensationTypes, 'fixed'],
  [WizardRoutes.getVacationPolicy, 'fixed'],
  [WizardRoutes.getBargainingUnit, 'fixed'],
  [WizardRoutes.getHolidayPolicy, 'fixed'],
  [WizardRoutes.getFormFieldsBeneficiaryInfo, 'owned'],
  [WizardClosingRoutes.getBillDate, 'owned'],
  [WizardClosingRoutes.getAgreementTexts, 'owned'],
  [WizardRoutes.getFormFieldsPersonalInfo, 'personal'],
  [WizardRoutes.getFormFieldsContactInfo, 'personal'],
  [WizardRoutes.getFormFieldsEmployerInfo, 'personal'],
  [WizardRoutes.getFormFieldsDependentPrimaryInfo, 'personal'],
  [WizardClosingRoutes.getFormFieldsBillingInfo, 'personal'],
  [WizardClosingRoutes.getFormFieldsAgreementInfo, 'personal'],
]);
