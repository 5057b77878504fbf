import type { Eprocess } from '../context.ts';
import type { FieldErrors } from '../errors.ts';
import { isBlank } from '../form.ts';
import { Messages } from '../messages.ts';
import { totalNote, MAX_BENEFICIARIES } from '../wizard/beneficiaries.ts';
import { validateDependentList, type DependentRules, type Relationship } from '../wizard/dependents.ts';
import { blocksRetired } from '../wizard/employer.ts';
import { checkEnrollerCode } from '../wizard/enroller-code.ts';
import {
  buildSteps,
  isTabName,
  MAX_TAB_ORDER,
  MIN_TAB_ORDER,
  savedTabTarget,
  type TabDefinition,
  type TabName,
  type WizardStep,
} from '../wizard/tabs.ts';

/**
 * The temporary enrollment as one value (doc 002 sections 3 and 4): which tabs are required, saved and
 * valid; what blocks checkout and Next; and, for support replay, every reason an enrollment is stuck.
 */
export interface TempEnrollmentSnapshot {
  readonly enrollmentId?: string;
  readonly eprocess?: Eprocess;
  readonly filter?: { readonly zip?: string; readonly dob?: string; readonly tier?: string; readonly gender?: string };
  readonly cart: { readonly lineCount: number; readonly effectiveDate?: string; readonly checkedOut: boolean };
  readonly tabs: readonly TabDefinition[];
  /** Tabs saved so far, in either spelling (beneficiary_info or benificiary_info, ...). */
  readonly savedTabs: readonly string[];
  /** The last field errors the server returned per tab, if any are still open. */
  readonly openErrors?: Readonly<Partial<Record<TabName, FieldErrors>>>;
  readonly groupId?: string;
  readonly enrollerCode?: string;
  readonly employmentStatus?: string;
  readonly beneficiaries?: readonly { readonly percentage: number }[];
  readonly dependents?: readonly { readonly relationship: Relationship }[];
  readonly dependentRules?: DependentRules;
  readonly agreementsChecked?: boolean;
  /** The saved tab a continue-enrollment would open. */
  readonly savedTab?: string;
}

export type StuckCode =
  | 'no-enrollment'
  | 'filter-incomplete'
  | 'cart-empty'
  | 'no-effective-date'
  | 'not-checked-out'
  | 'no-steps'
  | 'tab-out-of-range'
  | 'unknown-tab'
  | 'tab-not-saved'
  | 'tab-has-errors'
  | 'enroller-code-missing'
  | 'retired-employer'
  | 'beneficiary-total'
  | 'beneficiary-count'
  | 'dependents-incomplete'
  | 'agreements-unchecked'
  | 'saved-tab-unknown';

/**
 * One reason. `message` is what the user saw (the catalogue text) when the reason is a user-facing
 * rule; otherwise a short operator note for support (never shown to shoppers).
 */
export interface StuckReason {
  readonly code: StuckCode;
  readonly tab?: TabName;
  readonly message: string;
}

/** The canonical tab names saved so far, whatever spelling the server used. */
export const savedTabNames = (snapshot: Pick<TempEnrollmentSnapshot, 'savedTabs'>): Set<TabName> => {
  const names = new Set<TabName>();
  for (const raw of snapshot.savedTabs) {
    const tab = isTabName(raw) ? raw : savedTabTarget(raw)?.tab;
    if (tab) names.add(tab);
  }
  return names;
};

export const wizardSteps = (snapshot: Pick<TempEnrollmentSnapshot, 'tabs'>): WizardStep[] => buildSteps(snapshot.tabs);
export const requiredTabs = (snapshot: Pick<TempEnrollmentSnapshot, 'tabs'>): TabName[] => wizardSteps(snapshot).map((s) => s.tab);

/** The rule checks that keep a tab from being valid even when saved. */
export const tabProblems = (snapshot: TempEnrollmentSnapshot, tab: TabName): StuckReason[] => {
  const reasons: StuckReason[] = [];
  const open = snapshot.openErrors?.[tab];
  if (open && Object.keys(open).length > 0) {
    reasons.push({ code: 'tab-has-errors', tab, message: Object.entries(open).map(([f, m]) => `${f}: ${m}`).join('; ') });
  }
  switch (tab) {
    case 'primary_info': {
      const code = checkEnrollerCode(snapshot.groupId, snapshot.enrollerCode);
      if (code.isErr()) reasons.push({ code: 'enroller-code-missing', tab, message: code.error });
      break;
    }
    case 'employer_info':
      if (blocksRetired(snapshot.employmentStatus)) reasons.push({ code: 'retired-employer', tab, message: Messages.retiredEmployer });
      break;
    case 'beneficiary_info': {
      const list = snapshot.beneficiaries;
      if (list === undefined) break;
      if (list.length === 0) reasons.push({ code: 'beneficiary-total', tab, message: Messages.addBeneficiariesFirst });
      else if (list.length > MAX_BENEFICIARIES) reasons.push({ code: 'beneficiary-count', tab, message: Messages.maxBeneficiaries });
      else {
        const note = totalNote(list);
        if (note.tone !== 'ok') reasons.push({ code: 'beneficiary-total', tab, message: note.message });
      }
      break;
    }
    case 'dependent_info':
      if (snapshot.dependents !== undefined && snapshot.dependentRules !== undefined) {
        const check = validateDependentList(snapshot.dependents, snapshot.dependentRules);
        if (check.isErr()) reasons.push({ code: 'dependents-incomplete', tab, message: check.error });
      }
      break;
    case 'agreement_info':
      if (snapshot.agreementsChecked === false) reasons.push({ code: 'agreements-unchecked', tab, message: Messages.agreementRequired });
      break;
    default:
      break;
  }
  return reasons;
};

export type TabState = 'not-required' | 'missing' | 'saved' | 'invalid';

export const tabState = (snapshot: TempEnrollmentSnapshot, tab: TabName): TabState => {
  if (!requiredTabs(snapshot).includes(tab)) return 'not-required';
  if (tabProblems(snapshot, tab).length > 0) return 'invalid';
  return savedTabNames(snapshot).has(tab) ? 'saved' : 'missing';
};

/** Next on a tab is blocked by the tab's own rules (enroller code, retired employer, totals, ...). */
export const continueBlockers = (snapshot: TempEnrollmentSnapshot, tab: TabName): StuckReason[] =>
  tabProblems(snapshot, tab).filter((r) => r.code !== 'tab-has-errors');

/** What keeps Proceed to Checkout from working: the filter, the cart, the effective date. */
export const checkoutBlockers = (snapshot: TempEnrollmentSnapshot): StuckReason[] => {
  const reasons: StuckReason[] = [];
  if (isBlank(snapshot.enrollmentId)) reasons.push({ code: 'no-enrollment', message: 'No temporary enrollment id (tempId) is stored.' });
  const f = snapshot.filter;
  const missing = (['zip', 'dob', 'tier', 'gender'] as const).filter((k) => isBlank(f?.[k]));
  if (missing.length > 0) reasons.push({ code: 'filter-incomplete', message: `Filter lacks ${missing.join(', ')}.` });
  if (snapshot.cart.lineCount === 0) reasons.push({ code: 'cart-empty', message: Messages.emptyCart });
  if (isBlank(snapshot.cart.effectiveDate)) reasons.push({ code: 'no-effective-date', message: Messages.fieldRequired });
  return reasons;
};

/** The first required tab that is not saved and valid: where a continue should land. */
export const firstIncompleteTab = (snapshot: TempEnrollmentSnapshot): TabName | undefined =>
  requiredTabs(snapshot).find((tab) => tabState(snapshot, tab) !== 'saved');

/** The enrollment can be submitted from review once every required tab (review aside) is saved and valid. */
export const readyForReview = (snapshot: TempEnrollmentSnapshot): boolean =>
  snapshot.cart.checkedOut && requiredTabs(snapshot).every((tab) => tab === 'review_info' || tabState(snapshot, tab) === 'saved');

/**
 * Every reason the enrollment cannot move on, in the order a person would meet them: checkout first,
 * then the tab list itself, then each required tab in step order. An empty list means not stuck.
 */
export const diagnoseStuck = (snapshot: TempEnrollmentSnapshot): StuckReason[] => {
  const reasons: StuckReason[] = [];
  if (!snapshot.cart.checkedOut) {
    reasons.push(...checkoutBlockers(snapshot));
    reasons.push({ code: 'not-checked-out', message: 'The cart has not been checked out; the wizard has not started.' });
  }
  for (const tab of snapshot.tabs) {
    if (!isTabName(tab.tabName)) reasons.push({ code: 'unknown-tab', message: `Server tab '${tab.tabName}' is unknown to the wizard and is skipped.` });
    else if (tab.required && (tab.order < MIN_TAB_ORDER || tab.order > MAX_TAB_ORDER || !Number.isInteger(tab.order))) {
      reasons.push({ code: 'tab-out-of-range', tab: tab.tabName, message: `Required tab order ${tab.order} is outside 0-10; the tab is never shown.` });
    }
  }
  const steps = requiredTabs(snapshot);
  if (snapshot.cart.checkedOut && steps.length === 0) reasons.push({ code: 'no-steps', message: 'No required tab at order 0-10: the wizard has no steps.' });
  const saved = savedTabNames(snapshot);
  for (const tab of steps) {
    reasons.push(...tabProblems(snapshot, tab));
    if (snapshot.cart.checkedOut && tab !== 'review_info' && !saved.has(tab)) {
      reasons.push({ code: 'tab-not-saved', tab, message: `Required tab ${tab} has not been saved.` });
    }
  }
  if (snapshot.savedTab !== undefined && savedTabTarget(snapshot.savedTab) === undefined) {
    reasons.push({ code: 'saved-tab-unknown', message: `Saved tab '${snapshot.savedTab}' maps to no route; continue-enrollment cannot open it.` });
  }
  return reasons;
};
