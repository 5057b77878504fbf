import type { Container } from 'inversify';
import { httpHelpDesk, httpLeadGateway, httpRecommendationGateway, type ApiClient } from '@benefit-store/adapters-http';
import {
  ASSIST_TOKENS,
  TOKENS,
  answerRepQuestion,
  createTicket,
  declineLocation,
  loadRecommendations,
  loadRepChat,
  sendFeedback,
  shareLocation,
  shouldAskForLocation,
  tokenOfUseCase,
  type Clock,
  type FilterGateway,
  type Geolocator,
  type HelpDesk,
  type LeadGateway,
  type PlanCatalog,
  type RecommendationGateway,
  type SessionStore,
  type SiteIdentity,
} from '@benefit-store/ports';
import { browserGeolocator, browserSiteIdentity } from '../browser-site.ts';
import { WEB_TOKENS } from '../web-tokens.ts';

/** The benefit service's widgets: recommendations, the location prompt and the help widget. */
export const bindAssistModule = (container: Container): void => {
  const gateway = <T,>(token: symbol, make: (api: ApiClient) => T) =>
    container.bind<T>(token).toResolvedValue(make, [WEB_TOKENS.ApiClient]).inSingletonScope();
  gateway<RecommendationGateway>(ASSIST_TOKENS.RecommendationGateway, httpRecommendationGateway);
  gateway<HelpDesk>(ASSIST_TOKENS.HelpDesk, httpHelpDesk);
  gateway<LeadGateway>(ASSIST_TOKENS.LeadGateway, httpLeadGateway);
  container.bind<Geolocator>(ASSIST_TOKENS.Geolocator).toConstantValue(browserGeolocator());
  container.bind<SiteIdentity>(ASSIST_TOKENS.SiteIdentity).toConstantValue(browserSiteIdentity());

  container
    .bind(tokenOfUseCase('LoadRecommendations'))
    .toResolvedValue(
      (recommendations: RecommendationGateway, filters: FilterGateway, plans: PlanCatalog, session: SessionStore, clock: Clock) =>
        loadRecommendations({ recommendations, filters, plans, session, clock }),
      [ASSIST_TOKENS.RecommendationGateway, TOKENS.FilterGateway, TOKENS.PlanCatalog, TOKENS.SessionStore, TOKENS.Clock],
    )
    .inSingletonScope();

  const location = [ASSIST_TOKENS.LeadGateway, TOKENS.SessionStore, ASSIST_TOKENS.SiteIdentity] as [symbol, symbol, symbol];
  container
    .bind(tokenOfUseCase('ShouldAskForLocation'))
    .toResolvedValue((leads: LeadGateway, session: SessionStore, site: SiteIdentity) => shouldAskForLocation({ leads, session, site }), location)
    .inSingletonScope();
  container
    .bind(tokenOfUseCase('ShareLocation'))
    .toResolvedValue(
      (leads: LeadGateway, session: SessionStore, site: SiteIdentity, geolocator: Geolocator) => shareLocation({ leads, session, site, geolocator }),
      [...location, ASSIST_TOKENS.Geolocator],
    )
    .inSingletonScope();
  container
    .bind(tokenOfUseCase('DeclineLocation'))
    .toResolvedValue((session: SessionStore) => declineLocation({ session }), [TOKENS.SessionStore])
    .inSingletonScope();

  const desk = [ASSIST_TOKENS.HelpDesk, TOKENS.SessionStore, ASSIST_TOKENS.SiteIdentity] as [symbol, symbol, symbol];
  container
    .bind(tokenOfUseCase('LoadRepChat'))
    .toResolvedValue((helpDesk: HelpDesk, session: SessionStore, site: SiteIdentity) => loadRepChat({ helpDesk, session, site }), desk)
    .inSingletonScope();
  container
    .bind(tokenOfUseCase('AnswerRepQuestion'))
    .toResolvedValue((helpDesk: HelpDesk, session: SessionStore, site: SiteIdentity) => answerRepQuestion({ helpDesk, session, site }), desk)
    .inSingletonScope();
  container
    .bind(tokenOfUseCase('SendFeedback'))
    .toResolvedValue((helpDesk: HelpDesk, session: SessionStore, site: SiteIdentity) => sendFeedback({ helpDesk, session, site }), desk)
    .inSingletonScope();
  container
    .bind(tokenOfUseCase('CreateTicket'))
    .toResolvedValue((helpDesk: HelpDesk) => createTicket({ helpDesk }), [ASSIST_TOKENS.HelpDesk])
    .inSingletonScope();
};
