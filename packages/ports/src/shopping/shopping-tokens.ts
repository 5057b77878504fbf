import type { CartGateway } from '../driven/cart-gateway.ts';
import type { GroupCodeGateway } from '../driven/group-code-gateway.ts';
import type { PlanDetailsGateway } from '../driven/plan-details-gateway.ts';
import type { PlanQuestionsGateway } from '../driven/plan-questions-gateway.ts';
import type { QuoteGateway } from '../driven/quote-gateway.ts';
import { token } from '../tokens.ts';

/** DI tokens of the plans / cart / quotes area's driven ports. */
export const SHOPPING_TOKENS = {
  PlanDetailsGateway: token<PlanDetailsGateway>('PlanDetailsGateway'),
  PlanQuestionsGateway: token<PlanQuestionsGateway>('PlanQuestionsGateway'),
  CartGateway: token<CartGateway>('CartGateway'),
  GroupCodeGateway: token<GroupCodeGateway>('GroupCodeGateway'),
  QuoteGateway: token<QuoteGateway>('QuoteGateway'),
} as const;
