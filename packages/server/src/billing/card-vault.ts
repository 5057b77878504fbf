import { randomBytes } from 'node:crypto';
import { normaliseCardNumber } from '@benefit-store/domain';

/**
 * What the Benefit Store keeps of a card (PCI DSS 3.3.1.2, 3.4.1, 3.5.1; docs/adr/0720): a token standing for the
 * card at the payment processor, the BIN (first six digits) and the last four. The full number is held only in
 * memory while the request is checked and is never written anywhere (database, journal, log); a security code is
 * checked for shape and forgotten. The reference server has no processor: its token is an opaque random reference,
 * which is exactly what a processor's token is to us.
 */
export interface CardReference {
  readonly token: string;
  readonly bin: string;
  readonly last4: string;
  readonly brand: string;
}

export const cardBrand = (digits: string): string => {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'card';
};

/** Tokenises a card number the domain's validateCard accepted. */
export const tokeniseCard = (cardNumber: string): CardReference => {
  const digits = normaliseCardNumber(cardNumber);
  return { token: `tok_${randomBytes(18).toString('base64url')}`, bin: digits.slice(0, 6), last4: digits.slice(-4), brand: cardBrand(digits) };
};
