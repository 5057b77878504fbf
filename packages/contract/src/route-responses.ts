import * as t from 'io-ts';
import { AccountRoutes, InvitationResponse, SetPasswordResponse } from './account-routes.ts';
import { ApiDocsRoutes, OpenApiDocumentResponse } from './api-docs-routes.ts';
import * as benefitService from './benefit-service.ts';
import * as cart from './cart-routes.ts';
import { DevMailRoutes, ListDevMailResponse, ShowDevMailResponse } from './dev-mail.ts';
import { AddFilterForNewUserResponse, ChangeFilterInfoResponse, GetEnrollmentTempInfoResponse } from './filter.ts';
import { MediaRoutes } from './media-routes.ts';
import { MemberRoutes } from './member-routes.ts';
import * as members from './members.ts';
import * as plans from './plan-routes.ts';
import { GetFilteredPlansResponse } from './plans.ts';
import { GetQuotePreviewContentResponse, OpenQuoteLinkResponse, QuoteRoutes } from './quote-routes.ts';
import { ReadBatchResponse, ReadBatchRoutes } from './read-batch.ts';
import { Routes, type Route } from './routes.ts';
import { SaveEnrollmentRoutes, SaveQuoteResponse } from './save-enrollment.ts';
import { ShellRoutes } from './shell-routes.ts';
import * as shell from './shell.ts';
import * as support from './support-routes.ts';
import * as operators from './operator-routes.ts';
import { SigningRoutes, WizardClosingRoutes } from './wizard-closing-routes.ts';
import * as closing from './wizard-closing.ts';
import { WizardRoutes } from './wizard-routes.ts';
import * as wizard from './wizard.ts';

/**
 * What each route answers, for the published document (docs/adr/0012-the-published-contract.md): the codec of its success body, and
 * where it has them a coded refusal beside the error envelope, an empty 204 ("not found" for lookups), or a
 * body that is not JSON (images, the development mailbox's pages). Every route also answers the error
 * envelope for any 4xx and 5xx; that needs no entry.
 */
export interface RouteResponse {
  /** The success body: a JSON codec, or a media type for a body that is not JSON. */
  readonly ok: t.Mixed | { readonly mediaType: string; readonly description: string };
  /** The 4xx carries an error code beside the envelope's fields (docs/adr/0610). */
  readonly refusal?: t.Mixed;
  /** May answer 204 with no body: the spec's "not found" for a lookup. */
  readonly empty?: true;
}

const svg = { mediaType: 'image/svg+xml', description: 'An SVG image drawn from catalogue and site data.' };
const html = { mediaType: 'text/html', description: 'An HTML page for a developer (development only: 404 in production).' };

/** A route's response, looked up by the route value itself. */
const table = new Map<Route, RouteResponse>();
const answers = (route: Route, response: RouteResponse) => table.set(route, response);

// ---- the filter, plans and recommendations (routes.ts) ----
answers(Routes.addFilterForNewUser, { ok: AddFilterForNewUserResponse });
answers(Routes.changeFilterInfo, { ok: ChangeFilterInfoResponse });
answers(Routes.getEnrollmentTempInfo, { ok: GetEnrollmentTempInfoResponse });
answers(Routes.getFilteredPlans, { ok: GetFilteredPlansResponse });
answers(Routes.validateZipCode, { ok: shell.ValidateZipCodeResponse });
answers(Routes.recommendationPlanDetails, { ok: benefitService.RecommendationPlanDetailsResponse });

// ---- site shell (doc 000) ----
answers(ShellRoutes.getCommonMenu, { ok: shell.GetMenuResponse });
answers(ShellRoutes.getGroupMenu, { ok: shell.GetMenuResponse, empty: true });
answers(ShellRoutes.getCartCount, { ok: shell.GetCartNumberResponse });
answers(ShellRoutes.getCartAmount, { ok: shell.GetCartNumberResponse });
answers(ShellRoutes.getAgentLandingPageInfo, { ok: shell.GetAgentLandingPageInfoResponse, empty: true });
answers(ShellRoutes.getAgentAboutPageInfo, { ok: shell.GetAgentAboutPageInfoResponse, empty: true });
answers(ShellRoutes.getGroupLandingPageInfo, { ok: shell.GetGroupLandingPageInfoResponse, empty: true });
answers(ShellRoutes.getGroupAboutPageInfo, { ok: shell.GetGroupAboutPageInfoResponse, empty: true });
answers(ShellRoutes.getExternalSiteDynamicInformation, { ok: shell.GetSiteDynamicInformationResponse });
answers(ShellRoutes.getFeaturedPlans, { ok: shell.GetFeaturedPlansResponse });
answers(ShellRoutes.getHomepagePlan, { ok: shell.GetHomepagePlanResponse });
answers(ShellRoutes.addFilterForMember, { ok: shell.AddFilterForMemberResponse });
answers(ShellRoutes.getMoreRequirement, { ok: shell.GetMoreRequirementResponse });
answers(ShellRoutes.getDomainSiteInformation, { ok: shell.GetDomainSiteInformationResponse, empty: true });
answers(ShellRoutes.validateLandingPage, { ok: shell.ValidateLandingPageResponse, empty: true });
answers(ShellRoutes.getExternalSiteInformation, { ok: shell.GetExternalSiteInformationResponse, empty: true });
answers(ShellRoutes.getEnrollmentInfoReferral, { ok: shell.GetEnrollmentInfoReferralResponse, empty: true });
answers(ShellRoutes.getDefaultInfo, { ok: shell.GetDefaultInfoResponse });
answers(ShellRoutes.getAgentInfoEnroll, { ok: shell.GetAgentInfoEnrollResponse, empty: true });
answers(ShellRoutes.getGroupInfoEnroll, { ok: shell.GetGroupInfoEnrollResponse, empty: true });
answers(ShellRoutes.getElevateInfo, { ok: shell.GetElevateInfoResponse, empty: true });
answers(ShellRoutes.validateAgent, { ok: shell.ValidateAgentResponse, empty: true });
answers(ShellRoutes.validateGroup, { ok: shell.ValidateGroupResponse, empty: true });
answers(ShellRoutes.getTicketLink, { ok: shell.GetTicketLinkResponse });
answers(ShellRoutes.trackElevateTraffic, { ok: shell.TrackElevateTrafficResponse });

// ---- sign-in and members ----
answers(MemberRoutes.signIn, { ok: members.SignInResponse });
answers(MemberRoutes.signOut, { ok: members.SignOutResponse });
answers(MemberRoutes.me, { ok: members.MeResponse });
answers(MemberRoutes.getAgentGroups, { ok: members.GetAgentGroupsResponse });
answers(MemberRoutes.getEnrollmentPlatforms, { ok: members.GetEnrollmentPlatformsResponse });
answers(MemberRoutes.getAgentMembers, { ok: members.GetMembersResponse });
answers(MemberRoutes.getGroupUsers, { ok: members.GetMembersResponse });
answers(MemberRoutes.getGroupAgentMemberInfo, { ok: members.GetGroupAgentMemberInfoResponse });
answers(MemberRoutes.updateFilterPortal, { ok: members.UpdateFilterPortalResponse });
answers(MemberRoutes.addFilterForExistingUser, { ok: members.AddFilterForExistingUserResponse });

// ---- the benefit service ----
const { BenefitServiceRoutes } = benefitService;
answers(BenefitServiceRoutes.decryptDetail, { ok: benefitService.DecryptDetailResponse });
answers(BenefitServiceRoutes.recommendationPopularity, { ok: benefitService.RecommendationListResponse });
answers(BenefitServiceRoutes.recommendationAssociation, { ok: benefitService.RecommendationAssociationResponse });
answers(BenefitServiceRoutes.recommendationFilter, { ok: benefitService.RecommendationListResponse });
answers(BenefitServiceRoutes.checkLeadInformation, { ok: benefitService.CheckLeadInformationResponse });
answers(BenefitServiceRoutes.getLeadInformation, { ok: benefitService.GetLeadInformationResponse });
answers(BenefitServiceRoutes.assistGet, { ok: benefitService.AssistGetResponse });
answers(BenefitServiceRoutes.assistAdd, { ok: benefitService.AssistAddResponse });
answers(BenefitServiceRoutes.assistFeedback, { ok: benefitService.AssistFeedbackResponse });

// ---- images and the development mailbox ----
for (const route of Object.values(MediaRoutes)) if (route !== MediaRoutes.uploadedImage) answers(route, { ok: svg });
answers(MediaRoutes.uploadedImage, { ok: { mediaType: 'image/*', description: 'A logo an operator uploaded: PNG, JPEG or WebP.' } });
answers(DevMailRoutes.listMail, { ok: ListDevMailResponse });
answers(DevMailRoutes.showMail, { ok: ShowDevMailResponse });
answers(DevMailRoutes.mailboxPage, { ok: html });
answers(DevMailRoutes.mailboxMessage, { ok: html });

// ---- plans, questions, dependents, group codes (doc 001) ----
const { PlanRoutes } = plans;
answers(PlanRoutes.getPlanCategory, { ok: plans.GetPlanCategoryResponse });
answers(PlanRoutes.getMenuFilteredPlans, { ok: plans.GetMenuFilteredPlansResponse });
answers(PlanRoutes.getLeftSideFilterFields, { ok: plans.GetLeftSideFilterFieldsResponse });
answers(PlanRoutes.getPlanDetail, { ok: plans.GetPlanDetailResponse });
answers(PlanRoutes.getMembershipDetail, { ok: plans.GetMembershipDetailResponse, empty: true });
answers(PlanRoutes.getPlanPricingDetail, { ok: plans.GetPlanPricingDetailResponse, refusal: plans.CodedError });
answers(PlanRoutes.getPlanPricingDetailElevate, { ok: plans.GetPlanPricingDetailElevateResponse });
answers(PlanRoutes.getRelatedPlans, { ok: plans.GetRelatedPlansResponse });
answers(PlanRoutes.getSuggestedPlanListNew, { ok: plans.GetSuggestedPlanListNewResponse });
answers(PlanRoutes.getSuggestedPlanList, { ok: plans.GetSuggestedPlanListResponse });
answers(PlanRoutes.checkPrudentialPlan, { ok: plans.CheckPrudentialPlanResponse });
answers(PlanRoutes.checkDisabilityPlan, { ok: plans.CheckDisabilityPlanResponse });
answers(PlanRoutes.checkPrudentialCart, { ok: plans.StatusResponse });
answers(PlanRoutes.checkAlreadyInCart, { ok: plans.StatusResponse });
answers(PlanRoutes.checkAlreadyAnswered, { ok: plans.CheckAlreadyAnsweredResponse });
answers(PlanRoutes.getQuestions, { ok: plans.GetQuestionsResponse });
answers(PlanRoutes.saveQuestionAnswers, { ok: plans.SaveQuestionAnswersResponse });
answers(PlanRoutes.getAflacQuestions, { ok: plans.GetAflacQuestionsResponse, empty: true });
answers(PlanRoutes.saveAflacQuestions, { ok: plans.SaveAflacQuestionsResponse });
answers(PlanRoutes.storeTempDependentInfo, { ok: plans.StoreTempDependentInfoResponse });
answers(PlanRoutes.getTempDependentInfo, { ok: plans.GetTempDependentInfoResponse });
answers(PlanRoutes.groupEnrollmentInfo, { ok: plans.GroupEnrollmentInfoResponse });
answers(PlanRoutes.setEnrollmentGroupCode, { ok: plans.SetEnrollmentGroupCodeResponse });

// ---- cart, checkout, quotes ----
const { CartRoutes } = cart;
answers(CartRoutes.addPlanToCart, { ok: cart.GetPlanCartResponse, refusal: plans.CodedError });
answers(CartRoutes.addPlanToCartPrudentials, { ok: cart.GetPlanCartResponse, refusal: plans.CodedError });
answers(CartRoutes.getPlanCart, { ok: cart.GetPlanCartResponse });
answers(CartRoutes.removePlanFromCart, { ok: cart.GetPlanCartResponse });
answers(CartRoutes.getCartEffectiveDates, { ok: cart.GetCartEffectiveDatesResponse });
answers(CartRoutes.cartCheckout, { ok: cart.CartCheckoutResponse });
answers(CartRoutes.saveScreenshot, { ok: cart.SaveScreenshotResponse });
answers(CartRoutes.getDynamicTabs, { ok: cart.GetDynamicTabsResponse });
answers(QuoteRoutes.getQuotePreviewContent, { ok: GetQuotePreviewContentResponse });
answers(QuoteRoutes.openQuoteLink, { ok: OpenQuoteLinkResponse });
/** One route, many tabs: the quote of the cart, or a wizard step saved for later. */
answers(SaveEnrollmentRoutes.saveEnrollment, { ok: t.union([SaveQuoteResponse, wizard.SaveLaterResponse]) });

// ---- the wizard, first part (doc 002) ----
for (const route of [
  WizardRoutes.getFormFieldsPersonalInfo,
  WizardRoutes.getFormFieldsContactInfo,
  WizardRoutes.getFormFieldsEmployerInfo,
  WizardRoutes.getFormFieldsBeneficiaryInfo,
]) {
  answers(route, { ok: wizard.FormFieldsResponse });
}
answers(WizardRoutes.getFormFieldsDependentPrimaryInfo, { ok: wizard.DependentFormFieldsResponse });
for (const route of [
  WizardRoutes.getEthnicCategory,
  WizardRoutes.getAverageWorkWeek,
  WizardRoutes.getEmploymentStatus,
  WizardRoutes.getCompensationTypes,
  WizardRoutes.getVacationPolicy,
  WizardRoutes.getBargainingUnit,
  WizardRoutes.getHolidayPolicy,
  WizardRoutes.getBeneficiaryRelationships,
]) {
  answers(route, { ok: wizard.OptionsResponse });
}
answers(WizardRoutes.getStates, { ok: wizard.StatesResponse });
answers(WizardRoutes.getGroupInfo, { ok: wizard.GroupInfoResponse, empty: true });
answers(WizardRoutes.savePersonalInfo, { ok: wizard.StepSavedResponse });
answers(WizardRoutes.saveEnrollerCode, { ok: wizard.StepSavedResponse });
answers(WizardRoutes.checkEnrollCode, { ok: wizard.CheckEnrollCodeResponse });
answers(WizardRoutes.saveContactInfo, { ok: wizard.StepSavedResponse });
answers(WizardRoutes.validateMemberEmail, { ok: wizard.ValidationResponse });
answers(WizardRoutes.validatePhoneNumverify, { ok: wizard.ValidationResponse });
answers(WizardRoutes.validateEmailNeverbounce, { ok: wizard.ValidationResponse });
answers(WizardRoutes.saveEmployerInfo, { ok: wizard.StepSavedResponse });
answers(WizardRoutes.getBeneficiariesExistingUserEnrollment, { ok: wizard.BeneficiariesResponse, empty: true });
answers(WizardRoutes.validateSingleBeneficiary, { ok: wizard.ValidateSingleBeneficiaryResponse });
answers(WizardRoutes.saveBeneficiaryInfo, { ok: wizard.SaveBeneficiaryInfoResponse });
answers(WizardRoutes.getHealthQuestionsPrimaryHealthInfo, { ok: wizard.HealthInfoResponse });
answers(WizardRoutes.getExistingPrimaryHealthInfo, { ok: wizard.HealthInfoResponse, empty: true });
answers(WizardRoutes.savePrimaryHealthInfo, { ok: wizard.StepSavedResponse });
answers(WizardRoutes.getDependentsExistingUserEnrollment, { ok: wizard.DependentsResponse, empty: true });
answers(WizardRoutes.getHealthQuestionsDependentInfo, { ok: wizard.HealthInfoResponse });
answers(WizardRoutes.validateSingleDependent, { ok: wizard.ValidateSingleDependentResponse });
answers(WizardRoutes.saveDependentInfo, { ok: wizard.SaveDependentInfoResponse });
answers(WizardRoutes.saveDependentInfoToTemp, { ok: wizard.SaveDependentInfoResponse });
answers(WizardRoutes.deleteDependentInIO, { ok: wizard.StepSavedResponse });
answers(WizardRoutes.continueEnrollment, { ok: wizard.ContinueEnrollmentResponse });

// ---- the wizard, second part, and remote signing ----
answers(WizardClosingRoutes.getFormFieldsAgreementInfo, { ok: closing.AgreementFormFieldsResponse });
answers(WizardClosingRoutes.getFormFieldsBillingInfo, { ok: wizard.FormFieldsResponse });
answers(WizardClosingRoutes.checkTabRequired, { ok: closing.TabRequiredResponse });
answers(WizardClosingRoutes.getReviewSummary, { ok: closing.ReviewSummaryResponse });
answers(WizardClosingRoutes.saveReviewInfo, { ok: closing.ReceiptResponse });
answers(WizardClosingRoutes.getAgreementTexts, { ok: closing.AgreementTextsResponse });
answers(WizardClosingRoutes.saveAgreementInfo, { ok: closing.SaveAgreementInfoResponse });
answers(WizardClosingRoutes.getBillDate, { ok: closing.BillDateResponse });
answers(WizardClosingRoutes.getPaymentMethod, { ok: closing.PaymentMethodResponse });
answers(WizardClosingRoutes.getExistingBankInfo, { ok: closing.ExistingBanksResponse, empty: true });
answers(WizardClosingRoutes.getExistingCardInfo, { ok: closing.ExistingCardsResponse, empty: true });
answers(WizardClosingRoutes.routingNumberBankLookup, { ok: closing.RoutingLookupResponse });
answers(WizardClosingRoutes.saveBillingInfo, { ok: closing.SaveBillingInfoResponse });
answers(WizardClosingRoutes.saveBillingInfoExisting, { ok: closing.SaveBillingInfoResponse });
answers(WizardClosingRoutes.getBillingText, { ok: closing.BillingTextResponse });
answers(WizardClosingRoutes.getReceipt, { ok: closing.ReceiptResponse });
answers(WizardClosingRoutes.getWizardProgress, { ok: closing.WizardProgressResponse });
answers(WizardClosingRoutes.autoInvoiceGeneration, { ok: closing.InvoiceResponse, empty: true });
answers(WizardClosingRoutes.directContinue, { ok: wizard.ContinueEnrollmentResponse });
answers(SigningRoutes.sendSigningLink, { ok: closing.SendSigningLinkResponse });
answers(SigningRoutes.signingStatus, { ok: closing.SigningStatusResponse });
answers(SigningRoutes.openSigningLink, { ok: closing.OpenSigningLinkResponse });
answers(SigningRoutes.signingReview, { ok: closing.SigningReviewResponse });
answers(SigningRoutes.signingAgreement, { ok: closing.SaveAgreementInfoResponse });
answers(SigningRoutes.signingConfirm, { ok: closing.ReceiptResponse });
answers(SigningRoutes.signingSite, { ok: closing.SigningSiteResponse });

// ---- support staff ----
answers(support.SupportRoutes.stuck, { ok: support.SupportStuckResponse });
answers(support.SupportRoutes.inspect, { ok: support.SupportInspectResponse });
answers(support.SupportRoutes.replay, { ok: support.SupportReplayResponse });
answers(support.SupportRoutes.resendCode, { ok: closing.ResendCodeResponse });

// ---- operators ----
answers(operators.OperatorRoutes.addRep, { ok: operators.RepSiteResponse });
answers(operators.OperatorRoutes.updateRep, { ok: operators.RepSiteResponse });
answers(operators.OperatorRoutes.disableRep, { ok: operators.RepSiteResponse });
answers(operators.OperatorRoutes.addGroup, { ok: operators.GroupSiteResponse });
answers(operators.OperatorRoutes.updateGroup, { ok: operators.GroupSiteResponse });
answers(operators.OperatorRoutes.addSiteDomain, { ok: operators.GroupSiteResponse });
answers(operators.OperatorRoutes.inviteUser, { ok: operators.InviteUserResponse });
answers(AccountRoutes.checkInvitation, { ok: InvitationResponse });
answers(AccountRoutes.setPassword, { ok: SetPasswordResponse });
answers(operators.OperatorRoutes.exportCatalogue, { ok: operators.ExportCatalogueResponse });
answers(operators.OperatorRoutes.importCatalogue, { ok: operators.ImportCatalogueResponse });
answers(operators.OperatorRoutes.exportCarrierFiles, { ok: operators.ExportCarrierFilesResponse });
answers(operators.OperatorRoutes.confirmCarrierFile, { ok: operators.ConfirmCarrierFileResponse });
answers(operators.OperatorRoutes.acknowledgeCarrierFile, { ok: operators.AcknowledgeCarrierFileResponse });

// ---- reads asked together (docs/adr/0511-read-batches.md) ----
answers(ReadBatchRoutes.readBatch, { ok: ReadBatchResponse });

// ---- this document, and its page ----
answers(ApiDocsRoutes.openApiDocument, { ok: OpenApiDocumentResponse });
answers(ApiDocsRoutes.documentationPage, { ok: { mediaType: 'text/html', description: 'This document as a page to read: every route, its parameters and its answers.' } });

/** What a route answers; undefined for a route nobody has described yet (the document says so). */
export const responseOf = (route: Route): RouteResponse | undefined => table.get(route);
