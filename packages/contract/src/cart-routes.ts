import * as t from 'io-ts';
import { Limits } from '@benefit-store/domain';
import { successEnvelope, WireId } from './envelope.ts';
import { Id, OptionalChoice, OptionalId, OptionalText, Text } from './fields.ts';
import { api, query } from './routes.ts';
import { WireCartNotice } from './cart-notice.ts';

/** The cart and checkout calls of doc 001 section 7 (remove-plan-from-cart is a GET on the wire). */

export const AddPlanToCartRequest = t.type({ enrollment_id: Id, plan_id: Id, plan_pricing_id: Id });
export type AddPlanToCartRequest = t.TypeOf<typeof AddPlanToCartRequest>;

/** The membership pair first (left out for an existing member), then the plan. */
export const AddPlanToCartPrudentialsRequest = t.intersection([
  t.type({ enrollment_id: Id, plan_id1: Id, plan_pricing_id1: Id }),
  t.partial({ plan_id: OptionalId, plan_pricing_id: OptionalId }),
]);
export type AddPlanToCartPrudentialsRequest = t.TypeOf<typeof AddPlanToCartPrudentialsRequest>;

export const CartCheckoutRequest = t.type({ enrollment_id: Id, effective_date: Text(10), type: OptionalChoice(['rep', 'applicant']) });
export type CartCheckoutRequest = t.TypeOf<typeof CartCheckoutRequest>;

/** The client's image is accepted for compatibility and not kept (docs/adr/0611). */
export const SaveScreenshotRequest = t.intersection([
  t.type({ enrollment_id: Id }),
  t.partial({ name: OptionalText(Limits.name), image: OptionalText(4 * 1024 * 1024) }),
]);
export type SaveScreenshotRequest = t.TypeOf<typeof SaveScreenshotRequest>;

const enrollment = query({ enrollment_id: Id });

export const CartRoutes = {
  addPlanToCart: api('POST', '/add-plan-to-cart', { body: AddPlanToCartRequest }),
  addPlanToCartPrudentials: api('POST', '/add-plan-to-cart-prudentials', { body: AddPlanToCartPrudentialsRequest }),
  getPlanCart: api('GET', '/get-plan-cart', enrollment),
  removePlanFromCart: api('GET', '/remove-plan-from-cart', query({ enrollment_id: Id, plan_id: Id, plan_pricing_id: Id })),
  getCartEffectiveDates: api('GET', '/get-cart-effective-dates', enrollment),
  cartCheckout: api('POST', '/cart-checkout', { body: CartCheckoutRequest }),
  saveScreenshot: api('POST', '/save-screenshot', { body: SaveScreenshotRequest, maxBodyBytes: 5 * 1024 * 1024 }),
  getDynamicTabs: api('GET', '/get-dynamic-tabs', enrollment),
} as const;

export type CartRouteName = keyof typeof CartRoutes;

const Money = t.union([t.number, t.string]);

export const WireCartLine = t.intersection([
  t.type({
    plan_id: WireId,
    plan_pricing_id: WireId,
    plan_name: t.string,
    plan_logo: t.string,
    price: Money,
    removable: t.union([t.literal(0), t.literal(1)]),
    plan_type: t.string,
    plan_category: t.string,
    label: t.string,
  }),
  t.partial({ coverage_amount: t.number, rider_of: WireId }),
]);
export type WireCartLine = t.TypeOf<typeof WireCartLine>;

export const WireRider = t.type({
  plan_id: WireId,
  plan_name: t.string,
  plan_logo: t.string,
  rider_of: WireId,
  options: t.array(t.type({ ppid: WireId, plan_price: Money, label: t.string })),
});

export const WireCart = t.intersection([
  t.type({
    result: t.array(WireCartLine),
    initial_month_cost: Money,
    recurring_month_cost: Money,
    total_cost: Money,
    premier_plan: t.boolean,
    administrative_fee_notice: t.boolean,
    evidence_of_insurability: t.boolean,
    riders: t.array(WireRider),
  }),
  /** Added to get-plan-cart's answer: the notices since the shopper last changed the cart. */
  t.partial({ cart_notices: t.array(WireCartNotice) }),
]);
export type WireCart = t.TypeOf<typeof WireCart>;
export const GetPlanCartResponse = successEnvelope(WireCart);

/** What add-to-cart and remove answer: the cart after the change, and the header's figures. */
export const CartChangedResponse = successEnvelope(WireCart);

/** `selected`, added to the spec's answer: the date checkout recorded, while it is still on offer. */
export const GetCartEffectiveDatesResponse = successEnvelope(t.intersection([t.type({ result: t.array(t.string) }), t.partial({ selected: t.string })]));
export const CartCheckoutResponse = successEnvelope(t.type({ enrollment_id: WireId, effective_date: t.string, type: t.string, status: t.string }));
export const SaveScreenshotResponse = successEnvelope(t.type({ snapshot_id: WireId }));

export const WireTab = t.type({ tab_name: t.string, order: t.number, required: t.boolean });
export const GetDynamicTabsResponse = successEnvelope(t.type({ result: t.array(WireTab) }));
