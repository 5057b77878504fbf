import type { Geolocator, HelpDesk, LeadGateway, SiteIdentity } from './driven/help-desk.ts';
import type { RecommendationGateway } from './driven/recommendation-gateway.ts';
import { token } from './tokens.ts';

/** DI tokens of the benefit-service area's driven ports (recommendations, leads, help desk). */
export const ASSIST_TOKENS = {
  RecommendationGateway: token<RecommendationGateway>('RecommendationGateway'),
  HelpDesk: token<HelpDesk>('HelpDesk'),
  LeadGateway: token<LeadGateway>('LeadGateway'),
  Geolocator: token<Geolocator>('Geolocator'),
  SiteIdentity: token<SiteIdentity>('SiteIdentity'),
} as const;
