/**
 * Typing masks and display masks of the wizard (doc 002 sections 5 and 9). Display masks keep only
 * the last four digits: bank numbers behind five x's, card numbers behind six, SSNs as xxx-xx-1234.
 */
export const BANK_MASK = 'xxxxx';
export const CARD_MASK = 'xxxxxx';

const lastFour = (value: string): string => value.replace(/\D/g, '').slice(-4);

export const maskBankNumber = (value: string): string => `${BANK_MASK}${lastFour(value)}`;
export const maskCardNumber = (value: string): string => `${CARD_MASK}${lastFour(value)}`;
/** SSNs are shown by their last four digits only. */
export const maskSsn = (value: string): string => `xxx-xx-${lastFour(value)}`;

/** A value that came back masked from the server must never be sent again as if it were the number. */
export const isMaskedValue = (value: string): boolean => /x{3,}/i.test(value);

/** Numeric inputs: digits only, at most `max` characters (zip 5, SSN 9, phone 10, routing 9, weight 3, ...). */
export const maskDigits = (raw: string, max: number): string => raw.replace(/\D/g, '').slice(0, Math.max(0, max));

/**
 * A digits-only field as the person types into it (`previous` is what it held, `raw` what the keystroke or paste made
 * of it): a keystroke into a field that already holds `max` digits is refused, as a native maxlength refuses it,
 * instead of pushing its last digit out (a phone edited by typing at its start lost its last digit, unseen). A
 * formatted number pasted over the whole value, "(214) 555-0199", is taken as its digits.
 */
export const typeDigits = (previous: string, raw: string, max: number): string => {
  const digits = raw.replace(/\D/g, '');
  return digits.length > max && previous.length >= max ? previous : maskDigits(digits, max);
};

/**
 * Fields a step's draft never keeps in the browser's storage (docs/adr/0712): the SSN, the card's number and security
 * code, the bank account number. After a refresh they are typed again; everything else typed is back (a routing number
 * names a bank, not a person: it is kept).
 */
export const NeverDraftedFields: readonly string[] = ['ssn', 'card_number', 'security_code', 'account_number'];
