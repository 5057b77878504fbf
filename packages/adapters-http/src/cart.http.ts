import {
  CartCheckoutResponse,
  CartRoutes,
  CodedError,
  GetCartEffectiveDatesResponse,
  GetDynamicTabsResponse,
  GetPlanCartResponse,
  GetSuggestedPlanListNewResponse,
  GetSuggestedPlanListResponse,
  PlanRoutes,
  SaveScreenshotResponse,
} from '@benefit-store/contract';
import { isTabName, type TabDefinition } from '@benefit-store/domain';
import type { CartGateway } from '@benefit-store/ports';
import type { ApiClient } from './api-client.ts';
import { toCart, toPopup } from './shopping-wire.ts';

/** CartGateway over the cart and checkout calls; add-to-cart's coded refusals become `refused` values. */
export const httpCart = (api: ApiClient): CartGateway => ({
  versioned: (link) => httpCart(api.versioned(link)),
  cart: (tempId) => api.call(CartRoutes.getPlanCart, GetPlanCartResponse, { query: { enrollment_id: tempId } }).map(({ data }) => toCart(data)),
  add: (tempId, refs) => {
    const plan = refs.at(-1);
    const membership = refs.length > 1 ? refs[0] : undefined;
    const call =
      membership && plan
        ? api.attempt(CartRoutes.addPlanToCartPrudentials, GetPlanCartResponse, CodedError, {
            body: { enrollment_id: tempId, plan_id: membership.planId, plan_pricing_id: membership.pricingId, plan_id1: plan.planId, plan_pricing_id1: plan.pricingId },
          })
        : api.attempt(CartRoutes.addPlanToCart, GetPlanCartResponse, CodedError, {
            body: { enrollment_id: tempId, plan_id: plan?.planId ?? '', plan_pricing_id: plan?.pricingId ?? '' },
          });
    return call.map((outcome) =>
      outcome.kind === 'ok'
        ? { kind: 'changed' as const, cart: toCart(outcome.value.data) }
        : { kind: 'refused' as const, refusal: { code: outcome.refusal.errorCode, message: outcome.refusal.message } },
    );
  },
  remove: (tempId, ref) =>
    api
      // A GET on the wire that changes the cart: sent based on the screen's version like any change.
      .call(CartRoutes.removePlanFromCart, GetPlanCartResponse, { query: { enrollment_id: tempId, plan_id: ref.planId, plan_pricing_id: ref.pricingId }, changes: true })
      .map(({ data }) => toCart(data)),
  offersAfterAdding: (tempId, planId) =>
    api
      .call(PlanRoutes.getSuggestedPlanListNew, GetSuggestedPlanListNewResponse, { query: { enrollment_id: tempId, plan_id: planId } })
      .map(({ data }) => data.result.map(toPopup)),
  checkoutUpsells: (tempId) =>
    api.call(PlanRoutes.getSuggestedPlanList, GetSuggestedPlanListResponse, { query: { enrollment_id: tempId } }).map(({ data }) => data.map(toPopup)),
  effectiveDates: (tempId) =>
    api
      .call(CartRoutes.getCartEffectiveDates, GetCartEffectiveDatesResponse, { query: { enrollment_id: tempId } })
      .map(({ data }) => ({ dates: data.result, ...(data.selected !== undefined ? { chosen: data.selected } : {}) })),
  checkout: (tempId, effectiveDate, type) =>
    api
      .call(CartRoutes.cartCheckout, CartCheckoutResponse, { body: { enrollment_id: tempId, effective_date: effectiveDate, type } })
      .map(({ data }) => ({ effectiveDate: data.effective_date, type: data.type === 'rep' ? ('rep' as const) : ('applicant' as const) })),
  snapshot: (tempId, name = 'cart') =>
    api.call(CartRoutes.saveScreenshot, SaveScreenshotResponse, { body: { enrollment_id: tempId, name } }).map(({ data }) => data.snapshot_id),
  wizardTabs: (tempId) =>
    api
      .call(CartRoutes.getDynamicTabs, GetDynamicTabsResponse, { query: { enrollment_id: tempId } })
      .map(({ data }) => data.result.flatMap((t): TabDefinition[] => (isTabName(t.tab_name) ? [{ tabName: t.tab_name, order: t.order, required: t.required }] : []))),
});
