import { maskBankNumber, maskCardNumber } from '@benefit-store/domain';

type Rec = Readonly<Record<string, unknown>>;

/**
 * billing_info as the enrollment keeps it (docs/adr/0720): the payment method and bill date; for EFT the bank,
 * the account number sealed (security/pii.ts) and its last four; for a card the processor token, BIN and last four,
 * never the number nor a security code. `billingView` is what every response shows: numbers masked (bank five x's,
 * card six x's), no sealed value, token or BIN.
 */
const HIDDEN = new Set(['account_number_sealed', 'account_last4', 'card_token', 'card_bin', 'card_last4', 'account_number', 'card_number', 'security_code']);

export const billingView = (data: Rec): Record<string, string> => {
  const view: Record<string, string> = {};
  for (const [key, value] of Object.entries(data)) {
    if (HIDDEN.has(key) || (typeof value !== 'string' && typeof value !== 'number')) continue;
    view[key] = String(value);
  }
  if (typeof data.account_last4 === 'string') view.account_number = maskBankNumber(data.account_last4);
  if (typeof data.card_last4 === 'string') view.card_number = maskCardNumber(data.card_last4);
  return view;
};

export const billingMethodOf = (data: Rec | undefined): string | undefined => (typeof data?.payment_method === 'string' ? data.payment_method : undefined);
