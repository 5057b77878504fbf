import type { Result } from 'neverthrow';
import type { CalendarDate } from '../dates.ts';
import type { FieldErrors } from '../errors.ts';
import { checkField, finish, isBlank, PERSON_NAME, patternCheck, requiredCheck, shapeCheck } from '../form.ts';
import { Messages, type MessageCatalogue } from '../messages.ts';
import { isZipFormat } from '../zip.ts';

/**
 * Billing Information (doc 002): which payment methods are offered, and the checks on EFT and card
 * details. Card numbers also pass a Luhn check (ADR 0101).
 */
export const PaymentMethods = ['cc', 'eft', 'list', 'elist', 'stmt'] as const;
export type PaymentMethod = (typeof PaymentMethods)[number];
export const isPaymentMethod = (value: unknown): value is PaymentMethod =>
  typeof value === 'string' && (PaymentMethods as readonly string[]).includes(value);

export interface PaymentChoice {
  readonly options: readonly PaymentMethod[];
  readonly selected: PaymentMethod;
  readonly locked: boolean;
}

/**
 * The server's method decides: list, elist and stmt lock that type; cc offers the card and EFT
 * radios (card first); eft offers EFT only (ADR 0100).
 */
export const paymentChoice = (serverMethod: PaymentMethod): PaymentChoice =>
  serverMethod === 'cc'
    ? { options: ['cc', 'eft'], selected: 'cc', locked: false }
    : { options: [serverMethod], selected: serverMethod, locked: true };

/** list, elist and stmt post billing without field validation. */
export const needsBillingDetails = (method: PaymentMethod): boolean => method === 'cc' || method === 'eft';

export type BillingSave = 'without-details' | 'existing-details' | 'new-details';
export const billingSaveKind = (method: PaymentMethod, existingSelected: boolean): BillingSave =>
  !needsBillingDetails(method) ? 'without-details' : existingSelected ? 'existing-details' : 'new-details';

export const DEFAULT_BILL_DATE = 28;
/** 28 when offered (or when no options came), else the first option. */
export const defaultBillDate = (options: readonly number[]): number =>
  options.length === 0 || options.includes(DEFAULT_BILL_DATE) ? DEFAULT_BILL_DATE : (options[0] as number);
export const billDateLabel = (n: number, texts: MessageCatalogue = Messages): string => texts.billDateOption(n);

/** A day of the month the way English reads it: 1st, 2nd, 3rd, 5th, 21st, 28th (Messages.dayOfMonth). */
export const ordinalDay = (n: number): string => Messages.dayOfMonth(n);

/** The monthly EFT draft windows (doc 002 section 9): the 1st to the 6th, and the 21st to the 26th. */
export const DRAFT_WINDOWS: readonly { readonly from: number; readonly to: number }[] = [
  { from: 1, to: 6 },
  { from: 21, to: 26 },
];

/**
 * The window a monthly EFT payment is drafted in: the first one that opens after the bill date, so a bill on
 * the 5th to the 20th is drafted between the 21st and the 26th, one on the 21st or later between the 1st and
 * the 6th of the next month (docs/adr/0720). Every bill date offered reads against one window.
 */
export const draftWindow = (billDate: number): { readonly from: number; readonly to: number } =>
  DRAFT_WINDOWS.find((w) => w.from > billDate) ?? (DRAFT_WINDOWS[0] as { readonly from: number; readonly to: number });

/**
 * The billing step's notice for the method chosen, and only that one: EFT (and elist) the draft terms with the
 * window of the bill date, card the card's charges on the bill date, the group bill methods the employer's bill.
 * In English, or in the language of `texts` (useTexts(Messages), MessagesEs): the notice joins several texts, so a
 * translator of single texts cannot turn it afterwards.
 */
export const billingNotice = (method: PaymentMethod, billDate: number = DEFAULT_BILL_DATE, texts: MessageCatalogue = Messages): string => {
  if (method === 'cc') return texts.cardBilling(texts.dayOfMonth(billDate));
  if (method === 'eft' || method === 'elist') {
    const window = draftWindow(billDate);
    const between = window.from < billDate ? texts.draftBetweenNextMonth : texts.draftBetween;
    const when = between(texts.dayOfMonth(window.from), texts.dayOfMonth(window.to));
    return [texts.eftInitialDraft, texts.eftMonthlyDraft(when, texts.dayOfMonth(billDate)), texts.eftStopPayment].join(' ');
  }
  return texts.groupBilling;
};

export const AccountTypes = ['checking', 'savings'] as const;
export const AccountHolderTypes = ['individual', 'company'] as const;

/** A bank account's fields, in form order (the wire's names). */
export const EftFields = ['account_name', 'routing_number', 'bank_name', 'account_number', 'account_type', 'account_holder_type'] as const;
/** A card's own fields, in form order (the wire's names); its billing address follows. */
export const CardFields = ['first_name_on_cc', 'last_name_on_cc', 'card_number', 'expiration_month', 'expiration_year', 'security_code'] as const;
/** The billing address of a card, in form order. */
export const BillingAddressFields = ['address1', 'address2', 'city', 'state', 'zip'] as const;
/** Never filled from anything stored: typed again on every visit (PCI DSS; docs/adr/0720). */
export const SecretCardFields: readonly string[] = ['card_number', 'security_code'];

export interface EftInput {
  readonly account_name: string;
  readonly bank_name: string;
  readonly routing_number: string;
  readonly account_number: string;
  readonly account_type: string;
  readonly account_holder_type: string;
  readonly bill_date?: string;
}

const oneOf =
  (list: readonly string[]) =>
  (v: string): string | undefined =>
    list.includes(v.trim()) ? undefined : Messages.fieldRequired;

export const validateEft = (input: EftInput): Result<EftInput, FieldErrors> => {
  const errors: Record<string, string> = {};
  const required = requiredCheck(Messages.fieldRequired);
  checkField(errors, 'account_name', input.account_name, required, patternCheck(/^[A-Za-z0-9 ]+$/, Messages.invalidAccountHolderName));
  checkField(errors, 'bank_name', input.bank_name, required);
  checkField(errors, 'routing_number', input.routing_number, required, patternCheck(/^\d{9}$/, Messages.routingNumberLength));
  checkField(errors, 'account_number', input.account_number, required, patternCheck(/^\d{4,17}$/, Messages.accountNumberLength));
  checkField(errors, 'account_type', input.account_type, oneOf(AccountTypes));
  checkField(errors, 'account_holder_type', input.account_holder_type, oneOf(AccountHolderTypes));
  return finish(errors, () => ({ ...input, bill_date: isBlank(input.bill_date) ? String(DEFAULT_BILL_DATE) : (input.bill_date as string).trim() }));
};

/** The routing lookup fills the bank name in upper case. */
export const bankNameFromLookup = (name: string): string => name.trim().toUpperCase();

/** Luhn (mod 10) over the digits of a card number. */
export const luhnValid = (digits: string): boolean => {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
};

/** Card numbers may be typed with spaces or dashes; those are not part of the number. */
export const normaliseCardNumber = (raw: string): string => raw.replace(/[\s-]/g, '');

export const checkCardNumber = (raw: string): string | undefined => {
  const digits = normaliseCardNumber(raw);
  if (!/^\d{13,25}$/.test(digits)) return Messages.cardNumberLength;
  return luhnValid(digits) ? undefined : Messages.cardNumberInvalid;
};

export const EXPIRY_YEARS_AHEAD = 20;
/** Expiry years: the current year through twenty ahead. */
export const expiryYears = (today: CalendarDate): number[] =>
  Array.from({ length: EXPIRY_YEARS_AHEAD + 1 }, (_, i) => today.year + i);
export const expiryMonths = (): string[] => Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));

export interface BillingAddress {
  readonly address1: string;
  readonly address2?: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
}

export interface CardInput extends BillingAddress {
  readonly first_name_on_cc: string;
  readonly last_name_on_cc: string;
  readonly card_number: string;
  readonly expiration_month: string;
  readonly expiration_year: string;
  readonly security_code: string;
  readonly is_physical_address?: 'yes' | 'no';
}

export const validateBillingAddress = (
  input: BillingAddress,
  errors: Record<string, string>,
  address2Required = false,
): void => {
  const required = requiredCheck(Messages.fieldRequired);
  checkField(errors, 'address1', input.address1, required);
  if (address2Required) checkField(errors, 'address2', input.address2 ?? '', required);
  checkField(errors, 'city', input.city, required);
  checkField(errors, 'state', input.state, required);
  checkField(errors, 'zip', input.zip, required, shapeCheck(isZipFormat, Messages.invalidZip));
};

export const validateCard = (
  input: CardInput,
  today: CalendarDate,
  options: { readonly address2Required?: boolean } = {},
): Result<CardInput, FieldErrors> => {
  const errors: Record<string, string> = {};
  const required = requiredCheck(Messages.fieldRequired);
  checkField(errors, 'first_name_on_cc', input.first_name_on_cc, required, patternCheck(PERSON_NAME, Messages.invalidFirstName));
  checkField(errors, 'last_name_on_cc', input.last_name_on_cc, required, patternCheck(PERSON_NAME, Messages.invalidLastName));
  checkField(errors, 'card_number', input.card_number, required, checkCardNumber);
  checkField(errors, 'security_code', input.security_code, required, patternCheck(/^\d{3,4}$/, Messages.securityCodeLength));
  const month = Number(input.expiration_month);
  const year = Number(input.expiration_year);
  checkField(errors, 'expiration_month', input.expiration_month, (v) => (/^\d{1,2}$/.test(v.trim()) && month >= 1 && month <= 12 ? undefined : Messages.fieldRequired));
  checkField(errors, 'expiration_year', input.expiration_year, (v) => (/^\d{4}$/.test(v.trim()) && expiryYears(today).includes(year) ? undefined : Messages.fieldRequired));
  if (!errors.expiration_month && !errors.expiration_year && year === today.year && month < today.month) {
    errors.expiration_month = Messages.cardExpired;
  }
  validateBillingAddress(input, errors, options.address2Required === true);
  return finish(errors, () => ({
    ...input,
    card_number: normaliseCardNumber(input.card_number),
    expiration_month: String(month).padStart(2, '0'),
  }));
};

/**
 * 'Choose physical address': checked copies the contact address (read-only, is_physical_address yes);
 * unchecked clears it and unlocks the fields (no).
 */
export const physicalAddress = (
  checked: boolean,
  contact: BillingAddress,
): BillingAddress & { readonly is_physical_address: 'yes' | 'no'; readonly readOnly: boolean } =>
  checked
    ? { address1: contact.address1, address2: contact.address2 ?? '', city: contact.city, state: contact.state, zip: contact.zip, is_physical_address: 'yes', readOnly: true }
    : { address1: '', address2: '', city: '', state: '', zip: '', is_physical_address: 'no', readOnly: false };
