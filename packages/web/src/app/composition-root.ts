import 'reflect-metadata';
import { Container } from 'inversify';
import { apiClient, fetchTransport, httpFilterGateway, httpPlanCatalog, type ApiClient } from '@benefit-store/adapters-http';
import type { CalendarDate } from '@benefit-store/domain';
import {
  TOKENS,
  browsePlans,
  loadQuoteFilter,
  submitQuoteFilter,
  type Clock,
  type FilterGateway,
  type PlanCatalog,
  type SessionStore,
  type UseCases,
} from '@benefit-store/ports';
import { localStorageSessionStore } from './browser-session-store.ts';
import { pendingRequests, type PendingRequests } from './pending-requests.ts';

export const WEB_TOKENS = {
  ApiClient: Symbol.for('benefit-store.web.ApiClient'),
  PendingRequests: Symbol.for('benefit-store.web.PendingRequests'),
} as const;

/** The visitor's own calendar day: what "today" means to someone typing their birth date. */
const browserClock: Clock = {
  today: (): CalendarDate => {
    const now = new Date();
    return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
  },
};

/**
 * The web app's one composition root: the only place that knows every package and the only caller
 * of `container.get` (through the useUseCase hook).
 */
export const createContainer = (options: { apiBase?: string; storage?: Storage } = {}): Container => {
  const container = new Container();
  const pending = pendingRequests();
  container.bind<PendingRequests>(WEB_TOKENS.PendingRequests).toConstantValue(pending);
  container.bind<ApiClient>(WEB_TOKENS.ApiClient).toConstantValue(apiClient(pending.wrap(fetchTransport(options.apiBase ?? ''))));
  container.bind<Clock>(TOKENS.Clock).toConstantValue(browserClock);
  container.bind<SessionStore>(TOKENS.SessionStore).toConstantValue(localStorageSessionStore(options.storage));
  container
    .bind<FilterGateway>(TOKENS.FilterGateway)
    .toResolvedValue((api: ApiClient) => httpFilterGateway(api), [WEB_TOKENS.ApiClient])
    .inSingletonScope();
  container
    .bind<PlanCatalog>(TOKENS.PlanCatalog)
    .toResolvedValue((api: ApiClient) => httpPlanCatalog(api), [WEB_TOKENS.ApiClient])
    .inSingletonScope();
  container
    .bind<UseCases['SubmitQuoteFilter']>(TOKENS.SubmitQuoteFilter)
    .toResolvedValue(
      (filters: FilterGateway, session: SessionStore, clock: Clock) => submitQuoteFilter({ filters, session, clock }),
      [TOKENS.FilterGateway, TOKENS.SessionStore, TOKENS.Clock],
    )
    .inSingletonScope();
  container
    .bind<UseCases['BrowsePlans']>(TOKENS.BrowsePlans)
    .toResolvedValue((plans: PlanCatalog, session: SessionStore) => browsePlans({ plans, session }), [TOKENS.PlanCatalog, TOKENS.SessionStore])
    .inSingletonScope();
  container
    .bind<UseCases['LoadQuoteFilter']>(TOKENS.LoadQuoteFilter)
    .toResolvedValue((filters: FilterGateway, session: SessionStore) => loadQuoteFilter({ filters, session }), [TOKENS.FilterGateway, TOKENS.SessionStore])
    .inSingletonScope();
  return container;
};
