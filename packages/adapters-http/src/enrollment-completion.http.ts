import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import * as t from 'io-ts';
import {
  AgreementFormFieldsResponse,
  AgreementTextsResponse,
  BillDateResponse,
  BillingTextResponse,
  ContinueEnrollmentResponse,
  decode,
  ExistingBanksResponse,
  ExistingCardsResponse,
  FormFieldsResponse,
  InvoiceResponse,
  OpenSigningLinkResponse,
  SigningSiteResponse,
  PaymentMethodResponse,
  ReceiptResponse,
  ReviewSummaryResponse,
  RoutingLookupResponse,
  Routes,
  SaveAgreementInfoResponse,
  SaveBillingInfoResponse,
  SendSigningLinkResponse,
  SigningReviewResponse,
  SigningRoutes,
  SigningStatusResponse,
  TabRequiredResponse,
  TempInfoResponse,
  WireBilling,
  WizardClosingRoutes,
  WizardProgressResponse,
  type WireAgreementSaved,
  type WireAgreementText,
  type WireReceipt,
  type WireFormField,
  type WireReviewSummary,
} from '@benefit-store/contract';
import { dropEmpty, isTabName, parseMoney, parseTier, savedTabTarget, unexpected, type DomainError, type TabName } from '@benefit-store/domain';
import type {
  AgreementSubmission,
  AgreementText,
  BillingView,
  FormField,
  Receipt,
  ResumedEnrollment,
  ReviewSummary,
  SavedSection,
  SectionView,
  SignedAgreement,
  EnrollmentCompletionGateway,
} from '@benefit-store/ports';
import type { ApiClient } from './api-client.ts';

/** The wizard's second part over HTTP (doc 002 section 7; docs/adr/0720): wire shapes in, domain values out. */

const toFormField = (f: WireFormField): FormField => ({ name: f.field_name, ...(f.value !== null ? { value: f.value } : {}), required: f.required, readOnly: f.read_only });

const tabOf = (spelled: string): TabName | undefined => savedTabTarget(spelled)?.tab;
const cents = (price: number | string): number => parseMoney(price) ?? 0;

const toSection = (value: unknown): SectionView | undefined => {
  if (value === null || typeof value !== 'object') return undefined;
  const { status, ...data } = value as Record<string, unknown>;
  return status === 'saved' || status === 'draft' ? { status, data } : undefined;
};

const toReview = (r: WireReviewSummary): ReviewSummary => ({
  tabs: r.tabs.flatMap((spelled) => [tabOf(spelled)].flatMap((tab) => (tab ? [tab] : []))),
  sections: Object.fromEntries(
    Object.entries(r.sections).flatMap(([spelled, value]) => {
      const tab = tabOf(spelled);
      const section = toSection(value);
      return tab && section ? [[tab, section]] : [];
    }),
  ),
  plans: r.plans.map((p) => ({ planId: p.plan_id, name: p.plan_name, price: cents(p.price) })),
  firstMonth: cents(r.initial_month_cost),
  recurring: cents(r.recurring_month_cost),
  additionalNotes: r.additional_notes,
  finished: r.finished,
  ...dropEmpty({ policyId: r.policy_id, effectiveDate: r.effective_date }),
});

const toText = (text: WireAgreementText): AgreementText => ({
  key: text.text_key,
  version: text.version,
  hash: text.text_hash,
  head: text.text_head,
  body: text.text_body,
  language: text.language,
  required: text.text_required,
  checked: text.checked,
});

const toSigned = (data: WireAgreementSaved): SignedAgreement => ({
  signerMode: data.signer_mode,
  signerRole: data.signer_role,
  signedAt: data.signed_at,
  accepted: data.accepted,
  consentHash: data.consent_hash,
});

const toReceipt = (r: WireReceipt): Receipt => ({
  policyId: r.policy_id,
  name: r.name,
  callInvoice: r.callInvoice,
  ...dropEmpty({ effectiveDate: r.effective_date, email: r.email, enrollmentId: r.enrollment_id }),
  ...(r.sent_to ? { sentTo: r.sent_to } : {}),
  ...(r.carriers ? { carriers: r.carriers.map((c) => ({ carrier: c.carrier, sentOn: c.sent_on, status: c.status })) } : {}),
});

/** The agreement as the wire carries it: the checked agreements' hashes and the signer's verification (empty values dropped). */
const wireAgreement = (s: AgreementSubmission) => ({
  accepted_texts: [...s.acceptedTexts],
  ...dropEmpty({
    answer: s.answer,
    user_name: s.userName,
    agent_code: s.agentCode,
    group_code: s.groupCode,
    signature: s.signature,
    question_id: s.questionId,
    question: s.question,
    date: s.date,
    agent_name: s.agentName,
    group_name: s.groupName,
  }),
});

/** continue-enrollment's and direct-continue's answer as the client stores it. */
export const toResumed = (data: t.TypeOf<typeof ContinueEnrollmentResponse>['data']): ResumedEnrollment => ({
  enrollmentId: data.enrollment_id,
  savedTab: data.saved_tab,
  ...dropEmpty({
    groupId: data.group_id ?? undefined,
    portalId: data.platform_group_id ?? undefined,
    agentId: data.agent_id ?? undefined,
    openType: data.open_type ?? undefined,
    type: data.type ?? undefined,
    eprocess: data.eprocess ?? undefined,
    tier: parseTier(data.tier),
    state: data.state,
    effectiveDate: data.effective_date ?? undefined,
    userId: data.user_id ?? undefined,
    referral: data.referral ?? undefined,
  }),
});

/** A 204 (nothing on file, or no invoice of its own) is no error here. */
const orNone = <A>(call: ResultAsync<A, DomainError>): ResultAsync<A | undefined, DomainError> =>
  call.orElse((error) => (error.kind === 'not-found' && error.message.endsWith(': not found') ? okAsync(undefined) : errAsync(error)));

export const httpEnrollmentCompletionGateway = (api: ApiClient): EnrollmentCompletionGateway => {
  const enrollment = (tempId: string) => ({ query: { enrollment_id: tempId } });
  return {
    tabRequired: (tempId, tab) =>
      api.call(WizardClosingRoutes.checkTabRequired, TabRequiredResponse, { query: { enrollment_id: tempId, tab_name: tab } }).map(({ data }) => data.result.required),
    progress: (tempId) =>
      api.call(WizardClosingRoutes.getWizardProgress, WizardProgressResponse, enrollment(tempId)).andThen(({ data }) => {
        const tabs = data.tabs.flatMap((t) => (isTabName(t.tab_name) ? [{ tab: t.tab_name, complete: t.complete }] : []));
        return isTabName(data.first_open) ? okAsync({ tabs, firstOpen: data.first_open }) : errAsync(unexpected(`get-wizard-progress named no step: ${data.first_open}`));
      }),

    reviewSummary: (tempId) => api.call(WizardClosingRoutes.getReviewSummary, ReviewSummaryResponse, enrollment(tempId)).map(({ data }) => toReview(data)),
    saveReview: (tempId, additionalNotes) =>
      api
        .call(WizardClosingRoutes.saveReviewInfo, ReceiptResponse, { body: { enrollment_id: tempId, first_enroll: '1', ...dropEmpty({ additional_notes: additionalNotes }) } })
        .map(({ data }) => toReceipt(data)),

    agreementTexts: (tempId) => api.call(WizardClosingRoutes.getAgreementTexts, AgreementTextsResponse, enrollment(tempId)).map(({ data }) => data.map(toText)),
    agreementForm: (tempId) =>
      api
        .call(WizardClosingRoutes.getFormFieldsAgreementInfo, AgreementFormFieldsResponse, enrollment(tempId))
        .map(({ data }) => ({ fields: data.fields.map(toFormField), signerMode: data.signer_mode })),
    saveAgreement: (tempId, submission) =>
      api
        .call(WizardClosingRoutes.saveAgreementInfo, SaveAgreementInfoResponse, { body: { enrollment_id: tempId, ...wireAgreement(submission) } })
        .map(({ data }) => toSigned(data.data)),

    billing: (tempId): ResultAsync<SavedSection<BillingView> | undefined, DomainError> =>
      api.call(Routes.getEnrollmentTempInfo, TempInfoResponse, { query: { enrollment_id: tempId, column: 'payment_info' } }).andThen(({ data }) => {
        if (data.result === null || data.result === undefined) return okAsync(undefined);
        const section = toSection(data.result);
        const shaped = decode(WireBilling, section?.data);
        if (!section || !shaped.ok) return errAsync(unexpected('payment_info came back in an unexpected shape'));
        return okAsync({ status: section.status, data: shaped.value });
      }),
    billingFields: (tempId) => api.call(WizardClosingRoutes.getFormFieldsBillingInfo, FormFieldsResponse, enrollment(tempId)).map(({ data }) => data.map(toFormField)),
    billDates: (tempId) => api.call(WizardClosingRoutes.getBillDate, BillDateResponse, enrollment(tempId)).map(({ data }) => data.map((d) => Number(d.bill_date)).filter(Number.isFinite)),
    paymentMethod: (tempId) => api.call(WizardClosingRoutes.getPaymentMethod, PaymentMethodResponse, enrollment(tempId)).map(({ data }) => data.payment_method),
    existingBanks: (tempId) =>
      orNone(api.call(WizardClosingRoutes.getExistingBankInfo, ExistingBanksResponse, enrollment(tempId))).map(
        (answer) =>
          answer?.data.map((b) => ({
            bankId: b.bank_id,
            accountName: b.account_name,
            bankName: b.bank_name,
            accountNumber: b.account_number,
            routingNumber: b.bank_routing,
            accountType: b.account_type,
            accountHolderType: b.account_holder_type,
          })) ?? [],
      ),
    existingCards: (tempId) =>
      orNone(api.call(WizardClosingRoutes.getExistingCardInfo, ExistingCardsResponse, enrollment(tempId))).map(
        (answer) =>
          answer?.data.map((c) => ({
            cardId: c.card_id,
            nameOnCard: c.name_on_cc,
            cardNumber: c.card_number,
            brand: c.card_brand,
            expirationMonth: c.expiration_month,
            expirationYear: c.expiration_year,
          })) ?? [],
      ),
    lookUpRoutingNumber: (routingNumber) =>
      api.call(WizardClosingRoutes.routingNumberBankLookup, RoutingLookupResponse, { query: { q: routingNumber } }).map(({ data }) => data.response.name),
    saveBilling: (tempId, billing) => {
      const details =
        billing.method === 'eft' ? { ...billing.eft } : billing.method === 'cc' ? { ...billing.card, ...dropEmpty({ bill_date: billing.billDate }) } : dropEmpty({ bill_date: billing.billDate });
      return api
        .call(WizardClosingRoutes.saveBillingInfo, SaveBillingInfoResponse, { body: { enrollment_id: tempId, payment_method: billing.method, ...dropEmpty(details) } })
        .map(({ data }) => data.data);
    },
    saveExistingBilling: (tempId, billing) => {
      const details =
        billing.method === 'cc'
          ? { card_id: billing.cardId, bill_date: billing.billDate }
          : {
              bank_id: billing.bankId,
              account_type: billing.accountType,
              account_holder_type: billing.accountHolderType,
              account_name: billing.accountName,
              bank_name: billing.bankName,
              bank_routing: billing.routingNumber,
              bill_date: billing.billDate,
            };
      return api
        .call(WizardClosingRoutes.saveBillingInfoExisting, SaveBillingInfoResponse, { body: { enrollment_id: tempId, payment_method: billing.method, ...dropEmpty(details) } })
        .map(({ data }) => data.data);
    },
    billingText: (tempId) =>
      api.call(WizardClosingRoutes.getBillingText, BillingTextResponse, enrollment(tempId)).map(({ data }) => ({ text: data.billing_text, statementDescriptor: data.statement_descriptor })),

    receipt: (tempId) => api.call(WizardClosingRoutes.getReceipt, ReceiptResponse, enrollment(tempId ?? '')).map(({ data }) => toReceipt(data)),
    generateInvoice: (tempId, policyId, effectiveDate) =>
      orNone(api.call(WizardClosingRoutes.autoInvoiceGeneration, InvoiceResponse, { body: { enrollment_id: tempId, policy_id: policyId, ...dropEmpty({ effectiveDate }) } })).map(
        (answer) =>
          answer && {
            invoiceId: answer.data.invoice_id,
            policyId: answer.data.policy_id,
            amount: Math.round(answer.data.amount * 100),
            dueDate: answer.data.due_date,
            paymentMethod: answer.data.payment_method,
            status: answer.data.status,
          },
      ),

    directContinue: (encodedId) => api.call(WizardClosingRoutes.directContinue, ContinueEnrollmentResponse, { params: { id: encodedId } }).map(({ data }) => toResumed(data)),

    sendSigningLink: (tempId, email, name) =>
      api
        .call(SigningRoutes.sendSigningLink, SendSigningLinkResponse, { body: { enrollment_id: tempId, email, ...dropEmpty({ name }) } })
        .map(({ data }) => ({ sentTo: data.sent_to, expiresAt: data.expires_at })),
    signingStatus: (tempId) =>
      api.call(SigningRoutes.signingStatus, SigningStatusResponse, enrollment(tempId)).map(({ data }) => ({
        state: data.status,
        ...dropEmpty({
          sentTo: data.sent_to,
          sentAt: data.sent_at,
          expiresAt: data.expires_at,
          openedAt: data.opened_at ?? undefined,
          signedAt: data.signed_at ?? undefined,
          completedAt: data.completed_at ?? undefined,
          policyId: data.policy_id ?? undefined,
        }),
      })),
    signingSite: (token) =>
      api.call(SigningRoutes.signingSite, SigningSiteResponse, { query: { token } }).map(({ data }) => ({ name: data.name, logo: data.logo, brandColor: data.brand_color })),
    openSigningLink: (token, birthdate) =>
      api.call(SigningRoutes.openSigningLink, OpenSigningLinkResponse, { body: { token, birthdate } }).map(({ data }) => ({
        name: data.name,
        expiresAt: data.expires_at,
        steps: data.steps.flatMap((spelled) => [tabOf(spelled)].flatMap((tab) => (tab ? [tab] : []))),
      })),
    signingReview: (token) =>
      api.call(SigningRoutes.signingReview, SigningReviewResponse, { query: { token } }).map(({ data }) => ({
        review: toReview(data.review),
        texts: data.agreement.texts.map(toText),
        form: { fields: data.agreement.fields.map(toFormField), signerMode: data.agreement.signer_mode },
      })),
    signRemotely: (token, submission) =>
      api.call(SigningRoutes.signingAgreement, SaveAgreementInfoResponse, { body: { token, ...wireAgreement(submission) } }).map(({ data }) => toSigned(data.data)),
    confirmRemotely: (token, additionalNotes) =>
      api.call(SigningRoutes.signingConfirm, ReceiptResponse, { body: { token, ...dropEmpty({ additional_notes: additionalNotes }) } }).map(({ data }) => toReceipt(data)),
  };
};
