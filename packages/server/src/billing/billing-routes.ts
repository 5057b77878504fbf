import { maskBankNumber, maskCardNumber, Messages, paymentChoice, type PaymentMethod } from '@benefit-store/domain';
import { WizardClosingRoutes } from '@benefit-store/contract';
import type { Database } from '../db/database.ts';
import type { EnrollmentRow } from '../repository/enrollment-store.ts';
import { ownedForRead, type VersionReply } from '../enrollments/ownership.ts';
import { answer, type Answer, type Door } from '../http/door.ts';
import { messagesOfRequest } from '../http/language.ts';
import type { Pii } from '../security/pii.ts';
import { takeHit, type RateLimits } from '../security/rate-limit.ts';
import type { Session } from '../sessions/sessions.ts';
import { readClosingSections } from '../repository/closing-store.ts';
import { billingCommands, type BillingSaved } from './billing-commands.ts';
import { billingView } from './billing-section.ts';
import { groupBilling, memberBankAccounts, memberCards } from './billing-store.ts';
import { BILL_DATES, billingText, DEFAULT_STATEMENT_DESCRIPTOR } from './payment-terms.ts';
import { findBank, isRoutingNumber } from './routing.ts';

export interface BillingDeps {
  readonly db: Database;
  readonly pii: Pii;
  readonly limits: RateLimits;
  readonly now: () => Date;
}

const field = (field_name: string, required: boolean, value: string | null = null, read_only = false) => ({ field_name, value, required, read_only });

const EFT_FIELDS = ['routing_number', 'bank_name', 'account_name', 'account_number', 'account_type', 'account_holder_type'];
const CARD_FIELDS = ['first_name_on_cc', 'last_name_on_cc', 'card_number', 'expiration_month', 'expiration_year', 'security_code', 'address1', 'city', 'state', 'zip'];

/**
 * get-form-fields-billing-info: every billing field, required (shown) as the enrollment's payment method needs it:
 * card and EFT fields for cc (which offers both), EFT fields for eft, none for list, elist and stmt. Values are
 * the saved billing as responses show it (numbers masked; a security code is never kept, so never shown).
 */
export const billingFields = (method: PaymentMethod, saved: Readonly<Record<string, string>>) => {
  const options = paymentChoice(method).options;
  const eft = options.includes('eft');
  const card = options.includes('cc');
  const value = (name: string) => saved[name] ?? null;
  return [
    field('payment_method', true, saved.payment_method ?? method, paymentChoice(method).locked),
    field('bill_date', eft || card, value('bill_date')),
    ...EFT_FIELDS.map((name) => field(name, eft, value(name))),
    ...CARD_FIELDS.map((name) => field(name, card, name === 'security_code' ? null : value(name))),
    field('address2', false, value('address2')),
    field('is_physical_address', card, value('is_physical_address')),
  ];
};

/** Billing Information's reads and saves (doc 002 section 7). */
export const registerBillingRoutes = (door: Door, { db, pii, limits, now }: BillingDeps) => {
  const commands = billingCommands(pii);

  const owned =
    (read: (enrollment: EnrollmentRow) => Promise<Answer>) =>
    async ({ query, session, reply }: { query: { enrollment_id: string }; session: Session | undefined; reply: VersionReply }) => {
      const found = await ownedForRead(db, { session, reply }, query.enrollment_id);
      return 'refused' in found ? found.refused : read(found.enrollment);
    };
  const groupOf = (enrollment: EnrollmentRow) => enrollment.context.group_id || undefined;

  door.route(WizardClosingRoutes.getFormFieldsBillingInfo, { session: 'optional' }, owned(async (enrollment) => {
    const { method } = await groupBilling(db, groupOf(enrollment));
    const saved = (await readClosingSections(db, enrollment.id)).billing_info;
    return answer.ok(billingFields(method, saved ? billingView(saved.data) : {}));
  }));

  door.route(WizardClosingRoutes.getBillDate, { session: 'optional' }, owned(async () => answer.ok(BILL_DATES.map((n) => ({ bill_date: String(n) })))));

  door.route(WizardClosingRoutes.getPaymentMethod, { session: 'optional' }, owned(async (enrollment) =>
    answer.ok({ payment_method: (await groupBilling(db, groupOf(enrollment))).method }),
  ));

  // An existing member's accounts and cards on file; nothing on file (or not an existing member) is the spec's 204.
  door.route(WizardClosingRoutes.getExistingBankInfo, { session: 'optional' }, owned(async (enrollment) => {
    const banks = await memberBankAccounts(db, enrollment.context.user_id);
    if (banks.length === 0) return answer.none();
    return answer.ok(
      banks.map((b) => ({
        bank_id: b.bank_id,
        account_name: b.account_name,
        bank_name: b.bank_name,
        account_number: maskBankNumber(b.account_last4),
        bank_routing: b.bank_routing,
        account_type: b.account_type,
        account_holder_type: b.account_holder_type,
      })),
    );
  }));
  door.route(WizardClosingRoutes.getExistingCardInfo, { session: 'optional' }, owned(async (enrollment) => {
    const cards = await memberCards(db, enrollment.context.user_id);
    if (cards.length === 0) return answer.none();
    return answer.ok(
      cards.map((c) => ({
        card_id: c.card_id,
        name_on_cc: c.name_on_cc,
        card_number: maskCardNumber(c.card_last4),
        card_brand: c.card_brand,
        expiration_month: c.expiration_month,
        expiration_year: c.expiration_year,
      })),
    );
  }));

  // The reference server's own routing table: no outside service. Limited per client address like the other lookups.
  door.route(WizardClosingRoutes.routingNumberBankLookup, { session: 'none' }, async ({ query, request }) => {
    if (!(await takeHit(db, limits.contactChecks, request.ip, now()))) return answer.fail(429, { routing_number: Messages.tooManyRequests });
    const routing = query.q.replace(/\s/g, '');
    if (!/^\d{9}$/.test(routing)) return answer.fail(422, { routing_number: routing === '' ? Messages.fieldRequired : Messages.routingNumberLength });
    if (!isRoutingNumber(routing)) return answer.fail(422, { routing_number: Messages.routingNumberInvalid });
    const bank = await findBank(db, routing);
    return bank ? answer.ok({ response: { name: bank.bank_name, routing_number: bank.routing_number } }) : answer.fail(422, { routing_number: Messages.routingNumberNotFound });
  });

  door.route(WizardClosingRoutes.getBillingText, { session: 'optional' }, async ({ query, session, reply, request }) => {
    const found = await ownedForRead(db, { session, reply }, query.enrollment_id);
    if ('refused' in found) return found.refused;
    const billing = await groupBilling(db, groupOf(found.enrollment));
    // The notice in the request's language.
    const texts = messagesOfRequest(request, reply);
    return answer.ok({ billing_text: billingText(billing.method, texts), statement_descriptor: billing.descriptor ?? DEFAULT_STATEMENT_DESCRIPTOR });
  });

  const saved = (out: BillingSaved) => answer.ok({ enrollment_id: out.enrollmentId, tab: 'payment_info', data: out.data });
  door.command(WizardClosingRoutes.saveBillingInfo, commands.saveBillingInfo, ({ body }) => ({ enrollmentId: body.enrollment_id, payload: body }), saved);
  door.command(WizardClosingRoutes.saveBillingInfoExisting, commands.saveBillingInfoExisting, ({ body }) => ({ enrollmentId: body.enrollment_id, payload: body }), saved);
};
