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
import { bindFactory } from '../typed-container.ts';

/**
 * The cart page's own use cases (issue 9, part B). The gateways they use are bound by the shopping and
 * members modules; this module only adds the use cases the cart screens needed beyond those.
 */
export const bindCartModule = (container: Container): void => {
  bindFactory(container, tokenOfUseCase('LoadCartContext'), 
      (session: SessionStore, members: MemberDirectory, plans: PlanDetailsGateway) => loadCartContext({ session, members, plans }),
      [TOKENS.SessionStore, MEMBER_TOKENS.MemberDirectory, SHOPPING_TOKENS.PlanDetailsGateway],
    );
  bindFactory(container, tokenOfUseCase('LoadPlanDescription'), (plans: PlanDetailsGateway) => loadPlanDescription({ plans }), [SHOPPING_TOKENS.PlanDetailsGateway]);
  bindFactory(container, tokenOfUseCase('AcceptCheckoutOffer'), (cart: CartGateway, session: SessionStore) => acceptCheckoutOffer({ cart, session }), [SHOPPING_TOKENS.CartGateway, TOKENS.SessionStore]);
};
