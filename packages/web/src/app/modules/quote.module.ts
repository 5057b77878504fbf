import type { Container } from 'inversify';
import { httpFilterGateway, httpPlanCatalog, type ApiClient } from '@benefit-store/adapters-http';
import {
  TOKENS,
  browsePlans,
  loadQuoteFilter,
  submitQuoteFilter,
  tokenOfUseCase,
  type Clock,
  type FilterGateway,
  type PlanCatalog,
  type SessionStore,
} from '@benefit-store/ports';
import { WEB_TOKENS } from '../web-tokens.ts';
import { bindFactory } from '../typed-container.ts';

/** The quote filter and the plan list. */
export const bindQuoteModule = (container: Container): void => {
  bindFactory(container, TOKENS.FilterGateway, (api: ApiClient) => httpFilterGateway(api), [WEB_TOKENS.ApiClient]);
  bindFactory(container, TOKENS.PlanCatalog, (api: ApiClient) => httpPlanCatalog(api), [WEB_TOKENS.ApiClient]);
  bindFactory(container, tokenOfUseCase('SubmitQuoteFilter'), 
      (filters: FilterGateway, session: SessionStore, clock: Clock) => submitQuoteFilter({ filters, session, clock }),
      [TOKENS.FilterGateway, TOKENS.SessionStore, TOKENS.Clock],
    );
  bindFactory(container, tokenOfUseCase('BrowsePlans'), (plans: PlanCatalog, session: SessionStore) => browsePlans({ plans, session }), [TOKENS.PlanCatalog, TOKENS.SessionStore]);
  bindFactory(container, tokenOfUseCase('LoadQuoteFilter'), (filters: FilterGateway, session: SessionStore) => loadQuoteFilter({ filters, session }), [TOKENS.FilterGateway, TOKENS.SessionStore]);
};
