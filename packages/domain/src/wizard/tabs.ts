import { Messages, type MessageCatalogue } from '../messages.ts';

/**
 * The wizard's tab catalogue, its one home (docs/adr/0017), and its step map, stepperize-style (doc 002 sections 2
 * and 4): a pure list of steps built from the server's tabs, with status, next/previous and URL parsing. React only
 * renders it; the server's get-dynamic-tabs, the CLI and support read the order and the spellings here.
 *
 * The order is the one the wizard walks (doc 002's route names for next/previous movement), the positions
 * get-dynamic-tabs answers: the steps personal to dependents, then Billing Information, Agreement & Signature (which
 * names the payment authorised) and last Review & Confirmation, whose Next confirms the enrollment (docs/adr/0720).
 */
export const TabNames = [
  'primary_info',
  'contact_info',
  'employer_info',
  'beneficiary_info',
  'primary_health_info',
  'dependent_info',
  'billing_info',
  'agreement_info',
  'review_info',
] as const;
/** A tab as get-dynamic-tabs names it (its wire name). */
export type TabName = (typeof TabNames)[number];

/** The order the wizard walks: TabNames itself, by the name the server has always used for it. */
export const WIZARD_ORDER: readonly TabName[] = TabNames;

export const isTabName = (value: unknown): value is TabName => typeof value === 'string' && (TabNames as readonly string[]).includes(value);

/** Every spelling of one tab. */
export interface TabSpellings {
  /** Its label: the step's title, in English (tabTitle gives it in another language). */
  readonly title: string;
  /** The URL segment under /enrollment (e.g. personal-info). */
  readonly path: string;
  /** The route name used for next/previous movement (e.g. personal-information). */
  readonly routeName: string;
  /**
   * How save-and-continue-later, the continue result and get-enrollment-temp-info's column spell this tab: the spec's
   * spelling, misspellings included (benificiary_info, aggrement_info).
   */
  readonly savedTab: string;
}

/** Each step's title, by its key in the message catalogue (so that every language has it). */
const TITLES = {
  primary_info: 'stepPersonalInfo',
  contact_info: 'stepContactInfo',
  employer_info: 'stepEmployerInfo',
  beneficiary_info: 'stepBeneficiaryInfo',
  primary_health_info: 'stepHealthQuestions',
  dependent_info: 'stepDependentInfo',
  billing_info: 'stepBillingInfo',
  agreement_info: 'stepAgreement',
  review_info: 'stepReview',
} as const satisfies Record<TabName, keyof typeof Messages>;

const STEPS: Readonly<Record<TabName, TabSpellings>> = {
  primary_info: { title: Messages[TITLES.primary_info], path: 'personal-info', routeName: 'personal-information', savedTab: 'primary_info' },
  contact_info: { title: Messages[TITLES.contact_info], path: 'contact-info', routeName: 'contact-information', savedTab: 'contact_info' },
  employer_info: { title: Messages[TITLES.employer_info], path: 'employer-info', routeName: 'employer-information', savedTab: 'employer_info' },
  beneficiary_info: { title: Messages[TITLES.beneficiary_info], path: 'beneficiary-info', routeName: 'beneficiary-information', savedTab: 'benificiary_info' },
  primary_health_info: { title: Messages[TITLES.primary_health_info], path: 'health-questions', routeName: 'health-questions', savedTab: 'health_info' },
  dependent_info: { title: Messages[TITLES.dependent_info], path: 'dependent-information', routeName: 'dependent-information', savedTab: 'dependent_info' },
  billing_info: { title: Messages[TITLES.billing_info], path: 'billing-information', routeName: 'billing-information', savedTab: 'payment_info' },
  agreement_info: { title: Messages[TITLES.agreement_info], path: 'agreement-signature', routeName: 'agreement-signature', savedTab: 'aggrement_info' },
  review_info: { title: Messages[TITLES.review_info], path: 'review-confirm', routeName: 'review-confirm', savedTab: 'review_info' },
};

/** The tab a spelling names: its wire name or the spec's saved-step spelling (payment_info, aggrement_info, ...). */
export const tabOfSpelling = (name: string): TabName | undefined =>
  isTabName(name) ? name : TabNames.find((tab) => STEPS[tab].savedTab === name);

export const ENROLLMENT_BASE = '/enrollment';
export const CART_PATH = '/cart';
export const RECEIPT_PATH = '/enrollment/receipt';
export const MIN_TAB_ORDER = 0;
export const MAX_TAB_ORDER = 10;

/** One entry of get-dynamic-tabs, decoded. */
export interface TabDefinition {
  readonly tabName: string;
  readonly order: number;
  readonly required: boolean;
}

export interface WizardStep {
  readonly tab: TabName;
  /** 1-based position among the required steps. */
  readonly number: number;
  readonly title: string;
  readonly path: string;
  readonly routeName: string;
}

export const stepPath = (step: Pick<WizardStep, 'path'>): string => `${ENROLLMENT_BASE}/${step.path}`;
/** A step's title: in English (a WizardStep's title is the same), or in the language of `texts` (useTexts(Messages), MessagesEs). */
export const tabTitle = (tab: TabName, texts: MessageCatalogue = Messages): string => texts[TITLES[tab]];
export const tabPath = (tab: TabName): string => `${ENROLLMENT_BASE}/${STEPS[tab].path}`;
export const tabRouteName = (tab: TabName): string => STEPS[tab].routeName;
/** The save-later tab spelling (benificiary_info, aggrement_info, payment_info, health_info, ...). */
export const savedTabName = (tab: TabName): string => STEPS[tab].savedTab;

/**
 * Scans order positions 0 to 10 and keeps the required tabs found there, numbered in order.
 * Tabs outside 0-10, not required, or unknown to the wizard never become steps; the same tab
 * listed twice becomes one step (its first position).
 */
export const buildSteps = (tabs: readonly TabDefinition[]): WizardStep[] => {
  const seen = new Set<TabName>();
  const ordered: TabName[] = [];
  for (let position = MIN_TAB_ORDER; position <= MAX_TAB_ORDER; position++) {
    for (const tab of tabs) {
      if (tab.order !== position || !tab.required || !isTabName(tab.tabName) || seen.has(tab.tabName)) continue;
      seen.add(tab.tabName);
      ordered.push(tab.tabName);
    }
  }
  return ordered.map((tab, index) => ({ tab, number: index + 1, ...STEPS[tab] }));
};

export type StepStatus = 'done' | 'active' | 'upcoming';

/**
 * Steps before the current one are done; an unknown current step leaves every step upcoming. When the server said
 * which steps are complete (`complete`), a step is done only if it is, wherever it stands (docs/adr/0712): reaching
 * review by a link never ticks a step nobody completed.
 */
export const stepStatus = (steps: readonly WizardStep[], current: TabName, step: TabName, complete?: ReadonlySet<TabName>): StepStatus => {
  const at = steps.findIndex((s) => s.tab === current);
  const index = steps.findIndex((s) => s.tab === step);
  if (at < 0 || index < 0) return 'upcoming';
  if (index === at) return 'active';
  if (complete) return complete.has(step) ? 'done' : 'upcoming';
  return index < at ? 'done' : 'upcoming';
};

export const progress = (steps: readonly WizardStep[], current: TabName, complete?: ReadonlySet<TabName>): { step: WizardStep; status: StepStatus }[] =>
  steps.map((step) => ({ step, status: stepStatus(steps, current, step.tab, complete) }));

/**
 * A wizard route outside this enrollment's steps (employer-info for a Member Only life applicant) sends the person to
 * the first required step not complete yet, `firstOpen` as the server says it (docs/adr/0712); undefined: the route is
 * one of the steps, or there is no step to send them to.
 */
export const stepOutsideTabs = (steps: readonly WizardStep[], tab: TabName, firstOpen: TabName | undefined): TabName | undefined => {
  if (steps.length === 0 || steps.some((s) => s.tab === tab)) return undefined;
  return firstOpen !== undefined && steps.some((s) => s.tab === firstOpen) ? firstOpen : steps[0]?.tab;
};

/** Parses a step from a URL, a path segment or a route name: /enrollment/personal-info, personal-information. */
export const tabFromRoute = (route: string): TabName | undefined => {
  const segment = route.split(/[?#]/)[0]?.replace(/\/+$/, '').split('/').pop() ?? '';
  return TabNames.find((tab) => STEPS[tab].path === segment || STEPS[tab].routeName === segment);
};

export type WizardTarget =
  | { readonly kind: 'step'; readonly step: WizardStep }
  | { readonly kind: 'cart' }
  | { readonly kind: 'receipt' };

export const targetPath = (target: WizardTarget): string =>
  target.kind === 'step' ? stepPath(target.step) : target.kind === 'cart' ? CART_PATH : RECEIPT_PATH;

export interface NextMove {
  readonly target: WizardTarget;
  /** The stored navto marker was used and must be cleared. */
  readonly clearNavto: boolean;
}

const reviewStep = (steps: readonly WizardStep[]): WizardStep => {
  const found = steps.find((s) => s.tab === 'review_info');
  return found ?? { tab: 'review_info', number: steps.length + 1, ...STEPS.review_info };
};

/**
 * After a successful save: with navto set (an Edit Details from review), back to review-confirm and
 * clear navto; the review step itself ends in the receipt; otherwise the following step (the last
 * step, having no follower, also ends in the receipt).
 */
export const nextTarget = (steps: readonly WizardStep[], current: TabName, navto?: string | null): NextMove => {
  if (current !== 'review_info' && navto !== undefined && navto !== null && navto !== '') {
    return { target: { kind: 'step', step: reviewStep(steps) }, clearNavto: true };
  }
  if (current === 'review_info') return { target: { kind: 'receipt' }, clearNavto: false };
  const at = steps.findIndex((s) => s.tab === current);
  const following = at >= 0 ? steps[at + 1] : undefined;
  return { target: following ? { kind: 'step', step: following } : { kind: 'receipt' }, clearNavto: false };
};

/** Back: the previous step; on the personal (or any first) step, the cart. */
export const previousTarget = (steps: readonly WizardStep[], current: TabName): WizardTarget => {
  if (current === 'primary_info') return { kind: 'cart' };
  const at = steps.findIndex((s) => s.tab === current);
  const previous = at > 0 ? steps[at - 1] : undefined;
  return previous ? { kind: 'step', step: previous } : { kind: 'cart' };
};

/** Review's Edit Details: set navto to review and route to the tab. */
export const NAVTO_REVIEW = 'review';
export const editFromReview = (tab: TabName): { readonly navto: string; readonly path: string } => ({ navto: NAVTO_REVIEW, path: tabPath(tab) });

/** Review cards: one per required tab among the reviewable ones, Agreement & Signature always. */
const REVIEW_CARDS: readonly TabName[] = TabNames.filter((tab) => tab !== 'review_info' && tab !== 'agreement_info');
export const reviewCards = (steps: readonly WizardStep[]): TabName[] => [
  ...REVIEW_CARDS.filter((tab) => steps.some((s) => s.tab === tab)),
  'agreement_info',
];

export interface SavedTabTarget {
  readonly path: string;
  /** cart_info opens the cart after quotation display is switched off. */
  readonly disableQuotation: boolean;
  readonly tab?: TabName;
}

/**
 * Continue enrollment and direct-continue open the saved tab. The spec's spellings
 * (benificiary_info, aggrement_info, payment_info, health_info) and the tab names themselves both work.
 */
export const savedTabTarget = (savedTab: string): SavedTabTarget | undefined => {
  const key = savedTab.trim();
  if (key === 'cart_info') return { path: CART_PATH, disableQuotation: true };
  // Looked up among the catalogue's own spellings: a visitor's `__proto__` or `toString` names no tab.
  const tab = tabOfSpelling(key);
  return tab ? { path: tabPath(tab), disableQuotation: false, tab } : undefined;
};

/** direct-continue/{id}/{tab}: both parts arrive base64-encoded. */
export const decodeDirectContinue = (id: string, tab: string): { enrollmentId: string; savedTab: string } | undefined => {
  const decode = (value: string): string | undefined => {
    try {
      const text = atob(decodeURIComponent(value));
      return text.trim() === '' ? undefined : text.trim();
    } catch {
      return undefined; // not base64: the link is broken, the caller shows not found
    }
  };
  const enrollmentId = decode(id);
  const savedTab = decode(tab);
  return enrollmentId && savedTab ? { enrollmentId, savedTab } : undefined;
};
