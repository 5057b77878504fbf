import type { Eprocess } from '../context.ts';
import { genderLabel } from '../gender.ts';
import { Messages, type MessageCatalogue } from '../messages.ts';
import { categoryLabel, isPremierCategory } from '../plans.ts';
import { isTier, tierLabel } from '../tier.ts';

/**
 * The plans page's search summary and the plan page's start (doc 001 sections 2.1, 2.3 and 4), as pure rules
 * over what the client keeps: the page renders what these answer.
 */

/** What the plan page opens with before anything else (doc 001 section 4, "Plan detail start"). */
export type PlanPageOpening = 'ask-tier' | 'pick-portal-then-group' | 'pick-portal' | 'none';

export interface PlanPageStart {
  readonly eprocess?: Eprocess | undefined;
  readonly userId?: string | undefined;
  readonly enrollType?: string | undefined;
  readonly portalId?: string | undefined;
  readonly groupId?: string | undefined;
  readonly hasQuote: boolean;
}

/**
 * A member with a user id and no enrollment type is asked for a tier. Without a portal and without a group,
 * a rep picks a portal then a group, a group administrator a portal. An applicant is never shown the picker:
 * the portals of a rep are listed only to the signed-in rep or group (get-enrollment-platforms answers 401
 * otherwise), so the spec's "others: portal only" can only mean the group administrator here.
 */
export const planPageOpening = (start: PlanPageStart): PlanPageOpening => {
  if (start.userId && !start.enrollType) return 'ask-tier';
  if (!start.hasQuote || start.portalId || start.groupId) return 'none';
  if (start.eprocess === 'rep') return 'pick-portal-then-group';
  if (start.eprocess === 'group') return 'pick-portal';
  return 'none';
};

/** The group an enrollment is filed under, as the plan page and the cart name it. */
export interface SelectedGroup {
  readonly name: string;
  readonly code?: string | undefined;
}

/** Who the plan page and the cart are for: the group, and the existing member being enrolled. */
export interface Selection {
  readonly group?: SelectedGroup | undefined;
  readonly member?: string | undefined;
}

/**
 * 'Selected Group is: {name} ({code})', then ' | Member: {name}' for an existing member; in English, or in the
 * language of `texts` (a line of two texts: a translator of single texts cannot turn it afterwards).
 */
export const selectedGroupLine = (group: SelectedGroup | undefined, member?: string, texts: MessageCatalogue = Messages): string | undefined => {
  if (!group) return undefined;
  const head = group.code ? texts.selectedGroup(group.name, group.code) : texts.selectedGroup(group.name, '').replace(/ \(\)$/, '');
  return member ? `${head}${texts.selectedMember(member)}` : head;
};

/** The cart's selection line: the group's line, or the existing member's name alone when there is no group. */
export const selectionLine = ({ group, member }: Selection, texts: MessageCatalogue = Messages): string | undefined =>
  selectedGroupLine(group, member, texts) ?? member;

/** The quote as the search summary and the edit form show it. */
export interface QuoteSummaryInput {
  readonly zip: string;
  readonly state?: string | undefined;
  readonly gender: string;
  readonly tier: string;
  readonly dob: string;
  readonly category?: string | undefined;
  /** '1' or '0' once the shopper answered the tobacco question. */
  readonly isSmoker?: string | undefined;
  /** A premier plan is selected (the medical category) or in the cart. */
  readonly premier: boolean;
  readonly premierInCart: boolean;
}

export interface SummaryItem {
  readonly label: string;
  readonly value: string;
}

/**
 * Category (only with a premier plan), zip, gender, smoker (only once answered), tier, DOB, in the spec's
 * order. IC reads 'Member + 1 Child' while a premier plan is in the cart. Every label, and every value but the
 * zip and the date, is one text of the message catalogue: a screen shows each through useTranslate.
 */
export const quoteSummary = (quote: QuoteSummaryInput): readonly SummaryItem[] => [
  ...(quote.premier && quote.category ? [{ label: Messages.summaryCategory, value: categoryLabel(quote.category) }] : []),
  { label: Messages.summaryZip, value: quote.state ? `${quote.zip} (${quote.state})` : quote.zip },
  { label: Messages.summaryGender, value: genderLabel(quote.gender) },
  ...(quote.isSmoker === '1' || quote.isSmoker === '0'
    ? [{ label: Messages.summarySmoker, value: quote.isSmoker === '1' ? Messages.answerYes : Messages.answerNo }]
    : []),
  { label: Messages.summaryTier, value: isTier(quote.tier) ? tierLabel(quote.tier, quote.premierInCart) : quote.tier },
  { label: Messages.summaryDob, value: quote.dob },
];

/** The filter form asks for a category while a premier plan is selected (menu category medical) or in the cart. */
export const asksForCategory = (selectedCategory: string | undefined, premierInCart: boolean): boolean =>
  premierInCart || (selectedCategory !== undefined && isPremierCategory(selectedCategory));
