import type { Container } from 'inversify';
import { httpWizardGateway, type ApiClient } from '@benefit-store/adapters-http';
import {
  SHELL_TOKENS,
  SHOPPING_TOKENS,
  TOKENS,
  WIZARD_TOKENS,
  answerSpouseQuestion,
  choosePhysicalAddress,
  confirmRemotely,
  editFromReview,
  loadAgreementStep,
  loadBillingStep,
  loadReceipt,
  loadReviewStep,
  loadSigningReview,
  loadSigningSite,
  loadSigningStatus,
  lookUpRoutingNumber,
  openSigningLink,
  resumeDirect,
  saveAgreement,
  saveBilling,
  saveReview,
  sendSigningLink,
  signRemotely,
  continueEnrollment,
  keepBeneficiaryDraft,
  keepStepFormDraft,
  readStepFormDraft,
  forgetStepFormDraft,
  keepShapedStepDraft,
  readShapedStepDraft,
  keepDependents,
  loadBeneficiaryStep,
  loadContactStep,
  loadDependentStep,
  loadEmployerStep,
  loadHealthStep,
  loadPersonalStep,
  loadWizardProgress,
  loadWizardSteps,
  recordStepSnapshot,
  saveBeneficiaries,
  saveContactInfo,
  saveDependents,
  saveEmployerInfo,
  saveEnrollerCode,
  saveForLater,
  saveHealthInfo,
  savePersonalInfo,
  tokenOfUseCase,
  validateBeneficiary,
  validateDependent,
  type CartGateway,
  type Clock,
  type SessionStore,
  type StepDrafts,
  type StorefrontGateway,
  type UseCaseName,
  type WizardGateway,
  type UseCases,
} from '@benefit-store/ports';
import { sessionStorageStepDrafts } from '../browser-step-drafts.ts';
import { WEB_TOKENS } from '../web-tokens.ts';
import { bindFactory, bindValue, type TokensOf } from '../typed-container.ts';

/** The enrollment wizard (doc 002): its steps, save and continue later, and resuming. */
export const bindWizardModule = (container: Container): void => {
  bindFactory(container, WIZARD_TOKENS.WizardGateway, (api: ApiClient) => httpWizardGateway(api), [WEB_TOKENS.ApiClient]);

  // A step's unsent entries stay in this tab's sessionStorage (docs/adr/0712).
  bindValue(container, WIZARD_TOKENS.StepDrafts, sessionStorageStepDrafts());

  const W = WIZARD_TOKENS.WizardGateway;
  const D = WIZARD_TOKENS.StepDrafts;
  const SS = TOKENS.SessionStore;
  const CL = TOKENS.Clock;
  const S = SHELL_TOKENS.StorefrontGateway;
  const bind = <K extends UseCaseName, D extends unknown[]>(name: K, factory: (...deps: D) => UseCases[K], deps: TokensOf<D>) =>
    bindFactory(container, tokenOfUseCase(name), factory, deps);
  /** Most steps need the gateway and the stored context only. */
  const step = <K extends UseCaseName>(name: K, make: (deps: { wizard: WizardGateway; session: SessionStore }) => UseCases[K]) =>
    bind(name, (wizard: WizardGateway, session: SessionStore) => make({ wizard, session }), [W, SS]);
  const withClock = <K extends UseCaseName>(name: K, make: (deps: { wizard: WizardGateway; session: SessionStore; clock: Clock }) => UseCases[K]) =>
    bind(name, (wizard: WizardGateway, session: SessionStore, clock: Clock) => make({ wizard, session, clock }), [W, SS, CL]);
  /** The dependent step also asks the storefront whether the cart holds a premier plan. */
  const dependents = <K extends UseCaseName>(name: K, make: (deps: { wizard: WizardGateway; session: SessionStore; clock: Clock; storefront: StorefrontGateway }) => UseCases[K]) =>
    bind(name, (wizard: WizardGateway, session: SessionStore, clock: Clock, storefront: StorefrontGateway) => make({ wizard, session, clock, storefront }), [W, SS, CL, S]);

  step('LoadPersonalStep', loadPersonalStep);
  step('SavePersonalInfo', savePersonalInfo);
  step('SaveEnrollerCode', saveEnrollerCode);
  step('LoadContactStep', loadContactStep);
  step('SaveContactInfo', saveContactInfo);
  step('LoadEmployerStep', loadEmployerStep);
  step('SaveEmployerInfo', saveEmployerInfo);
  /** Beneficiary Information also keeps its unsent list in this window. */
  const withDrafts = <K extends UseCaseName>(name: K, make: (deps: { wizard: WizardGateway; session: SessionStore; drafts: StepDrafts }) => UseCases[K]) =>
    bind(name, (wizard: WizardGateway, session: SessionStore, drafts: StepDrafts) => make({ wizard, session, drafts }), [W, SS, D]);
  withDrafts('LoadBeneficiaryStep', loadBeneficiaryStep);
  withClock('ValidateBeneficiary', validateBeneficiary);
  withDrafts('SaveBeneficiaries', saveBeneficiaries);
  withDrafts('KeepBeneficiaryDraft', keepBeneficiaryDraft);
  // Every step's form too: what was typed comes back after a refresh, Back or a trip elsewhere in this tab.
  withDrafts('KeepStepFormDraft', keepStepFormDraft);
  withDrafts('ReadStepFormDraft', readStepFormDraft);
  withDrafts('ForgetStepFormDraft', forgetStepFormDraft);
  withDrafts('KeepShapedStepDraft', keepShapedStepDraft);
  withDrafts('ReadShapedStepDraft', readShapedStepDraft);
  step('LoadHealthStep', loadHealthStep);
  step('SaveHealthInfo', saveHealthInfo);
  dependents('LoadDependentStep', loadDependentStep);
  dependents('AnswerSpouseQuestion', answerSpouseQuestion);
  withClock('ValidateDependent', validateDependent);
  dependents('KeepDependents', keepDependents);
  dependents('SaveDependents', saveDependents);
  withClock('SaveForLater', saveForLater);
  step('ContinueEnrollment', continueEnrollment);
  // The wizard shell: its steps (get-dynamic-tabs, kept as the navigation array) and each valid save's snapshot.
  const C = SHOPPING_TOKENS.CartGateway;
  bind('LoadWizardSteps', (cart: CartGateway, session: SessionStore) => loadWizardSteps({ cart, session }), [C, SS]);
  bind('RecordStepSnapshot', (cart: CartGateway, session: SessionStore) => recordStepSnapshot({ cart, session }), [C, SS]);
  step('LoadWizardProgress', loadWizardProgress);
  // The wizard's second part (docs/adr/0720, 0721): review, agreement, billing, the receipt, direct-continue and
  // remote signing; Edit Details from review and the billing step's physical address.
  step('LoadReviewStep', loadReviewStep);
  step('SaveReview', saveReview);
  step('EditFromReview', editFromReview);
  step('LoadAgreementStep', loadAgreementStep);
  step('SaveAgreement', saveAgreement);
  withClock('LoadBillingStep', loadBillingStep);
  step('LookUpRoutingNumber', lookUpRoutingNumber);
  step('ChoosePhysicalAddress', choosePhysicalAddress);
  withClock('SaveBilling', saveBilling);
  step('LoadReceipt', loadReceipt);
  step('ResumeDirect', resumeDirect);
  step('SendSigningLink', sendSigningLink);
  step('LoadSigningStatus', loadSigningStatus);
  step('LoadSigningSite', loadSigningSite);
  step('OpenSigningLink', openSigningLink);
  step('LoadSigningReview', loadSigningReview);
  step('SignRemotely', signRemotely);
  step('ConfirmRemotely', confirmRemotely);
};
