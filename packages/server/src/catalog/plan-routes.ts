import { ageOn, parseUsDate, type CalendarDate } from '@benefit-store/domain';
import { Routes } from '@benefit-store/contract';
import type { Database } from '../db/database.ts';
import { ownedForRead } from '../enrollments/ownership.ts';
import { answer, type Door } from '../http/door.ts';
import { findPlans, findPlansByIds, toWirePlan } from './plans.ts';

/** The plans a quote qualifies for, and plan cards by id (the recommended lists). */
export const registerPlanRoutes = (door: Door, { db, today }: { db: Database; today: () => CalendarDate }) => {
  door.route(Routes.getFilteredPlans, { session: 'optional' }, async ({ query, session }) => {
    const owned = await ownedForRead(db, session, query.enrollment_id);
    if ('refused' in owned) return owned.refused;
    const { enrollment } = owned;
    const dob = parseUsDate(enrollment.filter.dob);
    const age = dob.isOk() ? ageOn(dob.value, today()) : 0;
    const plans = await findPlans(db, { tier: enrollment.filter.tier, age, categories: query.categories });
    return answer.ok({ result: plans.map(toWirePlan) });
  });

  door.route(Routes.recommendationPlanDetails, { session: 'none' }, async ({ query }) =>
    answer.ok((await findPlansByIds(db, query.plan_list)).map(toWirePlan)),
  );
};
