import { billingNotice, DEFAULT_BILL_DATE, Messages, type MessageCatalogue, type PaymentMethod } from '@benefit-store/domain';

/**
 * The billing step's server-side terms (doc 002 sections 2, 4 and 9; docs/adr/0720): the bill dates offered, and
 * the notice get-billing-text shows for the payment method (the spec gives its facts, not its words).
 */

/** Bill dates offered (get-bill-date); 28 is the default. Days that read right as '{n}th of month'. */
export const BILL_DATES: readonly number[] = [5, 10, 15, 20, DEFAULT_BILL_DATE];

export const isBillDate = (value: string): boolean => BILL_DATES.map(String).includes(value.trim());

/**
 * get-billing-text: the notice of the enrollment's own payment method at the default bill date. Its words are the
 * domain's (`billingNotice`), which the step also uses to show the notice of the method and bill date chosen, from
 * the catalogue of the request's language.
 */
export const billingText = (method: PaymentMethod, texts: MessageCatalogue = Messages): string => billingNotice(method, DEFAULT_BILL_DATE, texts);

/** What the bank or card statement shows for the premium. */
export const DEFAULT_STATEMENT_DESCRIPTOR = 'BENEFIT STORE PREMIUM';
