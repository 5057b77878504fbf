import { DEFAULT_BILL_DATE, type PaymentMethod } from '@benefit-store/domain';

/**
 * The billing step's server-side terms (doc 002 sections 2, 4 and 9; docs/adr/0720): the bill dates offered, and
 * the notice get-billing-text shows for the payment method. The notice is a document like the agreements, worded
 * here (the spec gives its facts, not its words).
 */

/** Bill dates offered (get-bill-date); 28 is the default. Days that read right as '{n}th of month'. */
export const BILL_DATES: readonly number[] = [5, 10, 15, 20, DEFAULT_BILL_DATE];

export const isBillDate = (value: string): boolean => BILL_DATES.map(String).includes(value.trim());

const EFT_NOTICE = [
  'Your initial payment is drafted from your bank account between the enrollment date and 5 days after it.',
  'Monthly payments are drafted between the 1st and the 6th, or between the 21st and the 26th, of each month, depending on the bill date you choose. There is no monthly charge for paying by EFT.',
  'To stop a payment, notify us at least 3 business days before it is drafted. A payment returned for insufficient funds carries a $30 fee.',
].join(' ');

const CARD_NOTICE =
  'Your card is charged the first month’s premium when your enrollment is confirmed, and the monthly premium on your bill date after that, until you cancel.';

const GROUP_NOTICE = 'Your premium is billed to your employer on its group bill; you make no payment here.';

export const billingText = (method: PaymentMethod): string =>
  method === 'eft' || method === 'elist' ? EFT_NOTICE : method === 'cc' ? `${CARD_NOTICE} ${EFT_NOTICE}` : GROUP_NOTICE;

/** What the bank or card statement shows for the premium. */
export const DEFAULT_STATEMENT_DESCRIPTOR = 'BENEFIT STORE PREMIUM';
