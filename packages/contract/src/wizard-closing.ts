import * as t from 'io-ts';
import { Limits, PaymentMethods } from '@benefit-store/domain';
import { WireSentToCarrier } from './carriers.ts';
import { successEnvelope, WireId } from './envelope.ts';
import { Id, ListOf, OneOf, OptionalChoice, OptionalId, OptionalText, Text } from './fields.ts';
import { WireFormField } from './wizard.ts';

/**
 * The enrollment wizard's second part (doc 002 sections 2-9): Review & Confirmation, Agreement & Signature,
 * Billing Information, the receipt and the invoice, direct-continue, and our additions: remote signing and
 * the review summary (docs/adr/0720). Spelled as the wire spells them.
 */

const Short = OptionalText();
const OptionalName = OptionalText(Limits.name);
const Nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);

/** A drawn signature: a PNG data URL of the signature canvas (about 20-60 KB; at most this many characters). */
export const SIGNATURE_MAX_CHARS = 400_000;
/** Room for a signature in a request body. */
export const SIGNATURE_MAX_BODY = 512 * 1024;

// ---- check-tab-required ----

export const TabRequiredResponse = successEnvelope(t.type({ result: t.type({ tab_name: t.string, required: t.boolean }) }));

/**
 * get-wizard-progress (ours, docs/adr/0712): the enrollment's required tabs in wizard order, each with whether it is
 * complete (saved through its own Next; the agreement covering every agreement shown now), and the first one that
 * is not (review once all are). The progress bar and the wizard's guard read it.
 */
export const WizardProgressResponse = successEnvelope(
  t.type({ tabs: t.array(t.type({ tab_name: t.string, complete: t.boolean })), first_open: t.string }),
);

// ---- Review & Confirmation ----

/** POST save-review-info: confirms the enrollment (first_enroll 1). */
export const SaveReviewInfoRequest = t.intersection([
  t.type({ enrollment_id: Id }),
  t.partial({ additional_notes: OptionalText(Limits.text), first_enroll: OptionalChoice(['1']) }),
]);
export type SaveReviewInfoRequest = t.TypeOf<typeof SaveReviewInfoRequest>;

/** What the receipt needs: the confirmation number (policy id), who enrolled, and whether to call for the invoice. */
export const WireReceipt = t.intersection([
  t.type({ policy_id: t.string, name: t.string, callInvoice: t.boolean }),
  // sent_to (ours, docs/adr/0712): every address the 'Enrollment Receipt' was queued for, the member's first.
  // enrollment_id (ours): which enrollment the receipt is of, when get-receipt was asked without one after a refresh.
  // carriers (ours, docs/adr/0803): each carrier the enrollment's file was delivered to, once it was.
  t.partial({
    effective_date: t.string,
    email: t.string,
    sent_to: t.array(t.string),
    enrollment_id: t.string,
    carriers: t.array(WireSentToCarrier),
  }),
]);
export type WireReceipt = t.TypeOf<typeof WireReceipt>;
export const ReceiptResponse = successEnvelope(WireReceipt);

/** A cart line as review shows it. */
export const WireReviewPlan = t.type({ plan_id: WireId, plan_name: t.string, price: t.union([t.number, t.string]) });

/**
 * The review in one read (ours): the required tabs in wizard order, every saved section as responses show it
 * (SSNs, account and card numbers masked), the cart's plans with First Month Total Cost and Recurring Monthly
 * Cost, the notes, and whether the enrollment is already confirmed.
 */
export const WireReviewSummary = t.intersection([
  t.type({
    tabs: t.array(t.string),
    sections: t.record(t.string, t.unknown),
    plans: t.array(WireReviewPlan),
    initial_month_cost: t.union([t.number, t.string]),
    recurring_month_cost: t.union([t.number, t.string]),
    additional_notes: t.string,
    finished: t.boolean,
  }),
  t.partial({ policy_id: t.string, effective_date: t.string }),
]);
export type WireReviewSummary = t.TypeOf<typeof WireReviewSummary>;
export const ReviewSummaryResponse = successEnvelope(WireReviewSummary);

// ---- Agreement & Signature ----

/**
 * One agreement: its words, whether it must be checked, whether this enrollment accepted it (in any language's wording
 * of this version), its version, and the language of these words: the request's `Accept-Language` where the agreement
 * has a wording in it, else English (docs/adr/0900-languages.md).
 */
export const WireAgreementText = t.type({
  text_key: t.string,
  version: t.number,
  language: t.string,
  /** SHA-256 of the exact words: what a consent record names, and what save-agreement-info sends back as accepted. */
  text_hash: t.string,
  text_head: t.string,
  text_body: t.string,
  text_required: t.boolean,
  checked: t.boolean,
});
export type WireAgreementText = t.TypeOf<typeof WireAgreementText>;

/**
 * An agreement as it was accepted, word for word and in the language it was read in (its hash is what the consent
 * record names): the review's and get-enrollment-temp-info's `aggrement_info.accepted_texts`, and support's inspection.
 */
export const WireAcceptedAgreement = t.type({
  text_key: t.string,
  version: t.number,
  language: t.string,
  text_hash: t.string,
  text_head: t.string,
  text_body: t.string,
});
export type WireAcceptedAgreement = t.TypeOf<typeof WireAcceptedAgreement>;
export const AgreementTextsResponse = successEnvelope(t.array(WireAgreementText));

export const SIGNER_MODES = ['broker', 'group', 'applicant', 'sigapplicant'] as const;
/** get-form-fields-agreement-info: the fields, and who verifies (broker, group, applicant, or a drawn signature). */
export const AgreementFormFieldsResponse = successEnvelope(t.type({ fields: t.array(WireFormField), signer_mode: OneOf(SIGNER_MODES) }));

const agreementFields = {
  eprocess: OptionalText(Limits.id),
  question_id: OptionalId,
  question: OptionalText(Limits.text),
  answer: Short,
  verification_code: OptionalText(Limits.id),
  date: OptionalText(Limits.id),
  agent_name: OptionalName,
  agent_code: OptionalText(Limits.id),
  group_name: OptionalName,
  group_code: OptionalText(Limits.id),
  user_name: OptionalName,
  signature: OptionalText(SIGNATURE_MAX_CHARS),
  /** Ours: the text_hash of every agreement checked (the spec's client checks them; the server records them). */
  accepted_texts: ListOf(Text(Limits.id), 20),
};

/** POST save-agreement-info (nulls dropped). */
export const SaveAgreementInfoRequest = t.intersection([t.type({ enrollment_id: Id }), t.partial(agreementFields)]);
export type SaveAgreementInfoRequest = t.TypeOf<typeof SaveAgreementInfoRequest>;

/** The agreement as saved: who signed in which role and when, what was accepted, and the consent chain's head. */
export const WireAgreementSaved = t.intersection([
  t.type({ signer_mode: t.string, signer_role: t.string, signed_at: t.string, accepted: t.array(t.string), consent_hash: t.string }),
  t.partial({ user_name: t.string, agent_name: t.string, agent_code: t.string, group_name: t.string, group_code: t.string, date: t.string }),
]);
export type WireAgreementSaved = t.TypeOf<typeof WireAgreementSaved>;
export const SaveAgreementInfoResponse = successEnvelope(t.type({ enrollment_id: WireId, tab: t.string, data: WireAgreementSaved }));

// ---- Billing Information ----

export const PaymentMethodResponse = successEnvelope(t.type({ payment_method: OneOf(PaymentMethods) }));
export const BillDateResponse = successEnvelope(t.array(t.type({ bill_date: t.string })));

export const WireExistingBank = t.type({
  bank_id: WireId,
  account_name: t.string,
  bank_name: t.string,
  /** Masked: five x's and the last four. */
  account_number: t.string,
  bank_routing: t.string,
  account_type: t.string,
  account_holder_type: t.string,
});
export type WireExistingBank = t.TypeOf<typeof WireExistingBank>;
export const ExistingBanksResponse = successEnvelope(t.array(WireExistingBank));

/** A card on file: never the number (six x's and the last four) and never a security code, which is not kept. */
export const WireExistingCard = t.type({
  card_id: WireId,
  name_on_cc: t.string,
  card_number: t.string,
  card_brand: t.string,
  expiration_month: t.string,
  expiration_year: t.string,
});
export type WireExistingCard = t.TypeOf<typeof WireExistingCard>;
export const ExistingCardsResponse = successEnvelope(t.array(WireExistingCard));

export const RoutingLookupResponse = successEnvelope(t.type({ response: t.type({ name: t.string, routing_number: t.string }) }));

const billingFields = {
  routing_number: Short,
  account_name: OptionalName,
  bank_name: OptionalName,
  account_number: Short,
  account_type: Short,
  account_holder_type: Short,
  bill_date: Short,
  first_name_on_cc: OptionalName,
  last_name_on_cc: OptionalName,
  card_number: Short,
  expiration_month: Short,
  expiration_year: Short,
  security_code: Short,
  address1: Short,
  address2: Short,
  city: Short,
  state: Short,
  zip: Short,
  is_physical_address: OptionalChoice(['yes', 'no']),
};

/** POST save-billing-info (empty values dropped): the payment method, and the card or bank details it needs. */
export const SaveBillingInfoRequest = t.intersection([t.type({ enrollment_id: Id, payment_method: Text(Limits.id) }), t.partial(billingFields)]);
export type SaveBillingInfoRequest = t.TypeOf<typeof SaveBillingInfoRequest>;

/** POST save-billing-info-existing: a card on file (card_id) or a bank account on file (bank_id and its details). */
export const SaveBillingInfoExistingRequest = t.intersection([
  t.type({ enrollment_id: Id, payment_method: Text(Limits.id) }),
  t.partial({
    card_id: OptionalId,
    bank_id: OptionalId,
    account_type: Short,
    account_holder_type: Short,
    account_name: OptionalName,
    bank_name: OptionalName,
    bank_routing: Short,
    bill_date: Short,
  }),
]);
export type SaveBillingInfoExistingRequest = t.TypeOf<typeof SaveBillingInfoExistingRequest>;

/** payment_info as responses show it: account and card numbers masked, never a security code. */
export const WireBilling = t.intersection([
  t.type({ payment_method: t.string }),
  t.partial({
    bill_date: t.string,
    routing_number: t.string,
    account_name: t.string,
    bank_name: t.string,
    account_number: t.string,
    account_type: t.string,
    account_holder_type: t.string,
    first_name_on_cc: t.string,
    last_name_on_cc: t.string,
    card_number: t.string,
    card_brand: t.string,
    expiration_month: t.string,
    expiration_year: t.string,
    address1: t.string,
    address2: t.string,
    city: t.string,
    state: t.string,
    zip: t.string,
    is_physical_address: t.string,
    card_id: t.string,
    bank_id: t.string,
  }),
]);
export type WireBilling = t.TypeOf<typeof WireBilling>;
export const SaveBillingInfoResponse = successEnvelope(t.type({ enrollment_id: WireId, tab: t.string, data: WireBilling }));

/** get-billing-text (benefit service): the payment notice shown on the billing step and the statement descriptor. */
export const BillingTextResponse = successEnvelope(t.type({ billing_text: t.string, statement_descriptor: t.string }));

// ---- Receipt and invoice ----

export const AutoInvoiceGenerationRequest = t.intersection([
  t.type({ enrollment_id: Id }),
  t.partial({ policy_id: OptionalId, effectiveDate: OptionalText(Limits.id) }),
]);
export type AutoInvoiceGenerationRequest = t.TypeOf<typeof AutoInvoiceGenerationRequest>;
export const WireInvoice = t.type({
  invoice_id: t.string,
  policy_id: t.string,
  amount: t.number,
  due_date: t.string,
  payment_method: t.string,
  status: t.string,
});
export type WireInvoice = t.TypeOf<typeof WireInvoice>;
export const InvoiceResponse = successEnvelope(WireInvoice);

// ---- Remote signing (ours) ----

export const SendSigningLinkRequest = t.intersection([t.type({ enrollment_id: Id, email: Text(Limits.email) }), t.partial({ name: OptionalName })]);
export type SendSigningLinkRequest = t.TypeOf<typeof SendSigningLinkRequest>;
export const SendSigningLinkResponse = successEnvelope(t.type({ sent_to: t.string, expires_at: t.string }));

export const SIGNING_STATES = ['none', 'sent', 'opened', 'signed', 'completed', 'expired', 'revoked'] as const;
export const SigningStatusResponse = successEnvelope(
  t.intersection([
    t.type({ status: OneOf(SIGNING_STATES) }),
    t.partial({
      sent_to: t.string,
      sent_at: t.string,
      expires_at: t.string,
      opened_at: Nullable(t.string),
      signed_at: Nullable(t.string),
      completed_at: Nullable(t.string),
      policy_id: Nullable(t.string),
    }),
  ]),
);

export const SigningToken = Text(Limits.token);
export const OpenSigningLinkRequest = t.type({ token: SigningToken, birthdate: Text(Limits.id) });
export type OpenSigningLinkRequest = t.TypeOf<typeof OpenSigningLinkRequest>;
export const OpenSigningLinkResponse = successEnvelope(t.type({ name: t.string, expires_at: t.string, steps: t.array(t.string) }));
/** The site a signing link belongs to, as the signing page shows it before anything else (docs/adr/0701). */
export const SigningSiteResponse = successEnvelope(t.type({ name: t.string, logo: t.string, brand_color: t.string }));

export const SigningReviewResponse = successEnvelope(
  t.type({
    review: WireReviewSummary,
    agreement: t.type({ texts: t.array(WireAgreementText), fields: t.array(WireFormField), signer_mode: OneOf(SIGNER_MODES) }),
  }),
);
export const SigningAgreementRequest = t.intersection([t.type({ token: SigningToken }), t.partial(agreementFields)]);
export type SigningAgreementRequest = t.TypeOf<typeof SigningAgreementRequest>;
export const SigningConfirmRequest = t.intersection([t.type({ token: SigningToken }), t.partial({ additional_notes: OptionalText(Limits.text) })]);
export type SigningConfirmRequest = t.TypeOf<typeof SigningConfirmRequest>;

// ---- Support: a new resume code ----

export const ResendCodeRequest = t.type({ email: Text(Limits.email) });
export const ResendCodeResponse = successEnvelope(t.type({ enrollment_id: t.string, sent_to: t.string, saved_tab: t.string, expires_at: t.string }));
