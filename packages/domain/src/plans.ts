import { Messages } from './messages.ts';

/**
 * Plan categories by wire key, in the order the storefront lists them, with their display labels (in English, from
 * the message catalogue: a screen shows a label through useTranslate).
 */
export const PlanCategories = [
  ['medical', Messages.categoryMedical],
  ['dental', Messages.categoryDental],
  ['vision', Messages.categoryVision],
  ['limitedmed', Messages.categoryLimitedMed],
  ['term_life', Messages.categoryTermLife],
  ['supplemental', Messages.categorySupplemental],
  ['lifestyle', Messages.categoryLifestyle],
  ['rx', Messages.categoryRx],
  ['di', Messages.categoryDisabilityIncome],
  ['critical', Messages.categoryCriticalIllness],
  ['accident', Messages.categoryAccident],
  ['hospital', Messages.categoryHospital],
  ['pet', Messages.categoryPet],
] as const;

export type PlanCategory = (typeof PlanCategories)[number][0];

const LABELS = new Map<string, string>(PlanCategories);
const ORDER = new Map<string, number>(PlanCategories.map(([key], index) => [key, index]));

export const isPlanCategory = (value: unknown): value is PlanCategory => typeof value === 'string' && LABELS.has(value);

/** A known category's label; an unknown key is shown with its first letter capitalised. */
export const categoryLabel = (key: string): string => LABELS.get(key) ?? capitaliseFirst(key);

/** Upper-cases the first letter only, as the recommended list's category label does. */
export const capitaliseFirst = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** A plan as the storefront lists it. Premier plans carry plan type MM. */
export interface PlanSummary {
  readonly planId: string;
  readonly name: string;
  readonly category: string;
  readonly shortText: string;
  readonly logo: string;
  readonly planType: string;
  readonly price?: number;
}

export const isPremierPlan = (plan: Pick<PlanSummary, 'planType'>): boolean => plan.planType === 'MM';

export interface PlanSection {
  readonly category: string;
  readonly label: string;
  readonly plans: readonly PlanSummary[];
}

/** Groups plans into category sections in catalogue order, unknown categories last. */
export const groupPlansByCategory = (plans: readonly PlanSummary[]): PlanSection[] => {
  const sections = new Map<string, PlanSummary[]>();
  for (const plan of plans) {
    const list = sections.get(plan.category) ?? [];
    list.push(plan);
    sections.set(plan.category, list);
  }
  return [...sections.entries()]
    .sort(([a], [b]) => (ORDER.get(a) ?? ORDER.size) - (ORDER.get(b) ?? ORDER.size))
    .map(([category, list]) => ({ category, label: categoryLabel(category), plans: list }));
};

/** Choosing a category marks "premier plan selected" only for medical (doc 001 section 4). */
export const isPremierCategory = (key: string): boolean => key === 'medical';

/** Term life plans are sold for tier IO only. */
export const isTierRestricted = (category: string, tier: string): boolean => category === 'term_life' && tier !== 'IO';

export interface PlanListingState {
  readonly category?: string;
  readonly tier: string;
  /** A pricing tierError applies to the selection. */
  readonly tierError?: boolean;
  readonly planCount: number;
}

/**
 * The notice above the plan sections: the IO-only restriction wins over the empty result, because
 * it tells the user what to change; a listing with plans and no restriction shows nothing.
 */
export const planListingNotice = (state: PlanListingState): string | undefined => {
  if (state.tierError === true || (state.category !== undefined && isTierRestricted(state.category, state.tier))) {
    return Messages.plansForIoOnly;
  }
  return state.planCount === 0 ? Messages.noPlansForSelection : undefined;
};

/** The recommended list shows its empty text when nothing is recommended. */
export const recommendationsNotice = (count: number): string | undefined =>
  count === 0 ? Messages.noRecommendedProducts : undefined;

/** plan/{id}/{planName}: the plan page of a plan. */
export const planPagePath = (plan: { readonly planId: string; readonly name: string }): string =>
  `/plan/${encodeURIComponent(plan.planId)}/${encodeURIComponent(plan.name)}`;

/** /plans?type={category}: one category's plans. */
export const categoryPagePath = (category: string): string => `/plans?type=${encodeURIComponent(category)}`;

const BROWSED = [/^\/plans\?type=[^&#/]+$/, /^\/plan\/[^/?#]+\/[^/?#]+$/];

/**
 * Where a new quote lands (docs/adr/0615): the category or the plan the visitor was browsing before the quote, so that
 * the quote keeps what they were looking at; otherwise every plan of the quote, /plans. Only those two kinds of
 * in-app path are followed, whatever a stored value says.
 */
export const landingAfterQuote = (browsedBeforeQuote: string | undefined): string =>
  browsedBeforeQuote !== undefined && BROWSED.some((pattern) => pattern.test(browsedBeforeQuote)) ? browsedBeforeQuote : '/plans';
