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
  type Token,
} from '@benefit-store/ports';
import { browserGeolocator, browserSiteIdentity } from '../browser-site.ts';
import { WEB_TOKENS } from '../web-tokens.ts';
import { bindFactory, bindValue } from '../typed-container.ts';

/** The benefit service's widgets: recommendations, the location prompt and the help widget. */
/** `origin`: the site's address where there is no window (the server's page copies); the page's own otherwise. */
export const bindAssistModule = (container: Container, origin?: string): void => {
  const gateway = <T,>(token: Token<T>, make: (api: ApiClient) => T) =>
    bindFactory(container, token, make, [WEB_TOKENS.ApiClient]);
  gateway<RecommendationGateway>(ASSIST_TOKENS.RecommendationGateway, httpRecommendationGateway);
  gateway<HelpDesk>(ASSIST_TOKENS.HelpDesk, httpHelpDesk);
  gateway<LeadGateway>(ASSIST_TOKENS.LeadGateway, httpLeadGateway);
  bindValue(container, ASSIST_TOKENS.Geolocator, browserGeolocator());
  bindValue(container, ASSIST_TOKENS.SiteIdentity, browserSiteIdentity(origin));

  bindFactory(container, tokenOfUseCase('LoadRecommendations'), 
      (recommendations: RecommendationGateway, filters: FilterGateway, plans: PlanCatalog, session: SessionStore, clock: Clock) =>
        loadRecommendations({ recommendations, filters, plans, session, clock }),
      [ASSIST_TOKENS.RecommendationGateway, TOKENS.FilterGateway, TOKENS.PlanCatalog, TOKENS.SessionStore, TOKENS.Clock],
    );

  const location: [Token<LeadGateway>, Token<SessionStore>, Token<SiteIdentity>] = [ASSIST_TOKENS.LeadGateway, TOKENS.SessionStore, ASSIST_TOKENS.SiteIdentity];
  bindFactory(container, tokenOfUseCase('ShouldAskForLocation'), (leads: LeadGateway, session: SessionStore, site: SiteIdentity) => shouldAskForLocation({ leads, session, site }), location);
  bindFactory(container, tokenOfUseCase('ShareLocation'), 
      (leads: LeadGateway, session: SessionStore, site: SiteIdentity, geolocator: Geolocator) => shareLocation({ leads, session, site, geolocator }),
      [...location, ASSIST_TOKENS.Geolocator],
    );
  bindFactory(container, tokenOfUseCase('DeclineLocation'), (session: SessionStore) => declineLocation({ session }), [TOKENS.SessionStore]);

  const desk: [Token<HelpDesk>, Token<SessionStore>, Token<SiteIdentity>] = [ASSIST_TOKENS.HelpDesk, TOKENS.SessionStore, ASSIST_TOKENS.SiteIdentity];
  bindFactory(container, tokenOfUseCase('LoadRepChat'), (helpDesk: HelpDesk, session: SessionStore, site: SiteIdentity) => loadRepChat({ helpDesk, session, site }), desk);
  bindFactory(container, tokenOfUseCase('AnswerRepQuestion'), (helpDesk: HelpDesk, session: SessionStore, site: SiteIdentity) => answerRepQuestion({ helpDesk, session, site }), desk);
  bindFactory(container, tokenOfUseCase('SendFeedback'), (helpDesk: HelpDesk, session: SessionStore, site: SiteIdentity) => sendFeedback({ helpDesk, session, site }), desk);
  bindFactory(container, tokenOfUseCase('CreateTicket'), (helpDesk: HelpDesk) => createTicket({ helpDesk }), [ASSIST_TOKENS.HelpDesk]);
};
