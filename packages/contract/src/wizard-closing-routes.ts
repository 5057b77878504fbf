import * as t from 'io-ts';
import { Limits } from '@benefit-store/domain';
import { Id, Text } from './fields.ts';
import { api, benefit, query } from './routes.ts';
import {
  AutoInvoiceGenerationRequest,
  OpenSigningLinkRequest,
  SaveAgreementInfoRequest,
  SaveBillingInfoExistingRequest,
  SaveBillingInfoRequest,
  SaveReviewInfoRequest,
  SendSigningLinkRequest,
  SIGNATURE_MAX_BODY,
  SigningAgreementRequest,
  SigningConfirmRequest,
  SigningToken,
} from './wizard-closing.ts';

const enrollment = query({ enrollment_id: Id });

/**
 * The wizard's second part (doc 002 section 7): review, agreement, billing, receipt and direct-continue, spelled
 * as the wire spells them; save-enrollment's tabs aggrement_info, payment_info and review_info travel through
 * SaveEnrollmentRoutes. The review summary, the signing-link calls and the invoice are ours (docs/adr/0720).
 */
export const WizardClosingRoutes = {
  // Field definitions and which tabs are required
  getFormFieldsAgreementInfo: api('GET', '/get-form-fields-agreement-info', enrollment),
  getFormFieldsBillingInfo: api('GET', '/get-form-fields-billing-info', enrollment),
  checkTabRequired: api('GET', '/check-tab-required', query({ enrollment_id: Id, tab_name: Text(Limits.id) })),
  // Which required steps are complete, and the first one that is not (ours, docs/adr/0712)
  getWizardProgress: api('GET', '/get-wizard-progress', enrollment),
  // Review & Confirmation
  getReviewSummary: api('GET', '/get-review-summary', enrollment),
  saveReviewInfo: api('POST', '/save-review-info', { body: SaveReviewInfoRequest }),
  // Agreement & Signature
  getAgreementTexts: api('GET', '/get-agreement-texts', enrollment),
  saveAgreementInfo: api('POST', '/save-agreement-info', { body: SaveAgreementInfoRequest, maxBodyBytes: SIGNATURE_MAX_BODY }),
  // Billing Information
  getBillDate: api('GET', '/get-bill-date', enrollment),
  getPaymentMethod: api('GET', '/get-payment-method', enrollment),
  getExistingBankInfo: api('GET', '/get-existing-bank-info', enrollment),
  getExistingCardInfo: api('GET', '/get-existing-card-info', enrollment),
  routingNumberBankLookup: api('GET', '/routing-number-bank-lookup', query({ q: Text(Limits.id) })),
  saveBillingInfo: api('POST', '/save-billing-info', { body: SaveBillingInfoRequest }),
  saveBillingInfoExisting: api('POST', '/save-billing-info-existing', { body: SaveBillingInfoExistingRequest }),
  getBillingText: benefit('GET', '/get-billing-text', enrollment),
  // Receipt and the first invoice; without an enrollment id, the one this session confirmed last (docs/adr/0712)
  getReceipt: api('GET', '/get-receipt', enrollment),
  autoInvoiceGeneration: api('POST', '/autoInvoiceGeneration', { body: AutoInvoiceGenerationRequest }),
  // Opening a saved enrollment from a link: only for whoever already holds it (docs/adr/0720)
  directContinue: api('GET', '/direct-continue/:id', { params: t.type({ id: Text(Limits.token) }) }),
} as const;

/**
 * Remote signing (ours, docs/adr/0720): a rep sends the member a link that opens the review and agreement steps
 * of that one enrollment; the rep sees when it was opened and signed.
 */
export const SigningRoutes = {
  sendSigningLink: api('POST', '/send-signing-link', { body: SendSigningLinkRequest }),
  signingStatus: api('GET', '/signing-status', enrollment),
  signingSite: api('GET', '/signing/site', query({ token: SigningToken })),
  openSigningLink: api('POST', '/signing/open', { body: OpenSigningLinkRequest }),
  signingReview: api('GET', '/signing/review', query({ token: SigningToken })),
  signingAgreement: api('POST', '/signing/save-agreement', { body: SigningAgreementRequest, maxBodyBytes: SIGNATURE_MAX_BODY }),
  signingConfirm: api('POST', '/signing/confirm', { body: SigningConfirmRequest }),
} as const;

export type WizardClosingRouteName = keyof typeof WizardClosingRoutes;
export type SigningRouteName = keyof typeof SigningRoutes;
