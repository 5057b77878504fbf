/** DI tokens of the benefit-service area's driven ports (recommendations, leads, help desk). */
export const ASSIST_TOKENS = {
  RecommendationGateway: Symbol.for('benefit-store.RecommendationGateway'),
  HelpDesk: Symbol.for('benefit-store.HelpDesk'),
  LeadGateway: Symbol.for('benefit-store.LeadGateway'),
  Geolocator: Symbol.for('benefit-store.Geolocator'),
  SiteIdentity: Symbol.for('benefit-store.SiteIdentity'),
} as const;
