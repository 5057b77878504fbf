import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.ts';
import {
  bankNameFromLookup,
  billDateLabel,
  billingNotice,
  draftWindow,
  ordinalDay,
  billingSaveKind,
  checkCardNumber,
  defaultBillDate,
  expiryMonths,
  expiryYears,
  luhnValid,
  paymentChoice,
  physicalAddress,
  validateCard,
  validateEft,
  type CardInput,
  type EftInput,
} from './billing.ts';

const today = { year: 2026, month: 11, day: 21 };
const eft: EftInput = { account_name: 'Ann Lee 2', bank_name: 'BANK', routing_number: '021000021', account_number: '1234', account_type: 'checking', account_holder_type: 'individual' };
const card: CardInput = {
  first_name_on_cc: 'Ann',
  last_name_on_cc: 'Lee',
  card_number: '4111 1111 1111 1111',
  expiration_month: '11',
  expiration_year: '2026',
  security_code: '123',
  address1: '1 Main',
  city: 'Dallas',
  state: 'TX',
  zip: '75001',
};

describe('payment methods', () => {
  it('locks list, elist, stmt and eft; cc offers card and EFT', () => {
    expect(paymentChoice('cc')).toEqual({ options: ['cc', 'eft'], selected: 'cc', locked: false });
    for (const m of ['list', 'elist', 'stmt', 'eft'] as const) expect(paymentChoice(m)).toEqual({ options: [m], selected: m, locked: true });
  });

  it('saves list, elist and stmt without details, existing bank/card via the existing save', () => {
    expect(billingSaveKind('stmt', false)).toBe('without-details');
    expect(billingSaveKind('cc', true)).toBe('existing-details');
    expect(billingSaveKind('eft', false)).toBe('new-details');
  });

  it('defaults the bill date to 28 and labels it', () => {
    expect(defaultBillDate([])).toBe(28);
    expect(defaultBillDate([1, 28])).toBe(28);
    expect(defaultBillDate([5, 15])).toBe(5);
    expect(billDateLabel(28)).toBe('28th of month');
  });
});

describe('EFT', () => {
  it('accepts valid details and fills the default bill date', () => {
    expect(validateEft(eft)._unsafeUnwrap().bill_date).toBe('28');
  });

  it.each([
    [{ account_name: 'Ann-Lee' }, { account_name: 'Invalid account holder name' }],
    [{ routing_number: '12345678' }, { routing_number: 'Routing number must be of 9 digits' }],
    [{ routing_number: '1234567890' }, { routing_number: 'Routing number must be of 9 digits' }],
    [{ account_number: '123' }, { account_number: 'Account Number must be of 4 to 17 digits.' }],
    [{ account_number: '123456789012345678' }, { account_number: 'Account Number must be of 4 to 17 digits.' }],
    [{ account_type: 'brokerage' }, { account_type: 'Field is required' }],
    [{ account_holder_type: '' }, { account_holder_type: 'Field is required' }],
    [{ bank_name: '' }, { bank_name: 'Field is required' }],
  ])('%j -> %j', (patch, expected) => {
    expect(validateEft({ ...eft, ...patch })._unsafeUnwrapErr()).toEqual(expected);
  });

  it('accepts 17-digit accounts and upper-cases the looked-up bank name', () => {
    expect(validateEft({ ...eft, account_number: '12345678901234567' }).isOk()).toBe(true);
    expect(bankNameFromLookup(' chase bank ')).toBe('CHASE BANK');
  });
});

describe('card', () => {
  it('accepts a valid card expiring this month and normalises the number', () => {
    expect(validateCard(card, today)._unsafeUnwrap().card_number).toBe('4111111111111111');
  });

  it('checks length first, then Luhn', () => {
    expect(checkCardNumber('411111111111')).toBe(Messages.cardNumberLength);
    expect(checkCardNumber('4'.repeat(26))).toBe(Messages.cardNumberLength);
    expect(checkCardNumber('4111111111112')).toBe(Messages.cardNumberInvalid);
    expect(checkCardNumber('4222222222222')).toBeUndefined(); // 13 digits, Luhn-valid
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });

  it.each([
    [{ first_name_on_cc: 'Ann1' }, { first_name_on_cc: 'Please enter valid first name' }],
    [{ last_name_on_cc: 'L.' }, { last_name_on_cc: 'Please enter valid last name' }],
    [{ security_code: '12' }, { security_code: 'Security code must of 3 or 4 digits' }],
    [{ security_code: '12345' }, { security_code: 'Security code must of 3 or 4 digits' }],
    [{ expiration_month: '13' }, { expiration_month: 'Field is required' }],
    [{ expiration_month: '10' }, { expiration_month: Messages.cardExpired }],
    [{ expiration_year: '2025' }, { expiration_year: 'Field is required' }],
    [{ expiration_year: '2047' }, { expiration_year: 'Field is required' }],
    [{ zip: '7500' }, { zip: 'Invalid Zip code' }],
    [{ city: '' }, { city: 'Field is required' }],
  ])('%j -> %j', (patch, expected) => {
    expect(validateCard({ ...card, ...patch }, today)._unsafeUnwrapErr()).toEqual(expected);
  });

  it('accepts 4-digit security codes and year +20; address2 only when required', () => {
    expect(validateCard({ ...card, security_code: '1234', expiration_year: '2046', expiration_month: '1' }, today)._unsafeUnwrap().expiration_month).toBe('01');
    expect(validateCard(card, today, { address2Required: true })._unsafeUnwrapErr()).toEqual({ address2: 'Field is required' });
  });

  it('offers years this year through +20 and months 01-12', () => {
    expect(expiryYears(today)).toHaveLength(21);
    expect(expiryYears(today)[0]).toBe(2026);
    expect(expiryYears(today)[20]).toBe(2046);
    expect(expiryMonths()[0]).toBe('01');
    expect(expiryMonths()).toHaveLength(12);
  });

  it('copies and clears the physical address', () => {
    expect(physicalAddress(true, card)).toMatchObject({ address1: '1 Main', is_physical_address: 'yes', readOnly: true });
    expect(physicalAddress(false, card)).toMatchObject({ address1: '', is_physical_address: 'no', readOnly: false });
  });
});

describe('the billing notice (docs/adr/0720)', () => {
  it('words only the chosen method', () => {
    expect(billingNotice('cc', 28)).toContain('Your card is charged');
    expect(billingNotice('cc', 28)).not.toContain('drafted');
    expect(billingNotice('eft', 28)).toContain('drafted from your bank account');
    expect(billingNotice('eft', 28)).not.toContain('card');
    expect(billingNotice('list')).toBe(Messages.groupBilling);
  });

  it('names the draft window of the bill date, one of the two the spec gives', () => {
    for (const day of [5, 10, 15, 20]) expect(draftWindow(day)).toEqual({ from: 21, to: 26 });
    expect(draftWindow(28)).toEqual({ from: 1, to: 6 });
    expect(billingNotice('eft', 15)).toContain('bill date is the 15th of each month; each monthly payment is drafted between the 21st and the 26th.');
    expect(billingNotice('eft', 28)).toContain('between the 1st and the 6th of the following month');
    expect(billingNotice('cc', 10)).toContain('on the 10th of each month');
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23].map(ordinalDay)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd']);
  });
});
