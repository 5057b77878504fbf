import type { Container } from 'inversify';
import {
  MEMBER_TOKENS,
  SHOPPING_TOKENS,
  TOKENS,
  choosePlanPortal,
  comparePlans,
  editQuoteFilter,
  loadPlanPageContext,
  loadPlansOverview,
  saveQuoteDetails,
  tokenOfUseCase,
  type CartGateway,
  type Clock,
  type FilterGateway,
  type MemberDirectory,
  type PlanDetailsGateway,
  type PlanQuestionsGateway,
  type SessionStore,
  type UseCaseName,
  type UseCases,
} from '@benefit-store/ports';
import { bindFactory, type TokensOf } from '../typed-container.ts';

/**
 * The plans page's head and edit form, the plan page's context, portal picker and answer modals, and plan
 * compare (issue 9, part A). Their gateways are bound by the quote, members and shopping modules.
 */
export const bindPlansModule = (container: Container): void => {
  const bind = <K extends UseCaseName, D extends unknown[]>(name: K, factory: (...deps: D) => UseCases[K], deps: TokensOf<D>) =>
    bindFactory(container, tokenOfUseCase(name), factory, deps);
  const F = TOKENS.FilterGateway;
  const SS = TOKENS.SessionStore;
  const C = SHOPPING_TOKENS.CartGateway;
  const Q = SHOPPING_TOKENS.PlanQuestionsGateway;
  const P = SHOPPING_TOKENS.PlanDetailsGateway;
  const M = MEMBER_TOKENS.MemberDirectory;

  bind(
    'LoadPlansOverview',
    (filters: FilterGateway, cart: CartGateway, questions: PlanQuestionsGateway, session: SessionStore) => loadPlansOverview({ filters, cart, questions, session }),
    [F, C, Q, SS],
  );
  bind(
    'EditQuoteFilter',
    (filters: FilterGateway, cart: CartGateway, session: SessionStore, clock: Clock) => editQuoteFilter({ filters, cart, session, clock }),
    [F, C, SS, TOKENS.Clock],
  );
  bind('SaveQuoteDetails', (filters: FilterGateway, session: SessionStore) => saveQuoteDetails({ filters, session }), [F, SS]);
  bind('LoadPlanPageContext', (members: MemberDirectory, session: SessionStore) => loadPlanPageContext({ members, session }), [M, SS]);
  bind('ChoosePlanPortal', (members: MemberDirectory, session: SessionStore) => choosePlanPortal({ members, session }), [M, SS]);
  bind('ComparePlans', (plans: PlanDetailsGateway, session: SessionStore) => comparePlans({ plans, session }), [P, SS]);
};
