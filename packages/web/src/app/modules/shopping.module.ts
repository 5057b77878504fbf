import type { Container } from 'inversify';
import { httpCart, httpGroupCode, httpPlanDetails, httpPlanQuestions, httpQuotes, type ApiClient } from '@benefit-store/adapters-http';
import {
  SHOPPING_TOKENS,
  TOKENS,
  addPlanToCart,
  answerAflacQuestions,
  answerPlanQuestions,
  browseMenuPlans,
  checkOutCart,
  enterGroupCode,
  loadAflacQuestions,
  loadCart,
  loadCheckoutTabs,
  loadDependentsInfo,
  loadEffectiveDates,
  loadGroupEnrollmentInfo,
  loadPlanCategories,
  loadPlanQuestions,
  loadSideFilters,
  openPlanDetail,
  openQuoteLink,
  previewQuote,
  pricePlan,
  removePlanFromCart,
  saveDependentsInfo,
  sendQuote,
  startCheckout,
  tokenOfUseCase,
  type CartGateway,
  type Clock,
  type GroupCodeGateway,
  type PlanDetailsGateway,
  type PlanQuestionsGateway,
  type QuoteGateway,
  type SessionStore,
  type UseCaseName,
  type UseCases,
  type Token,
} from '@benefit-store/ports';
import { WEB_TOKENS } from '../web-tokens.ts';
import { bindFactory, type TokensOf } from '../typed-container.ts';

/** Plans, plan detail, plan questions, cart, checkout and quotes (doc 001). */
export const bindShoppingModule = (container: Container): void => {
  const gateway = <T>(token: Token<T>, make: (api: ApiClient) => T) =>
    bindFactory(container, token, (api: ApiClient) => make(api), [WEB_TOKENS.ApiClient]);
  gateway<PlanDetailsGateway>(SHOPPING_TOKENS.PlanDetailsGateway, httpPlanDetails);
  gateway<PlanQuestionsGateway>(SHOPPING_TOKENS.PlanQuestionsGateway, httpPlanQuestions);
  gateway<CartGateway>(SHOPPING_TOKENS.CartGateway, httpCart);
  gateway<GroupCodeGateway>(SHOPPING_TOKENS.GroupCodeGateway, httpGroupCode);
  gateway<QuoteGateway>(SHOPPING_TOKENS.QuoteGateway, httpQuotes);

  const P = SHOPPING_TOKENS.PlanDetailsGateway;
  const Q = SHOPPING_TOKENS.PlanQuestionsGateway;
  const C = SHOPPING_TOKENS.CartGateway;
  const G = SHOPPING_TOKENS.GroupCodeGateway;
  const QT = SHOPPING_TOKENS.QuoteGateway;
  const SS = TOKENS.SessionStore;
  const bind = <K extends UseCaseName, D extends unknown[]>(name: K, factory: (...deps: D) => UseCases[K], deps: TokensOf<D>) =>
    bindFactory(container, tokenOfUseCase(name), factory, deps);

  bind('LoadPlanCategories', (plans: PlanDetailsGateway) => loadPlanCategories({ plans }), [P]);
  bind('LoadSideFilters', (plans: PlanDetailsGateway, session: SessionStore) => loadSideFilters({ plans, session }), [P, SS]);
  bind('BrowseMenuPlans', (plans: PlanDetailsGateway, session: SessionStore) => browseMenuPlans({ plans, session }), [P, SS]);
  bind('OpenPlanDetail', (plans: PlanDetailsGateway, session: SessionStore) => openPlanDetail({ plans, session }), [P, SS]);
  bind('PricePlan', (plans: PlanDetailsGateway, session: SessionStore) => pricePlan({ plans, session }), [P, SS]);
  bind('LoadPlanQuestions', (questions: PlanQuestionsGateway, session: SessionStore) => loadPlanQuestions({ questions, session }), [Q, SS]);
  bind('AnswerPlanQuestions', (questions: PlanQuestionsGateway, session: SessionStore) => answerPlanQuestions({ questions, session }), [Q, SS]);
  bind('LoadAflacQuestions', (questions: PlanQuestionsGateway) => loadAflacQuestions({ questions }), [Q]);
  bind('AnswerAflacQuestions', (questions: PlanQuestionsGateway, session: SessionStore) => answerAflacQuestions({ questions, session }), [Q, SS]);
  bind('LoadDependentsInfo', (questions: PlanQuestionsGateway, session: SessionStore) => loadDependentsInfo({ questions, session }), [Q, SS]);
  bind(
    'SaveDependentsInfo',
    (questions: PlanQuestionsGateway, session: SessionStore, clock: Clock) => saveDependentsInfo({ questions, session, clock }),
    [Q, SS, TOKENS.Clock],
  );
  bind('LoadGroupEnrollmentInfo', (groups: GroupCodeGateway, session: SessionStore) => loadGroupEnrollmentInfo({ groups, session }), [G, SS]);
  bind('EnterGroupCode', (groups: GroupCodeGateway, session: SessionStore) => enterGroupCode({ groups, session }), [G, SS]);
  bind('AddPlanToCart', (cart: CartGateway, session: SessionStore) => addPlanToCart({ cart, session }), [C, SS]);
  bind('RemovePlanFromCart', (cart: CartGateway, session: SessionStore) => removePlanFromCart({ cart, session }), [C, SS]);
  bind('LoadCart', (cart: CartGateway, session: SessionStore) => loadCart({ cart, session }), [C, SS]);
  bind('LoadEffectiveDates', (cart: CartGateway, session: SessionStore) => loadEffectiveDates({ cart, session }), [C, SS]);
  bind('StartCheckout', (cart: CartGateway, session: SessionStore) => startCheckout({ cart, session }), [C, SS]);
  bind('CheckOutCart', (cart: CartGateway, session: SessionStore) => checkOutCart({ cart, session }), [C, SS]);
  bind('LoadCheckoutTabs', (cart: CartGateway, session: SessionStore) => loadCheckoutTabs({ cart, session }), [C, SS]);
  bind('PreviewQuote', (quotes: QuoteGateway, session: SessionStore) => previewQuote({ quotes, session }), [QT, SS]);
  bind('SendQuote', (quotes: QuoteGateway, session: SessionStore) => sendQuote({ quotes, session }), [QT, SS]);
  bind('OpenQuoteLink', (quotes: QuoteGateway, session: SessionStore) => openQuoteLink({ quotes, session }), [QT, SS]);
};
