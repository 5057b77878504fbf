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

/** The quote filter and the plan list. */
export const bindQuoteModule = (container: Container): void => {
  container.bind<FilterGateway>(TOKENS.FilterGateway).toResolvedValue((api: ApiClient) => httpFilterGateway(api), [WEB_TOKENS.ApiClient]).inSingletonScope();
  container.bind<PlanCatalog>(TOKENS.PlanCatalog).toResolvedValue((api: ApiClient) => httpPlanCatalog(api), [WEB_TOKENS.ApiClient]).inSingletonScope();
  container
    .bind(tokenOfUseCase('SubmitQuoteFilter'))
    .toResolvedValue(
      (filters: FilterGateway, session: SessionStore, clock: Clock) => submitQuoteFilter({ filters, session, clock }),
      [TOKENS.FilterGateway, TOKENS.SessionStore, TOKENS.Clock],
    )
    .inSingletonScope();
  container
    .bind(tokenOfUseCase('BrowsePlans'))
    .toResolvedValue((plans: PlanCatalog, session: SessionStore) => browsePlans({ plans, session }), [TOKENS.PlanCatalog, TOKENS.SessionStore])
    .inSingletonScope();
  container
    .bind(tokenOfUseCase('LoadQuoteFilter'))
    .toResolvedValue((filters: FilterGateway, session: SessionStore) => loadQuoteFilter({ filters, session }), [TOKENS.FilterGateway, TOKENS.SessionStore])
    .inSingletonScope();
};
