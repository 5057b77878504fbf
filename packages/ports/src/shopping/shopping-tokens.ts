/** DI tokens of the plans / cart / quotes area's driven ports. */
export const SHOPPING_TOKENS = {
  PlanDetailsGateway: Symbol.for('benefit-store.PlanDetailsGateway'),
  PlanQuestionsGateway: Symbol.for('benefit-store.PlanQuestionsGateway'),
  CartGateway: Symbol.for('benefit-store.CartGateway'),
  GroupCodeGateway: Symbol.for('benefit-store.GroupCodeGateway'),
  QuoteGateway: Symbol.for('benefit-store.QuoteGateway'),
} as const;
