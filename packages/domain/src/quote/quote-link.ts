import { Messages, type MessageCatalogue } from '../messages.ts';

/** A plan of a quote the recipient opened: in their cart, or not yet (it needs their own answers, say). */
export interface QuotedPlan {
  readonly name: string;
  readonly inCart: boolean;
}

/** 'A', 'A and B', 'A, B and C'. */
const names = (plans: readonly QuotedPlan[], texts: MessageCatalogue): string => {
  const all = plans.map((p) => p.name);
  return all.length <= 1 ? (all[0] ?? '') : `${all.slice(0, -1).join(', ')} ${texts.listAnd} ${all.at(-1)}`;
};

/**
 * What the plan list says to someone who opened a quote's "Shop these plans" link (docs/adr/0701): whose quote it is,
 * which of its plans are in their cart, and which are not yet (a plan with questions is never put in the cart on
 * someone else's answers; one in its blackout since the quote was sent is refused as add-to-cart refuses it). In
 * English, or in the language of `texts` (the list's "and" too).
 */
export const quoteOpenedNotice = (from: string, plans: readonly QuotedPlan[], texts: MessageCatalogue = Messages): string[] => {
  const inCart = plans.filter((p) => p.inCart);
  const notYet = plans.filter((p) => !p.inCart);
  return [
    texts.quoteOpened(from),
    ...(inCart.length > 0 ? [texts.quotePlansInCart(names(inCart, texts))] : []),
    ...(notYet.length > 0 ? [texts.quotePlansNotInCart(names(notYet, texts))] : []),
  ];
};
