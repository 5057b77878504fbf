import { Messages, type CalendarDate, type PlanRef } from '@benefit-store/domain';
import { CartRoutes, PlanRoutes, Routes, ShellRoutes } from '@benefit-store/contract';
import { availableRiders, cartEffectiveDates, cartSummary } from '../catalog/cart-rules.ts';
import type { Catalogue } from '../catalog/catalogue.ts';
import type { CatalogueCache } from '../catalog/catalogue-store.ts';
import { readOwned } from './plan-routes.ts';
import { codedError, planOf, wireCart, wireCartNotice, wireDates, wireTabs } from '../catalog/wire.ts';
import { requiredTabs } from '../catalog/wizard-tabs.ts';
import type { Database } from '../db/database.ts';
import { ChangeFilter } from '../enrollments/filter-commands.ts';
import { SetEnrollmentGroupCode } from '../enrollments/group-code-commands.ts';
import { ownedForRead } from '../enrollments/ownership.ts';
import { answer, type Door } from '../http/door.ts';
import { cartCommands, type CartChange } from './cart-commands.ts';
import { followedByCart } from './cart-follows-quote.ts';
import { cartItems } from './shopping-store.ts';
import { shopperOf } from './shopper.ts';
import { isEnrollType } from '@benefit-store/domain';

export interface CartRouteDeps {
  readonly db: Database;
  readonly catalogue: CatalogueCache;
  readonly today: () => CalendarDate;
}

/** The cents of an item: its price row's, or (an item stored without a pricing id) the plan's list price. */
const itemCents = (catalogue: Catalogue, item: PlanRef): number => {
  const plan = catalogue.byId.get(item.planId);
  if (!plan) return 0;
  return plan.prices.find((p) => p.pricingId === item.pricingId)?.price ?? plan.listPrice;
};

const changeAnswer = (change: CartChange) => ('cart' in change ? answer.ok(change.cart) : codedError(change.coded, 'plan_id'));

/**
 * The cart (doc 001 section 7, Cart and checkout), the header's cart figures and the group-code calls:
 * every figure is the catalogue's price for the stored pricing id through the domain's totals; every
 * change is a command.
 */
export const registerCartRoutes = (door: Door, deps: CartRouteDeps) => {
  const { db, today, catalogue } = deps;

  // Submitting the filter updates it, then the cart follows (doc 001 section 4); the answer says what moved in the cart.
  door.command(
    Routes.changeFilterInfo,
    followedByCart(catalogue)(ChangeFilter),
    ({ params, body }) => ({ enrollmentId: params.tempId, payload: body }),
    (saved) => answer.ok({ temp_enrollment_id: saved.enrollmentId, state: saved.state, cart_changes: saved.cartChanges.map(wireCartNotice) }),
  );

  const commands = cartCommands(deps.catalogue);

  door.route(ShellRoutes.getCartCount, { session: 'optional' }, async ({ query, session, reply }) => {
    const owned = await ownedForRead(db, { session, reply }, query.enrollment_id);
    return 'refused' in owned ? owned.refused : answer.ok({ result: cartItems(owned.enrollment).length });
  });

  door.route(ShellRoutes.getCartAmount, { session: 'optional' }, async ({ query, session, reply }) => {
    const owned = await ownedForRead(db, { session, reply }, query.enrollment_id);
    if ('refused' in owned) return owned.refused;
    const catalogue = await deps.catalogue.get();
    const cents = cartItems(owned.enrollment).reduce((sum, item) => sum + itemCents(catalogue, item), 0);
    return answer.ok({ result: cents / 100 });
  });

  door.route(ShellRoutes.getMoreRequirement, { session: 'optional' }, async ({ query, session, reply }) => {
    const owned = await ownedForRead(db, { session, reply }, query.enrollment_id);
    if ('refused' in owned) return owned.refused;
    const catalogue = await deps.catalogue.get();
    return answer.ok({ result: cartItems(owned.enrollment).some((i) => catalogue.byId.get(i.planId)?.planType === 'MM') });
  });

  door.route(CartRoutes.getPlanCart, { session: 'optional' }, async ({ query, session, reply }) => {
    const owned = await readOwned(deps, { session, reply }, query.enrollment_id);
    if ('refused' in owned) return owned.refused;
    const items = cartItems(owned.enrollment);
    const shopper = shopperOf(owned.enrollment, owned.shopping.dependents);
    return answer.ok(wireCart(cartSummary(owned.catalogue, items), availableRiders(owned.catalogue, items, shopper, today()), owned.shopping.cartNotices));
  });

  door.command(CartRoutes.addPlanToCart, commands.AddPlanToCart, ({ body }) => ({ enrollmentId: body.enrollment_id, payload: body }), changeAnswer);
  door.command(
    CartRoutes.addPlanToCartPrudentials,
    commands.AddPlanToCartPrudentials,
    ({ body }) => ({ enrollmentId: body.enrollment_id, payload: body }),
    changeAnswer,
  );
  door.command(CartRoutes.removePlanFromCart, commands.RemovePlanFromCart, ({ query }) => ({ enrollmentId: query.enrollment_id, payload: query }), changeAnswer);

  // The dates on offer, and the one checkout recorded while it is still on offer: the cart shows it chosen again.
  door.route(CartRoutes.getCartEffectiveDates, { session: 'optional' }, async ({ query, session, reply }) => {
    const owned = await readOwned(deps, { session, reply }, query.enrollment_id);
    if ('refused' in owned) return owned.refused;
    const dates = wireDates(cartEffectiveDates(today()));
    const selected = owned.shopping.effectiveDate;
    return answer.ok({ result: dates, ...(selected !== undefined && dates.includes(selected) ? { selected } : {}) });
  });

  door.command(
    CartRoutes.cartCheckout,
    commands.CartCheckout,
    ({ body }) => ({ enrollmentId: body.enrollment_id, payload: body }),
    (done) => ('refused' in done ? answer.refused(done.refused) : answer.ok(done)),
  );
  door.command(CartRoutes.saveScreenshot, commands.SaveScreenshot, ({ body }) => ({ enrollmentId: body.enrollment_id, payload: body }), (saved) => answer.ok(saved));

  door.route(CartRoutes.getDynamicTabs, { session: 'optional' }, async ({ query, session, reply }) => {
    const owned = await readOwned(deps, { session, reply }, query.enrollment_id);
    if ('refused' in owned) return owned.refused;
    const { context, filter } = owned.enrollment;
    const eprocess = context.eprocess === 'rep' || context.eprocess === 'group' ? context.eprocess : 'applicant';
    const tabs = requiredTabs(owned.catalogue, {
      cart: cartItems(owned.enrollment),
      tier: filter.tier,
      eprocess,
      ...(isEnrollType(context.type) ? { enrollType: context.type } : {}),
    });
    return answer.ok({ result: wireTabs(tabs) });
  });

  // ---- group code (doc 001 section 7, Group code; validate-group and validate-landing-page are the shell's) ----

  door.route(PlanRoutes.groupEnrollmentInfo, { session: 'optional' }, async ({ query, session, reply }) => {
    const owned = await readOwned(deps, { session, reply }, query.enrollment_id);
    if ('refused' in owned) return owned.refused;
    const plans =
      query.plan_id !== undefined
        ? [planOf(owned.catalogue, query.plan_id)].flatMap((p) => (p ? [p] : []))
        : cartItems(owned.enrollment).flatMap((i) => [owned.catalogue.byId.get(i.planId)].flatMap((p) => (p ? [p] : [])));
    if (query.plan_id !== undefined && plans.length === 0) return answer.fail(404, { plan_id: Messages.planNotFound });
    const inGroup = owned.enrollment.context.group_id !== undefined && owned.enrollment.context.type === 'new-group-member';
    return answer.ok({
      has_enrollment: plans.some((p) => p.groupEnrollment),
      capture_groupcode: !inGroup && plans.some((p) => p.captureGroupCode),
    });
  });

  door.command(
    PlanRoutes.setEnrollmentGroupCode,
    // The group's portal decides which plans sell: the cart follows it (docs/adr/0613).
    followedByCart(deps.catalogue)(SetEnrollmentGroupCode),
    ({ body }) => ({ enrollmentId: body.enrollment_id, payload: body }),
    (group) => answer.ok(group),
  );
};
