import { Messages, type MessageCatalogue } from './messages.ts';

/** Coverage tier, as the wire spells it. */
export const Tiers = ['IO', 'IS', 'IC', 'IF'] as const;
export type Tier = (typeof Tiers)[number];

/** Each tier's label, by its key in the message catalogue (so that every language has it). */
const LABELS = {
  IO: 'tierMemberOnly',
  IS: 'tierMemberSpouse',
  IC: 'tierMemberChildren',
  IF: 'tierFamily',
} as const satisfies Record<Tier, keyof typeof Messages>;

export const isTier = (value: unknown): value is Tier => typeof value === 'string' && (Tiers as readonly string[]).includes(value);

/** A tier from a stored or typed string, or undefined when it names none: the one place a string becomes a Tier. */
export const parseTier = (value: string | undefined): Tier | undefined => (isTier(value) ? value : undefined);

/**
 * The tier a quote is for while none has been chosen (the 3-slide quote has no tier question; the plans page
 * edits it later): Member Only.
 */
export const DefaultTier: Tier = 'IO';

/**
 * IC reads "Member + 1 Child" while a premier plan (plan type MM) is in the cart. In English unless `texts` is another
 * language's catalogue (what useTexts(Messages) gives a component, or MessagesEs).
 */
export const tierLabel = (tier: Tier, premierInCart = false, texts: MessageCatalogue = Messages): string =>
  tier === 'IC' && premierInCart ? texts.tierMemberOneChild : texts[LABELS[tier]];
