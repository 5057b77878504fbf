import {
  apiClient,
  contextHeaders,
  httpAuthGateway,
  httpCart,
  httpFilterGateway,
  httpMemberDirectory,
  httpOutboxReader,
  httpPlanCatalog,
  httpPlanDetails,
  httpQuotes,
  httpCarrierAdmin,
  httpCatalogueAdmin,
  httpSiteAdmin,
  httpSupportDesk,
  sharedReads,
} from '@benefit-store/adapters-http';
import { supportAuthorization } from '@benefit-store/contract';
import { cookieJar, undiciTransport } from '@benefit-store/adapters-http/node';
import { calendarDateOf } from '@benefit-store/domain';
import {
  addPlanToCart,
  browsePlans,
  memoryStepDrafts,
  checkOutCart,
  findStuckEnrollments,
  inspectEnrollment,
  listCurrentMembers,
  listOutboxMail,
  loadCart,
  loadEffectiveDates,
  openPlanDetail,
  previewQuote,
  pricePlan,
  removePlanFromCart,
  replayEnrollment,
  resendResumeCode,
  sendQuote,
  setUpSites,
  showOutboxMail,
  signIn,
  signOut,
  startCheckout,
  submitQuoteFilter,
  type Clock,
} from '@benefit-store/ports';
import { signingInTurn, type SignInTurns } from './enroll/sign-ins-in-turn.ts';
import { fileState } from './state-file.ts';
// The scripted enrollment (`enroll`, `batch`): every use case of the journey, wired like the storefront's.
import {
  httpGroupCode,
  httpPlanQuestions,
  httpSiteDirectory,
  httpStorefront,
  httpWizardGateway,
} from '@benefit-store/adapters-http';
import {
  answerAflacQuestions,
  answerPlanQuestions,
  answerSpouseQuestion,
  confirmGroupEnrollment,
  confirmRep,
  enrollCurrentMember,
  enterGroupCode,
  keepDependents,
  listEnrollmentPortals,
  loadAflacQuestions,
  loadAgreementStep,
  loadBeneficiaryStep,
  loadBillingStep,
  loadContactStep,
  loadDependentStep,
  loadEmployerStep,
  loadHealthStep,
  loadPersonalStep,
  loadPlanQuestions,
  loadReceipt,
  loadReviewStep,
  loadWizardSteps,
  lookUpRoutingNumber,
  memorySessionStore,
  openLandingSegment,
  recordStepSnapshot,
  saveAgreement,
  saveBeneficiaries,
  saveBilling,
  saveContactInfo,
  saveDependents,
  saveDependentsInfo,
  saveEmployerInfo,
  saveEnrollerCode,
  saveHealthInfo,
  savePersonalInfo,
  saveQuoteDetails,
  saveReview,
  startNewMemberEnrollment,
  validateBeneficiary,
  validateDependent,
  validateGroupEnrollmentCode,
  validateRepCode,
  type SessionStore,
} from '@benefit-store/ports';

export interface GlobalOptions {
  readonly api: string;
  readonly state: string;
}

/** The CLI's composition root: the same use cases the web app runs, over undici and a state file. */
export const wire = (options: GlobalOptions) => {
  const apiUrl = options.api.replace(/\/$/, '');
  const stored = fileState(options.state, apiUrl);
  const jar = cookieJar(stored.cookies);
  const session = stored.session;
  const api = apiClient(sharedReads(undiciTransport(apiUrl, jar)), contextHeaders(session));
  const clock: Clock = { today: () => calendarDateOf(new Date()) };
  return {
    session,
    useCases: {
      submitQuoteFilter: submitQuoteFilter({ filters: httpFilterGateway(api), session, clock }),
      browsePlans: browsePlans({ plans: httpPlanCatalog(api), session }),
      signIn: signIn({ auth: httpAuthGateway(api), session }),
      signOut: signOut({ auth: httpAuthGateway(api), session }),
      listCurrentMembers: listCurrentMembers({ members: httpMemberDirectory(api), session }),
      listOutboxMail: listOutboxMail({ outbox: httpOutboxReader(api) }),
      showOutboxMail: showOutboxMail({ outbox: httpOutboxReader(api) }),
      openPlanDetail: openPlanDetail({ plans: httpPlanDetails(api), session }),
      pricePlan: pricePlan({ plans: httpPlanDetails(api), session }),
      addPlanToCart: addPlanToCart({ cart: httpCart(api), session }),
      removePlanFromCart: removePlanFromCart({ cart: httpCart(api), session }),
      loadCart: loadCart({ cart: httpCart(api), session }),
      loadEffectiveDates: loadEffectiveDates({ cart: httpCart(api), session }),
      startCheckout: startCheckout({ cart: httpCart(api), session }),
      checkOutCart: checkOutCart({ cart: httpCart(api), session }),
      previewQuote: previewQuote({ quotes: httpQuotes(api), session }),
      sendQuote: sendQuote({ quotes: httpQuotes(api), session }),
    },
    /** The support use cases, calling as the staff member whose personal token this is (no cookie, no client values). */
    support(token: string) {
      const desk = httpSupportDesk(apiClient(undiciTransport(apiUrl, cookieJar({})), () => supportAuthorization(token)));
      return {
        findStuckEnrollments: findStuckEnrollments({ desk }),
        inspectEnrollment: inspectEnrollment({ desk }),
        replayEnrollment: replayEnrollment({ desk }),
        resendResumeCode: resendResumeCode({ desk }),
      };
    },
    /** The operators' use cases, calling with the operator's personal token (docs/adr/0801-operators.md). */
    admin(token: string) {
      return setUpSites({ admin: httpSiteAdmin(apiClient(undiciTransport(apiUrl, cookieJar({})), () => supportAuthorization(token))) });
    },
    /** The plan catalogue as a document, with the operator's token. */
    catalogue(token: string) {
      return httpCatalogueAdmin(apiClient(undiciTransport(apiUrl, cookieJar({})), () => supportAuthorization(token)));
    },
    /** Carrier files (834 export, deliveries, 999 answers), with the operator's token. */
    carriers(token: string) {
      return httpCarrierAdmin(apiClient(undiciTransport(apiUrl, cookieJar({})), () => supportAuthorization(token)));
    },
    /** Writes the cookie and the client values back, so the next command continues this enrollment. */
    persist() {
      stored.saveCookies(jar.toJSON());
      stored.save();
    },
  };
};

export type Wiring = ReturnType<typeof wire>;

/** Where one scripted enrollment keeps its client values and cookies: its own, never another run's. */
export interface EnrollmentSession {
  readonly session: SessionStore;
  readonly cookies: Record<string, string>;
}

/**
 * The scripted enrollment's composition root (`enroll`, `batch`): the use cases of the whole journey, from the access
 * page to the receipt, over undici, in a session of its own (a fresh memory store and cookie jar unless given one).
 */
export const wireEnrollment = (apiUrl: string, given: EnrollmentSession = { session: memorySessionStore(), cookies: {} }, turns?: SignInTurns) => {
  const base = apiUrl.replace(/\/$/, '');
  const { session } = given;
  const jar = cookieJar(given.cookies);
  const api = apiClient(sharedReads(undiciTransport(base, jar)), contextHeaders(session));
  const clock: Clock = { today: () => calendarDateOf(new Date()) };
  const directory = httpSiteDirectory(api);
  const storefront = httpStorefront(api);
  const members = httpMemberDirectory(api);
  // A batch's runs sign one account in one at a time (sign-ins-in-turn.ts).
  const auth = turns ? signingInTurn(httpAuthGateway(api), turns) : httpAuthGateway(api);
  const cart = httpCart(api);
  const questions = httpPlanQuestions(api);
  const plans = httpPlanDetails(api);
  const wizard = httpWizardGateway(api);
  const filters = httpFilterGateway(api);
  // A run sends each step once, right away: nothing is left unsent between two steps, so drafts live in memory.
  const step = { wizard, session, clock, drafts: memoryStepDrafts() };
  const dependents = { ...step, storefront };
  return {
    session,
    /** The cookies now (a sign-in rotates them), for a state file. */
    cookies: () => jar.toJSON(),
    useCases: {
      // Access: a rep's site by access code, an employer's by enrollment code, or a signed-in rep.
      validateRepCode: validateRepCode({ directory }),
      confirmRep: confirmRep({ session }),
      validateGroupEnrollmentCode: validateGroupEnrollmentCode({ directory }),
      confirmGroupEnrollment: confirmGroupEnrollment({ session }),
      openLandingSegment: openLandingSegment({ directory, session }),
      signIn: signIn({ auth, session }),
      listEnrollmentPortals: listEnrollmentPortals({ members, session }),
      startNewMemberEnrollment: startNewMemberEnrollment({ session }),
      listCurrentMembers: listCurrentMembers({ members, session }),
      enrollCurrentMember: enrollCurrentMember({ members, session }),
      // Quote, plans, cart, checkout.
      submitQuoteFilter: submitQuoteFilter({ filters, session, clock }),
      saveQuoteDetails: saveQuoteDetails({ filters, session }),
      saveDependentsInfo: saveDependentsInfo({ questions, session, clock }),
      browsePlans: browsePlans({ plans: httpPlanCatalog(api), session }),
      openPlanDetail: openPlanDetail({ plans, session }),
      pricePlan: pricePlan({ plans, session }),
      loadPlanQuestions: loadPlanQuestions({ questions, session }),
      answerPlanQuestions: answerPlanQuestions({ questions, session }),
      loadAflacQuestions: loadAflacQuestions({ questions }),
      answerAflacQuestions: answerAflacQuestions({ questions, session }),
      enterGroupCode: enterGroupCode({ groups: httpGroupCode(api), session }),
      addPlanToCart: addPlanToCart({ cart, session }),
      loadCart: loadCart({ cart, session }),
      startCheckout: startCheckout({ cart, session }),
      loadEffectiveDates: loadEffectiveDates({ cart, session }),
      checkOutCart: checkOutCart({ cart, session }),
      // The wizard, in the server's order.
      loadWizardSteps: loadWizardSteps({ cart, session }),
      recordStepSnapshot: recordStepSnapshot({ cart, session }),
      loadPersonalStep: loadPersonalStep(step),
      saveEnrollerCode: saveEnrollerCode(step),
      savePersonalInfo: savePersonalInfo(step),
      loadContactStep: loadContactStep(step),
      saveContactInfo: saveContactInfo(step),
      loadEmployerStep: loadEmployerStep(step),
      saveEmployerInfo: saveEmployerInfo(step),
      loadBeneficiaryStep: loadBeneficiaryStep(step),
      validateBeneficiary: validateBeneficiary(step),
      saveBeneficiaries: saveBeneficiaries(step),
      loadHealthStep: loadHealthStep(step),
      saveHealthInfo: saveHealthInfo(step),
      loadDependentStep: loadDependentStep(dependents),
      answerSpouseQuestion: answerSpouseQuestion(dependents),
      validateDependent: validateDependent(dependents),
      keepDependents: keepDependents(dependents),
      saveDependents: saveDependents(dependents),
      loadBillingStep: loadBillingStep(step),
      lookUpRoutingNumber: lookUpRoutingNumber({ wizard }),
      saveBilling: saveBilling(step),
      loadAgreementStep: loadAgreementStep(step),
      saveAgreement: saveAgreement(step),
      loadReviewStep: loadReviewStep(step),
      saveReview: saveReview(step),
      loadReceipt: loadReceipt(step),
    },
  };
};

export type EnrollmentWiring = ReturnType<typeof wireEnrollment>;
export type EnrollmentUseCases = EnrollmentWiring['useCases'];
