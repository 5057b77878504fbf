import { err, ok, type Result } from 'neverthrow';
import {
  AccountHolderTypes,
  AccountTypes,
  bankNameFromLookup,
  DEFAULT_BILL_DATE,
  isPaymentMethod,
  Messages,
  needsBillingDetails,
  paymentChoice,
  validateCard,
  validateEft,
  type FieldErrors,
  type PaymentMethod,
} from '@benefit-store/domain';
import type { SaveBillingInfoExistingRequest, SaveBillingInfoRequest } from '@benefit-store/contract';
import { ownedEnrollmentCommand, refuse, type Refusal } from '../commands/command.ts';
import type { Queryable } from '../db/database.ts';
import type { EnrollmentRow } from '../repository/enrollment-store.ts';
import type { Pii } from '../security/pii.ts';
import { str } from '../repository/sections.ts';
import { readSections } from '../repository/wizard-store.ts';
import { writeClosingSection } from '../repository/closing-store.ts';
import { groupBilling, memberBankAccounts, memberCards } from './billing-store.ts';
import { billingView } from './billing-section.ts';
import { tokeniseCard } from './card-vault.ts';
import { isBillDate } from './payment-terms.ts';
import { findBank, isRoutingNumber } from './routing.ts';

/**
 * Billing Information's saves (doc 002; docs/adr/0720) as commands: the enrollment's own payment method decides
 * what may be chosen (list, elist and stmt lock theirs; cc also offers EFT); EFT and card details are checked with
 * the domain's validators; the bank account number is sealed, the card number tokenised, the security code
 * checked and forgotten. The journal keeps the payload redacted (commands/redact.ts).
 */

type Rec = Readonly<Record<string, unknown>>;

export interface BillingSaved {
  readonly enrollmentId: string;
  readonly data: Record<string, string>;
}

const invalid = (fields: FieldErrors) => refuse(fields, 422);

const groupIdOf = (enrollment: EnrollmentRow): string | undefined => (enrollment.context.group_id ? enrollment.context.group_id : undefined);

/** The method chosen, if the enrollment's own method offers it. */
const chosenMethod = async (tx: Queryable, enrollment: EnrollmentRow, raw: string): Promise<Result<PaymentMethod, Refusal>> => {
  const method = raw.trim().toLowerCase();
  if (method === '') return err(invalid({ payment_method: Messages.fieldRequired }));
  if (!isPaymentMethod(method)) return err(invalid({ payment_method: Messages.invalidValue }));
  const offered = paymentChoice((await groupBilling(tx, groupIdOf(enrollment))).method).options;
  return offered.includes(method) ? ok(method) : err(invalid({ payment_method: Messages.paymentMethodNotOffered }));
};

const billDateOf = (raw: string | undefined, errors: Record<string, string>): string => {
  const value = (raw ?? '').trim();
  if (value === '') return String(DEFAULT_BILL_DATE);
  if (!isBillDate(value)) errors.bill_date = Messages.invalidValue;
  return value;
};

/** EFT details: the domain's rules, then the routing number's checksum; the bank's name from our routing table when listed. */
const eftDetails = async (tx: Queryable, pii: Pii, p: SaveBillingInfoRequest): Promise<Result<Record<string, string>, Refusal>> => {
  const checked = validateEft({
    account_name: p.account_name ?? '',
    bank_name: p.bank_name ?? '',
    routing_number: p.routing_number ?? '',
    account_number: p.account_number ?? '',
    account_type: p.account_type ?? '',
    account_holder_type: p.account_holder_type ?? '',
  });
  const errors: Record<string, string> = checked.isErr() ? { ...checked.error } : {};
  const routing = (p.routing_number ?? '').trim();
  if (!errors.routing_number && !isRoutingNumber(routing)) errors.routing_number = Messages.routingNumberInvalid;
  const billDate = billDateOf(p.bill_date, errors);
  if (Object.keys(errors).length > 0 || checked.isErr()) return err(invalid(errors));
  const eft = checked.value;
  const bank = await findBank(tx, routing);
  const account = eft.account_number.trim();
  return ok({
    routing_number: routing,
    bank_name: bank ? bank.bank_name : bankNameFromLookup(eft.bank_name),
    account_name: eft.account_name.trim(),
    account_type: eft.account_type.trim(),
    account_holder_type: eft.account_holder_type.trim(),
    account_number_sealed: pii.encrypt(account),
    account_last4: account.slice(-4),
    bill_date: billDate,
  });
};

/** Card details: the domain's rules (Luhn, expiry, address); the address copied from contact info when it is the physical one. */
const cardDetails = async (tx: Queryable, enrollment: EnrollmentRow, p: SaveBillingInfoRequest, today: Parameters<typeof validateCard>[1]): Promise<Result<Record<string, string>, Refusal>> => {
  const physical = p.is_physical_address === 'yes';
  const contact = physical ? (await readSections(tx, enrollment.id)).contact_info?.data : undefined;
  const address = physical
    ? { address1: str(contact, 'address1'), address2: str(contact, 'address2'), city: str(contact, 'city'), state: enrollment.filter.state, zip: enrollment.filter.zip }
    : { address1: p.address1 ?? '', address2: p.address2 ?? '', city: p.city ?? '', state: (p.state ?? '').toUpperCase(), zip: p.zip ?? '' };
  const checked = validateCard(
    {
      first_name_on_cc: p.first_name_on_cc ?? '',
      last_name_on_cc: p.last_name_on_cc ?? '',
      card_number: p.card_number ?? '',
      expiration_month: p.expiration_month ?? '',
      expiration_year: p.expiration_year ?? '',
      security_code: p.security_code ?? '',
      ...address,
    },
    today,
  );
  const errors: Record<string, string> = checked.isErr() ? { ...checked.error } : {};
  const billDate = billDateOf(p.bill_date, errors);
  if (Object.keys(errors).length > 0 || checked.isErr()) return err(invalid(errors));
  const card = checked.value;
  const reference = tokeniseCard(card.card_number);
  return ok({
    first_name_on_cc: card.first_name_on_cc.trim(),
    last_name_on_cc: card.last_name_on_cc.trim(),
    card_token: reference.token,
    card_bin: reference.bin,
    card_last4: reference.last4,
    card_brand: reference.brand,
    expiration_month: card.expiration_month,
    expiration_year: card.expiration_year.trim(),
    address1: card.address1.trim(),
    ...(card.address2 ? { address2: card.address2.trim() } : {}),
    city: card.city.trim(),
    state: card.state.trim(),
    zip: card.zip.trim(),
    is_physical_address: physical ? 'yes' : 'no',
    bill_date: billDate,
  });
};

export const billingCommands = (pii: Pii) => {
  const apply = async ({ tx, enrollment, now }: { tx: Queryable; enrollment: EnrollmentRow; now: Date }, data: Record<string, string>): Promise<BillingSaved> => {
    await writeClosingSection(tx, enrollment.id, 'billing_info', { status: 'saved', data }, now);
    return { enrollmentId: enrollment.id, data: billingView(data) };
  };

  const saveBillingInfo = ownedEnrollmentCommand<SaveBillingInfoRequest>()({
    type: 'save-billing-info',
    tab: 'billing_info',
    check: async ({ tx, enrollment, payload, today }): Promise<Result<Record<string, string>, Refusal>> => {
      const method = await chosenMethod(tx, enrollment, payload.payment_method);
      if (method.isErr()) return err(method.error);
      // list, elist and stmt are billed to the group: no details to check.
      if (!needsBillingDetails(method.value)) {
        const errors: Record<string, string> = {};
        const billDate = billDateOf(payload.bill_date, errors);
        return Object.keys(errors).length > 0 ? err(invalid(errors)) : ok({ payment_method: method.value, bill_date: billDate });
      }
      const details = method.value === 'eft' ? await eftDetails(tx, pii, payload) : await cardDetails(tx, enrollment, payload, today);
      return details.map((d) => ({ payment_method: method.value, ...d }));
    },
    apply,
  });

  const saveBillingInfoExisting = ownedEnrollmentCommand<SaveBillingInfoExistingRequest>()({
    type: 'save-billing-info-existing',
    tab: 'billing_info',
    check: async ({ tx, enrollment, payload }): Promise<Result<Record<string, string>, Refusal>> => {
      const method = await chosenMethod(tx, enrollment, payload.payment_method);
      if (method.isErr()) return err(method.error);
      const userId = enrollment.context.user_id;
      const errors: Record<string, string> = {};
      const billDate = billDateOf(payload.bill_date, errors);
      if (method.value === 'cc') {
        const card = (await memberCards(tx, userId)).find((c) => c.card_id === payload.card_id);
        if (!card) return err(invalid({ card_id: payload.card_id ? Messages.savedCardNotFound : Messages.fieldRequired }));
        if (Object.keys(errors).length > 0) return err(invalid(errors));
        const [first = '', ...rest] = card.name_on_cc.split(' ');
        return ok({
          payment_method: 'cc',
          card_id: card.card_id,
          first_name_on_cc: first,
          last_name_on_cc: rest.join(' '),
          card_token: card.card_token,
          card_bin: card.card_bin,
          card_last4: card.card_last4,
          card_brand: card.card_brand,
          expiration_month: card.expiration_month,
          expiration_year: card.expiration_year,
          bill_date: billDate,
        });
      }
      if (method.value === 'eft') {
        const bank = (await memberBankAccounts(tx, userId)).find((b) => b.bank_id === payload.bank_id);
        if (!bank) return err(invalid({ bank_id: payload.bank_id ? Messages.savedBankNotFound : Messages.fieldRequired }));
        const accountType = payload.account_type ?? bank.account_type;
        const holderType = payload.account_holder_type ?? bank.account_holder_type;
        if (!(AccountTypes as readonly string[]).includes(accountType)) errors.account_type = Messages.fieldRequired;
        if (!(AccountHolderTypes as readonly string[]).includes(holderType)) errors.account_holder_type = Messages.fieldRequired;
        if (Object.keys(errors).length > 0) return err(invalid(errors));
        return ok({
          payment_method: 'eft',
          bank_id: bank.bank_id,
          routing_number: bank.bank_routing,
          bank_name: bank.bank_name,
          account_name: bank.account_name,
          account_type: accountType,
          account_holder_type: holderType,
          account_number_sealed: bank.account_number_sealed,
          account_last4: bank.account_last4,
          bill_date: billDate,
        });
      }
      return err(invalid({ payment_method: Messages.paymentMethodNotOffered }));
    },
    apply,
  });

  return { saveBillingInfo, saveBillingInfoExisting };
};

/** Whether a billing section holds what its method needs (a draft kept by Save & Continue Later does not count). */
export const billingComplete = (section: { status: string; data: Rec } | undefined): boolean => section?.status === 'saved';
