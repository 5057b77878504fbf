import type { FastifyInstance } from 'fastify';
import { ageOn, parseUsDate, type CalendarDate } from '@benefit-store/domain';
import { Routes } from '@benefit-store/contract';
import type { Database } from '../db/database.ts';
import { findPlan, findPlans, findPlansByIds, toWirePlan } from '../catalog/plans.ts';
import { findOwnedEnrollment } from '../enrollments/temp-enrollments.ts';
import { sendFieldErrors, success } from '../http/envelope.ts';
import { ServerMessages } from '../http/server-messages.ts';
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
  app.get<Query>(`${Routes.getFilteredPlans.prefix}${Routes.getFilteredPlans.path}`, async (request, reply) => {
    const session = await sessions.require(request, reply);
    const enrollment = await findOwnedEnrollment(db, request.query.enrollment_id ?? '', session.id);
    if (!enrollment) return sendFieldErrors(reply, 404, { enrollment_id: ServerMessages.enrollmentNotFound });
    const dob = parseUsDate(enrollment.filter.dob);
    const age = dob.isOk() ? ageOn(dob.value, today()) : 0;
    const rows = await findPlans(db, { tier: enrollment.filter.tier, age, categories: list(request.query.categories) });
    return success({ result: rows.map(toWirePlan) });
  });

  app.get<Query>(`${Routes.recommendationPlanDetails.prefix}${Routes.recommendationPlanDetails.path}`, async (request) => {
    const rows = await findPlansByIds(db, list(request.query.plan_list));
    return success(rows.map(toWirePlan));
  });

  // Plan logos are drawn from the catalogue, so a new plan needs no image upload to look finished.
  app.get<{ Params: { file: string } }>('/media/plan-logos/:file', async (request, reply) => {
    const plan = await findPlan(db, request.params.file.replace(/\.svg$/, ''));
    if (!plan) return reply.code(404).send();
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(planLogoSvg(plan.name, plan.description.brand_color ?? '#1f6feb'));
  });

};

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const planLogoSvg = (name: string, color: string): string => {
  const initials = name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  const safeColor = /^#[0-9a-fA-F]{3,8}$/.test(color) ? color : '#1f6feb';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(name)}">
<rect width="96" height="96" rx="22" fill="${safeColor}"/>
<circle cx="76" cy="20" r="28" fill="#ffffff" opacity="0.12"/>
<text x="48" y="60" text-anchor="middle" font-family="Inter, Segoe UI, Helvetica, Arial, sans-serif" font-size="34" font-weight="700" fill="#ffffff">${escapeXml(initials)}</text>
</svg>`;
};
