import type { FastifyInstance } from 'fastify';
import { ageOn, parseUsDate, type CalendarDate, Messages } from '@benefit-store/domain';
import { Routes, routePattern } from '@benefit-store/contract';
import type { Database } from '../db/database.ts';
import { findPlans, findPlansByIds, toWirePlan } from '../catalog/plans.ts';
import { findOwnedEnrollment } from '../enrollments/temp-enrollments.ts';
import { sendFieldErrors, success } from '../http/envelope.ts';
import type { Sessions } from '../sessions/sessions.ts';

interface Deps {
  readonly db: Database;
  readonly sessions: Sessions;
  readonly today: () => CalendarDate;
}

type Query = { Querystring: Record<string, string | undefined> };

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

export const registerPlanRoutes = (app: FastifyInstance, { db, sessions, today }: Deps) => {
  app.get<Query>(routePattern(Routes.getFilteredPlans), async (request, reply) => {
    const session = await sessions.require(request, reply);
    const enrollment = await findOwnedEnrollment(db, request.query.enrollment_id ?? '', session.id);
    if (!enrollment) return sendFieldErrors(reply, 404, { enrollment_id: Messages.enrollmentNotFound });
    const dob = parseUsDate(enrollment.filter.dob);
    const age = dob.isOk() ? ageOn(dob.value, today()) : 0;
    const rows = await findPlans(db, { tier: enrollment.filter.tier, age, categories: list(request.query.categories) });
    return success({ result: rows.map(toWirePlan) });
  });

  app.get<Query>(routePattern(Routes.recommendationPlanDetails), async (request) => {
    const rows = await findPlansByIds(db, list(request.query.plan_list));
    return success(rows.map(toWirePlan));
  });
};
