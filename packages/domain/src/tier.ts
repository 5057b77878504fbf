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

/** IC reads "Member + 1 Child" while a premier plan (plan type MM) is in the cart. */
export const tierLabel = (tier: Tier, premierInCart = false): string =>
  tier === 'IC' && premierInCart ? 'Member + 1 Child' : LABELS[tier];
