import type { Container } from 'inversify';
import {
  MEMBER_TOKENS,
  SHOPPING_TOKENS,
  TOKENS,
  acceptCheckoutOffer,
  loadCartContext,
  loadPlanDescription,
  tokenOfUseCase,
  type CartGateway,
  type MemberDirectory,
  type PlanDetailsGateway,
  type SessionStore,
} from '@benefit-store/ports';

/**
 * The cart page's own use cases (issue 9, part B). The gateways they use are bound by the shopping and
 * members modules; this module only adds the use cases the cart screens needed beyond those.
 */
export const bindCartModule = (container: Container): void => {
  container
    .bind(tokenOfUseCase('LoadCartContext'))
    .toResolvedValue(
      (session: SessionStore, members: MemberDirectory, plans: PlanDetailsGateway) => loadCartContext({ session, members, plans }),
      [TOKENS.SessionStore, MEMBER_TOKENS.MemberDirectory, SHOPPING_TOKENS.PlanDetailsGateway],
    )
    .inSingletonScope();
  container
    .bind(tokenOfUseCase('LoadPlanDescription'))
    .toResolvedValue((plans: PlanDetailsGateway) => loadPlanDescription({ plans }), [SHOPPING_TOKENS.PlanDetailsGateway])
    .inSingletonScope();
  container
    .bind(tokenOfUseCase('AcceptCheckoutOffer'))
    .toResolvedValue((cart: CartGateway, session: SessionStore) => acceptCheckoutOffer({ cart, session }), [SHOPPING_TOKENS.CartGateway, TOKENS.SessionStore])
    .inSingletonScope();
};
