/** Coverage tier, as the wire spells it. */
export const Tiers = ['IO', 'IS', 'IC', 'IF'] as const;
export type Tier = (typeof Tiers)[number];

const LABELS: Record<Tier, string> = {
  IO: 'Member Only',
  IS: 'Member + Spouse',
  IC: 'Member + Children',
  IF: 'Family',
};

export const isTier = (value: unknown): value is Tier => typeof value === 'string' && (Tiers as readonly string[]).includes(value);

/** A tier from a stored or typed string, or undefined when it names none: the one place a string becomes a Tier. */
export const parseTier = (value: string | undefined): Tier | undefined => (isTier(value) ? value : undefined);

/**
 * The tier a quote is for while none has been chosen (the 3-slide quote has no tier question; the plans page
 * edits it later): Member Only.
 */
export const DefaultTier: Tier = 'IO';

/** IC reads "Member + 1 Child" while a premier plan (plan type MM) is in the cart. */
export const tierLabel = (tier: Tier, premierInCart = false): string =>
  tier === 'IC' && premierInCart ? 'Member + 1 Child' : LABELS[tier];
