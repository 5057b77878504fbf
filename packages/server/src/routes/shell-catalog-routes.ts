import type { FastifyInstance, FastifyReply } from 'fastify';
import { Messages, PlanCategories, categoryLabel, isOpenType, isTier } from '@benefit-store/domain';
import { ShellRoutes, routePattern } from '@benefit-store/contract';
import type { Database, Queryable } from '../db/database.ts';
import { stateForZip } from '../catalog/zip-states.ts';
import { createTempEnrollment, findOwnedEnrollment, journal, type EnrollmentContextRecord, type FilterRecord } from '../enrollments/temp-enrollments.ts';
import { sendFieldErrors, success } from '../http/envelope.ts';
import { optionalText, text } from '../http/request-values.ts';
import { principalOf } from '../members/principal.ts';
import { visibleMember } from '../members/member-store.ts';
import type { Sessions } from '../sessions/sessions.ts';
import { groupById } from '../sites/site-directory.ts';

type Query = { Querystring: Record<string, string | undefined> };

interface Deps {
  readonly db: Database;
  readonly sessions: Sessions;
}

const CATEGORY_ORDER = new Map<string, number>(PlanCategories.map(([key], index) => [key, index]));

/** The categories that have at least one active plan, in the storefront's menu order. */
const activeCategories = async (db: Queryable): Promise<string[]> => {
  const rows = await db.query<{ category: string }>('SELECT DISTINCT category FROM plans WHERE active');
  return rows
    .map((r) => r.category)
    .sort((a, b) => (CATEGORY_ORDER.get(a) ?? CATEGORY_ORDER.size) - (CATEGORY_ORDER.get(b) ?? CATEGORY_ORDER.size) || a.localeCompare(b));
};

const menu = async (db: Queryable) => (await activeCategories(db)).map((key) => ({ key, value: categoryLabel(key) }));

/** The plan ids a cart holds; the cart feature stores items as objects carrying plan_id (or pid). */
const cartItems = (cart: unknown): { planId: string; price?: number; planType?: string }[] =>
  (Array.isArray(cart) ? cart : []).flatMap((item: unknown) => {
    if (item === null || typeof item !== 'object') return [];
    const planId = text(item, 'plan_id') || text(item, 'pid');
    if (!planId) return [];
    const price = Number(text(item, 'plan_price') || text(item, 'price'));
    const planType = text(item, 'plan_type');
    return [{ planId, ...(text(item, 'plan_price') || text(item, 'price') ? (Number.isFinite(price) ? { price } : {}) : {}), ...(planType ? { planType } : {}) }];
  });

/**
 * Menu, featured plans, the category grid, the header's cart figures, the member start filter and
 * elevate traffic. Cart figures and traffic concern one enrollment and answer only its owner.
 */
export const registerShellCatalogRoutes = (app: FastifyInstance, { db, sessions }: Deps) => {
  /** The enrollment the query names, if the caller's session owns it; otherwise the reply is sent. */
  const owned = async (request: import('fastify').FastifyRequest, reply: FastifyReply, id: string | undefined) => {
    const enrollmentId = (id ?? '').trim();
    if (enrollmentId === '') {
      void sendFieldErrors(reply, 422, { enrollment_id: Messages.fieldRequired });
      return undefined;
    }
    const session = await sessions.require(request, reply);
    const enrollment = await findOwnedEnrollment(db, enrollmentId, session.id);
    if (!enrollment) void sendFieldErrors(reply, 404, { enrollment_id: Messages.enrollmentNotFound });
    return enrollment ? { session, enrollment } : undefined;
  };

  app.get<Query>(routePattern(ShellRoutes.getCommonMenu), async () => success({ result: await menu(db) }));

  app.get<Query>(routePattern(ShellRoutes.getGroupMenu), async (request, reply) => {
    const groupId = (request.query.group_id ?? '').trim();
    if (groupId === '') return sendFieldErrors(reply, 422, { group_id: Messages.fieldRequired });
    const group = groupId.length > 64 ? undefined : await groupById(db, groupId);
    if (!group) return reply.code(204).send();
    return success({ result: await menu(db) });
  });

  app.get<Query>(routePattern(ShellRoutes.getFeaturedPlans), async () => {
    const rows = await db.query<{ plan_id: string; name: string; logo: string; short_text: string; category: string }>(
      'SELECT plan_id, name, logo, short_text, category FROM plans WHERE active AND featured ORDER BY sort_order, plan_id',
    );
    return success({
      result: rows.map((r) => ({ plan_id: r.plan_id, plan_name: r.name, plan_logo: r.logo, plan_short_text: r.short_text, plan_category: r.category })),
    });
  });

  app.get<Query>(routePattern(ShellRoutes.getHomepagePlan), async () =>
    success({
      result: (await activeCategories(db)).map((key) => ({
        key,
        image: `/media/categories/${key}.svg`,
        plan: { name: categoryLabel(key) },
        link: `/plans?type=${encodeURIComponent(key)}`,
      })),
    }),
  );

  app.get<Query>(routePattern(ShellRoutes.getCartCount), async (request, reply) => {
    const found = await owned(request, reply, request.query.enrollment_id);
    if (!found) return reply;
    return success({ result: cartItems(found.enrollment.cart).length });
  });

  app.get<Query>(routePattern(ShellRoutes.getCartAmount), async (request, reply) => {
    const found = await owned(request, reply, request.query.enrollment_id);
    if (!found) return reply;
    const items = cartItems(found.enrollment.cart);
    const prices = new Map(
      (await db.query<{ plan_id: string; monthly_price: string }>('SELECT plan_id, monthly_price FROM plans WHERE plan_id = ANY($1::text[])', [items.map((i) => i.planId)])).map(
        (r) => [r.plan_id, Number(r.monthly_price)],
      ),
    );
    const cents = items.reduce((sum, item) => sum + Math.round((item.price ?? prices.get(item.planId) ?? 0) * 100), 0);
    return success({ result: cents / 100 });
  });

  app.get<Query>(routePattern(ShellRoutes.getMoreRequirement), async (request, reply) => {
    const found = await owned(request, reply, request.query.enrollment_id);
    if (!found) return reply;
    const items = cartItems(found.enrollment.cart);
    if (items.some((i) => i.planType === 'MM')) return success({ result: true });
    const premier = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM plans WHERE plan_type = 'MM' AND plan_id = ANY($1::text[])", [items.map((i) => i.planId)]);
    return success({ result: (premier[0]?.n ?? 0) > 0 });
  });

  app.post(routePattern(ShellRoutes.trackElevateTraffic), async (request, reply) => {
    const found = await owned(request, reply, text(request.body, 'enrollment_id'));
    if (!found) return reply;
    await journal(db, { enrollmentId: found.enrollment.id, sessionId: found.session.id, type: 'track-elevate-traffic', payload: request.body, outcome: 'ok' });
    return success({ tracked: true });
  });

  /**
   * Member start: a quote for a current member, from the member's own zip, date of birth and gender.
   * Only someone entitled to the member may start one (their rep, or their group's administrator);
   * anyone else is told the member does not exist, exactly as for an unknown id.
   */
  app.post(routePattern(ShellRoutes.addFilterForMember), async (request, reply) => {
    const userId = text(request.body, 'user_id');
    const tier = text(request.body, 'tier');
    const fields: Record<string, string> = {};
    if (userId === '') fields.user_id = Messages.fieldRequired;
    if (!isTier(tier)) fields.tier = Messages.invalidTier;
    if (Object.keys(fields).length > 0) return sendFieldErrors(reply, 422, fields);
    const session = await sessions.require(request, reply);
    const principal = principalOf(session);
    const member = principal && userId.length <= 64 ? await visibleMember(db, principal, userId) : undefined;
    if (!principal || !member) {
      await journal(db, { enrollmentId: null, sessionId: session.id, type: 'add-filter-for-member', payload: request.body, outcome: 'rejected', detail: { user_id: Messages.memberNotFound } });
      return sendFieldErrors(reply, 404, { user_id: Messages.memberNotFound });
    }
    const state = stateForZip(member.zip) ?? '';
    const filter: FilterRecord = { zip: member.zip, dob: member.dob, gender: member.gender, tier, state, is_smoker: '0' };
    const openType = text(request.body, 'open_type');
    const requestedGroup = optionalText(request.body, 'group_id');
    // A group named by the request is honoured only when it is one of the member's rep's own groups.
    const candidate = requestedGroup && requestedGroup.length <= 64 ? await groupById(db, requestedGroup) : undefined;
    const group = candidate && candidate.agent_id === member.agent_id ? candidate : undefined;
    const context = {
      eprocess: principal.role,
      ...(isOpenType(openType) ? { open_type: openType } : {}),
      type: 'existing-user',
      agent_id: member.agent_id,
      ...((group?.gid ?? member.group_id) ? { group_id: group?.gid ?? member.group_id } : {}),
      ...(member.portal_id ? { platform_group_id: member.portal_id } : {}),
      user_id: member.user_id,
    } as EnrollmentContextRecord;
    const enrollment = await db.transaction(async (tx) => {
      const created = await createTempEnrollment(tx, session.id, context, filter);
      await journal(tx, { enrollmentId: created.id, sessionId: session.id, type: 'add-filter-for-member', payload: request.body, outcome: 'ok' });
      return created;
    });
    return success({ temp_enrollment_id: enrollment.id, portal_id: member.portal_id ?? null, state });
  });
};
