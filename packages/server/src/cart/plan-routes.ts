import { categoryLabel, formatIsoDate, Messages, PlanCategories, type CalendarDate } from '@benefit-store/domain';
import { PlanRoutes, Routes } from '@benefit-store/contract';
import { cartItems, findOwnedShopping, type Shopping } from './shopping-store.ts';
import { shopperOf } from './shopper.ts';
import type { Database } from '../db/database.ts';
import type { EnrollmentRow } from '../repository/enrollment-store.ts';
import { ownerOfSession, type VersionReply } from '../enrollments/ownership.ts';
import { languageOfAnswer } from '../http/language.ts';
import { answer, serialisedSuccess, tellVersion, type Answer, type Door, type SerialisedSuccess } from '../http/door.ts';
import type { Session } from '../sessions/sessions.ts';
import { isSoldOnItsOwn, type Catalogue } from '../catalog/catalogue.ts';
import type { CatalogueCache, CatalogueVersion } from '../catalog/catalogue-store.ts';
import { filterCategories, listPlans, menuPlans, relatedPlans } from '../catalog/listing.ts';
import { checkoutUpsells, offersAfterAdding } from '../catalog/offers.ts';
import { findPlansByIds, toWirePlan } from '../catalog/plans.ts';
import { keptCheck } from '../db/read-cache.ts';
import { needsSpouseDob, priceFor } from '../catalog/pricing.ts';
import {
  codedError,
  dollars,
  planOf,
  pricingError,
  wireListedPlan,
  wireMembership,
  wirePlanCard,
  wirePlanDetail,
  wirePopup,
  wirePricing,
} from '../catalog/wire.ts';

export interface PlanRouteDeps {
  readonly db: Database;
  readonly catalogue: CatalogueCache;
  readonly today: () => CalendarDate;
}

export interface Owned {
  readonly enrollment: EnrollmentRow;
  readonly shopping: Shopping;
  readonly catalogue: Catalogue;
  /** The version of `catalogue`: what is computed from it and kept is keyed by it. */
  readonly catalogueVersion: CatalogueVersion;
}

/** The enrollment a read names with its shopping state and the catalogue, or the answer (422 no id, 404 not the caller's). */
export const readOwned = async (
  deps: Pick<PlanRouteDeps, 'db' | 'catalogue'>,
  call: { readonly session: Session | undefined; readonly reply: VersionReply },
  enrollmentId: string,
): Promise<Owned | { readonly refused: Answer }> => {
  // ownedForRead's answers, with the row and its shopping state read at once (one query, not two).
  if (enrollmentId === '') return { refused: answer.fail(422, { enrollment_id: Messages.fieldRequired }) };
  const found = call.session
    ? await findOwnedShopping(deps.db, enrollmentId, ownerOfSession(call.session), keptCheck(call.session, [`temp_enrollments:${enrollmentId}`]))
    : undefined;
  if (!found) return { refused: answer.fail(404, { enrollment_id: Messages.enrollmentNotFound }) };
  tellVersion(call.reply, found.enrollment.version);
  const { version, catalogue } = await deps.catalogue.current();
  return { enrollment: found.enrollment, shopping: found.shopping, catalogue, catalogueVersion: version };
};

/** How many distinct listings a process keeps (a quote's inputs, a day, the categories): about 11 KB each. */
const MAX_LISTINGS = 2_000;

/** The membership plan of the store (the $5.00 association membership). */
const membershipOf = (catalogue: Catalogue) => catalogue.plans.find((p) => p.kind === 'membership' && p.active);

/**
 * Plans for a shopper (doc 001 section 7, Plans): the listing and its side filters, the category menu, plan
 * detail and the membership content, pricing with the section 8 error codes, related plans, offers and upsells,
 * and the checks the plan page makes. The rules are catalog/*.ts; this file only reads and encodes.
 */
/** The shopper of a kept enrollment and its key, worked out once per kept row (the row is the same object until it changes). */
const quotes = new WeakMap<EnrollmentRow, { readonly shopping: Shopping; readonly shopper: ReturnType<typeof shopperOf>; readonly quoteKey: string }>();
const quoteOf = (owned: Owned) => {
  const known = quotes.get(owned.enrollment);
  if (known && known.shopping === owned.shopping) return known;
  const shopper = shopperOf(owned.enrollment, owned.shopping.dependents);
  const worked = { shopping: owned.shopping, shopper, quoteKey: JSON.stringify(shopper) };
  quotes.set(owned.enrollment, worked);
  return worked;
};

export const registerPlanRoutes = (door: Door, deps: PlanRouteDeps) => {
  const { db, today } = deps;
  /** get-filtered-plans' answers by catalogue version, day, categories and shopper: bounded, cleared when full. */
  const listings = new Map<string, SerialisedSuccess>();

  door.route(Routes.getFilteredPlans, { session: 'optional' }, async ({ query, session, reply }) => {
    const owned = await readOwned(deps, { session, reply }, query.enrollment_id);
    if ('refused' in owned) return owned.refused;
    const on = today();
    // The listing is a function of the catalogue, the shopper's quote and the day, whoever asks: its answer is kept
    // serialised under exactly those, in every process and on either database (docs/adr/0505).
    const { shopper, quoteKey } = quoteOf(owned);
    const key = `${owned.catalogueVersion}|${formatIsoDate(on)}|${query.categories.join(',')}|${quoteKey}`;
    let body = listings.get(key);
    if (body === undefined) {
      body = serialisedSuccess({ result: listPlans(owned.catalogue, shopper, on, query.categories).map(wireListedPlan) });
      if (listings.size >= MAX_LISTINGS) listings.clear();
      listings.set(key, body);
    }
    return answer.json(body);
  });

  door.route(PlanRoutes.getLeftSideFilterFields, { session: 'optional' }, async ({ query, session, reply }) => {
    const owned = await readOwned(deps, { session, reply }, query.enrollment_id);
    if ('refused' in owned) return owned.refused;
    const shopper = shopperOf(owned.enrollment, owned.shopping.dependents);
    return answer.ok({ result: { categories: filterCategories(owned.catalogue, shopper, today()).map((c) => ({ key: c.key, value: c.label })) } });
  });

  door.route(PlanRoutes.getPlanCategory, { session: 'none' }, async () => {
    const catalogue = await deps.catalogue.get();
    const sold = new Set(catalogue.plans.filter(isSoldOnItsOwn).map((p) => p.category));
    return answer.ok({ result: PlanCategories.filter(([key]) => sold.has(key)).map(([key]) => ({ key, value: categoryLabel(key) })) });
  });

  door.route(PlanRoutes.getMenuFilteredPlans, { session: 'none' }, async ({ query }) => {
    if (query.category === '') return answer.fail(422, { category: Messages.fieldRequired });
    const catalogue = await deps.catalogue.get();
    return answer.ok({ result: menuPlans(catalogue, query.category, query.portal_id).map(wirePlanCard) });
  });

  door.route(PlanRoutes.getPlanDetail, { session: 'none' }, async ({ params }) => {
    const plan = planOf(await deps.catalogue.get(), params.id);
    if (!plan || plan.kind === 'membership') return answer.fail(404, { id: Messages.planNotFound });
    return answer.ok(wirePlanDetail(plan));
  });

  door.route(PlanRoutes.getMembershipDetail, { session: 'none' }, async () => {
    const membership = membershipOf(await deps.catalogue.get());
    return membership ? answer.ok(wireMembership(membership)) : answer.none();
  });

  door.route(PlanRoutes.getPlanPricingDetail, { session: 'optional' }, async ({ query, session, reply }) => {
    if (query.pid === '') return answer.fail(422, { pid: Messages.fieldRequired });
    const owned = await readOwned(deps, { session, reply }, query.enrollment_id);
    if ('refused' in owned) return codedError({ errorCode: 'enrollmentIdError', message: Messages.enrollmentNotFound }, 'enrollment_id', 404);
    const priced = priceFor(owned.catalogue, query.pid, shopperOf(owned.enrollment, owned.shopping.dependents), today());
    if (priced.isErr()) return pricingError(priced.error);
    if (owned.shopping.planAnswers[priced.value.plan.planId]?.outcome === 'declined') {
      return codedError({ errorCode: 'decline', message: Messages.questionsDeclined }, 'pid');
    }
    return answer.ok(wirePricing(priced.value));
  });

  door.route(PlanRoutes.getPlanPricingDetailElevate, { session: 'optional' }, async ({ query, session, reply }) => {
    const owned = await readOwned(deps, { session, reply }, query.enrollment_id);
    if ('refused' in owned) return owned.refused;
    const listed = listPlans(owned.catalogue, shopperOf(owned.enrollment, owned.shopping.dependents), today());
    return answer.ok({
      result: listed.flatMap((l) =>
        l.price !== undefined && l.pricingId !== undefined ? [{ plan_id: l.plan.planId, plan_name: l.plan.name, plan_price: dollars(l.price), ppid: l.pricingId }] : [],
      ),
    });
  });

  door.route(PlanRoutes.getRelatedPlans, { session: 'optional' }, async ({ query, session, reply }) => {
    const owned = await readOwned(deps, { session, reply }, query.enrollment_id);
    if ('refused' in owned) return owned.refused;
    const cart = cartItems(owned.enrollment).map((i) => i.planId);
    const related = relatedPlans(owned.catalogue, query.plan_id, shopperOf(owned.enrollment, owned.shopping.dependents), cart, today());
    return answer.ok({
      result: related.map((l) => ({
        plan_id: l.plan.planId,
        plan_pricing_id: l.pricingId ?? '',
        plan_name: l.plan.name,
        price: dollars(l.price ?? 0),
        plan_logo: l.plan.logo,
      })),
    });
  });

  door.route(PlanRoutes.getSuggestedPlanListNew, { session: 'optional' }, async ({ query, session, request, reply }) => {
    const owned = await readOwned(deps, { session, reply }, query.enrollment_id);
    if ('refused' in owned) return owned.refused;
    const popups = offersAfterAdding(owned.catalogue, {
      addedPlanId: query.plan_id,
      cart: cartItems(owned.enrollment),
      shopper: shopperOf(owned.enrollment, owned.shopping.dependents),
      today: today(),
    });
    return answer.ok({ result: popups.map(wirePopup(languageOfAnswer(request, reply))) });
  });

  door.route(PlanRoutes.getSuggestedPlanList, { session: 'optional' }, async ({ query, session, request, reply }) => {
    const owned = await readOwned(deps, { session, reply }, query.enrollment_id);
    if ('refused' in owned) return owned.refused;
    const eprocess = owned.enrollment.context.eprocess;
    const popups = checkoutUpsells(owned.catalogue, {
      cart: cartItems(owned.enrollment),
      shopper: shopperOf(owned.enrollment, owned.shopping.dependents),
      // The enrollment's eprocess, never the query's hint: only applicants get upsells.
      eprocess: eprocess === 'rep' || eprocess === 'group' ? eprocess : 'applicant',
      today: today(),
    });
    return answer.ok(popups.map(wirePopup(languageOfAnswer(request, reply))));
  });

  door.route(PlanRoutes.checkPrudentialPlan, { session: 'optional' }, async ({ query, session, reply }) => {
    const owned = await readOwned(deps, { session, reply }, query.enrollment_id);
    if ('refused' in owned) return owned.refused;
    const plan = planOf(owned.catalogue, query.plan_id);
    if (!plan) return answer.fail(404, { plan_id: Messages.planNotFound });
    const shopper = shopperOf(owned.enrollment, owned.shopping.dependents);
    const membership = plan.membershipPlanId !== undefined ? owned.catalogue.byId.get(plan.membershipPlanId) : undefined;
    // The membership's price for this quote (its tier, state and age): the pricing id add-to-cart accepts with the plan.
    const priced = membership ? priceFor(owned.catalogue, membership.planId, shopper, today()) : undefined;
    const price = priced?.isOk() ? priced.value.options[0] : undefined;
    return answer.ok({
      status: plan.prudential,
      depdob: needsSpouseDob(plan, shopper.tier) && owned.shopping.dependents.spouse_dob === undefined,
      ...(plan.prudential && membership ? { membership: wireMembership(membership, price) } : {}),
    });
  });

  door.route(PlanRoutes.checkDisabilityPlan, { session: 'optional' }, async ({ query, session, reply }) => {
    const owned = await readOwned(deps, { session, reply }, query.enrollment_id);
    if ('refused' in owned) return owned.refused;
    const plan = planOf(owned.catalogue, query.plan_id);
    if (!plan) return answer.fail(404, { plan_id: Messages.planNotFound });
    return answer.ok({
      status: plan.category === 'di',
      annual_income: plan.rules.minAnnualIncome !== undefined,
      working_hours: plan.rules.minWorkingHours !== undefined,
    });
  });

  door.route(PlanRoutes.checkPrudentialCart, { session: 'optional' }, async ({ query, session, reply }) => {
    const owned = await readOwned(deps, { session, reply }, query.enrollment_id);
    if ('refused' in owned) return owned.refused;
    const items = cartItems(owned.enrollment);
    return answer.ok({ status: items.some((i) => owned.catalogue.byId.get(i.planId)?.partnerFee === true) });
  });

  door.route(PlanRoutes.checkAlreadyInCart, { session: 'optional' }, async ({ body, session, reply }) => {
    const owned = await readOwned(deps, { session, reply }, body.enrollment_id);
    if ('refused' in owned) return owned.refused;
    return answer.ok({ status: cartItems(owned.enrollment).some((i) => i.planId === body.plan_id) });
  });

  door.route(PlanRoutes.checkAlreadyAnswered, { session: 'optional' }, async ({ query, session, reply }) => {
    const owned = await readOwned(deps, { session, reply }, query.enrollment_id);
    if ('refused' in owned) return owned.refused;
    const outcome = owned.shopping.planAnswers[query.plan_id]?.outcome;
    return answer.ok({ status: outcome !== undefined, ...(outcome ? { outcome } : {}) });
  });

  door.route(Routes.recommendationPlanDetails, { session: 'none' }, async ({ query }) =>
    answer.ok((await findPlansByIds(db, query.plan_list)).map(toWirePlan)),
  );
};
