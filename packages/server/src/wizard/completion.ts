import { recordsOf } from '@benefit-store/contract';
import {
  DEFAULT_LANGUAGE,
  isEnrollType,
  isEprocess,
  isPaymentMethod,
  isTabName,
  tabTitle,
  type Language,
  type PlanRef,
  type TabDefinition,
  type TabName,
} from '@benefit-store/domain';
import { cartItems } from '../cart/shopping-store.ts';
import type { Catalogue } from '../catalog/catalogue.ts';
import { requiredTabs } from '../catalog/wizard-tabs.ts';
import { acceptedWording, agreementTextsByHash, agreementTextsFor, type AgreementTextRow, type ShownAgreement } from '../consent/agreement-texts.ts';
import type { Queryable } from '../db/database.ts';
import type { EnrollmentRow } from '../repository/enrollment-store.ts';
import { readClosingSections, type ClosingSections } from '../repository/closing-store.ts';
import type { WizardSection } from '../repository/sections.ts';
import { readSections, type Sections } from '../repository/wizard-store.ts';

/**
 * How far an enrollment is (docs/adr/0720): which tabs it needs (get-dynamic-tabs' rule over its plans), and which
 * of them are complete. A step is complete when its own Next saved it ('saved'); a draft kept by Save & Continue
 * Later is not. The agreement is complete when it accepted every agreement the enrollment shows now (a billing
 * change after signing can bring a new authorisation to accept), in any language's wording of its current version.
 */
export interface Progress {
  readonly enrollment: EnrollmentRow;
  readonly sections: Sections;
  readonly closing: ClosingSections;
  /** Required tabs in wizard order. */
  readonly tabs: readonly TabName[];
  /** The agreements this enrollment shows now, worded in the language asked for where they can be. */
  readonly agreements: readonly ShownAgreement[];
  /** The wordings the saved agreement accepted, word for word (whatever their language or version now). */
  readonly accepted: readonly AgreementTextRow[];
  /** Whether a plan in the cart asks health questions. */
  readonly health: boolean;
}

/** The plans of the enrollment: the cart's, or, once confirmed, the ones it enrolled in. */
export const enrolledPlanRefs = (enrollment: EnrollmentRow, closing: ClosingSections): PlanRef[] => {
  const kept = closing.review_info?.data.plans;
  if (Array.isArray(kept) && kept.length > 0) {
    return recordsOf(kept).flatMap((p) => (typeof p.plan_id === 'string' ? [{ planId: p.plan_id, pricingId: typeof p.plan_pricing_id === 'string' ? p.plan_pricing_id : '' }] : []));
  }
  return cartItems(enrollment);
};

export const paymentMethodOf = (closing: ClosingSections) => {
  const method = closing.billing_info?.data.payment_method;
  return isPaymentMethod(method) ? method : undefined;
};

/**
 * get-dynamic-tabs' rule over the enrollment's plans (the cart's, or the enrolled ones once confirmed): every tab in
 * wizard order, each required or not. The review's check and support's inspect both read the tabs here.
 */
export const tabDefinitionsOf = (catalogue: Catalogue, enrollment: EnrollmentRow, closing: ClosingSections): TabDefinition[] => {
  const { context, filter } = enrollment;
  return requiredTabs(catalogue, {
    cart: enrolledPlanRefs(enrollment, closing),
    tier: filter.tier,
    eprocess: isEprocess(context.eprocess) ? context.eprocess : 'applicant',
    ...(isEnrollType(context.type) ? { enrollType: context.type } : {}),
  });
};

/** The enrollment's progress; its agreements worded in `language` (the request's) where they can be, else English. */
export const loadProgress = async (db: Queryable, catalogue: Catalogue, enrollment: EnrollmentRow, language: Language = DEFAULT_LANGUAGE): Promise<Progress> => {
  const [sections, closing] = await Promise.all([readSections(db, enrollment.id), readClosingSections(db, enrollment.id)]);
  const plans = enrolledPlanRefs(enrollment, closing);
  const tabs = tabDefinitionsOf(catalogue, enrollment, closing)
    .filter((t) => t.required)
    .flatMap((t) => (isTabName(t.tabName) ? [t.tabName] : []));
  const health = plans.some((p) => catalogue.byId.get(p.planId)?.requiredTabs.includes('primary_health_info') === true);
  const [agreements, accepted] = await Promise.all([
    agreementTextsFor(db, { health, paymentMethod: paymentMethodOf(closing) }, language),
    agreementTextsByHash(db, acceptedHashes(closing.agreement_info)),
  ]);
  return { enrollment, sections, closing, tabs, agreements, accepted, health };
};

/** The section a tab saves, as the enrollment holds it (saved, or a Save & Continue Later draft). */
export const sectionOf = (progress: Progress, tab: TabName): WizardSection | undefined => {
  const s = progress.sections;
  const p = progress.closing;
  switch (tab) {
    case 'primary_info':
      return s.primary_info;
    case 'contact_info':
      return s.contact_info;
    case 'employer_info':
      return s.employer_info;
    case 'beneficiary_info':
      return s.beneficiary_info;
    case 'primary_health_info':
      return s.health_info;
    case 'dependent_info':
      return s.dependent_info;
    case 'billing_info':
      return p.billing_info;
    case 'agreement_info':
      return p.agreement_info;
    case 'review_info':
      return p.review_info;
  }
};

/** The hashes the saved agreement accepted. */
export const acceptedHashes = (agreement: WizardSection | undefined): string[] => {
  const accepted = agreement?.data.accepted;
  return Array.isArray(accepted) ? accepted.filter((h): h is string => typeof h === 'string') : [];
};

export const isComplete = (progress: Progress, tab: TabName): boolean => {
  const section = sectionOf(progress, tab);
  if (section?.status !== 'saved') return false;
  if (tab !== 'agreement_info') return true;
  const accepted = new Set(acceptedHashes(section));
  return progress.agreements.every((text) => !text.text_required || acceptedWording(text, accepted) !== undefined);
};

/** The required tabs before `tab` (in wizard order) that are not complete. */
export const incompleteBefore = (progress: Progress, tab: TabName): TabName[] => {
  const at = progress.tabs.indexOf(tab);
  const before = at < 0 ? progress.tabs.filter((t) => t !== tab) : progress.tabs.slice(0, at);
  return before.filter((t) => !isComplete(progress, t));
};

/** The field errors naming each incomplete step: 'Please complete {step} before confirming your enrollment.' */
export const incompleteErrors = (tabs: readonly TabName[], message: (step: string) => string): Record<string, string> =>
  Object.fromEntries(tabs.map((t) => [t, message(tabTitle(t))]));

/** The first required step that is not complete (where a resumed enrollment opens), else review. */
export const firstOpenStep = (progress: Progress): TabName => progress.tabs.find((t) => !isComplete(progress, t)) ?? 'review_info';
