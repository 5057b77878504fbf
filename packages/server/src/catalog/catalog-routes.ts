import { categoryLabel, Messages, PlanCategories } from '@benefit-store/domain';
import { ShellRoutes } from '@benefit-store/contract';
import type { Database, Queryable } from '../db/database.ts';
import { answer, type Door } from '../http/door.ts';
import { textsOfRequest } from '../http/language.ts';
import { groupById } from '../repository/site-directory.ts';
import { activeCategoryKeys, featuredPlans } from './plans.ts';

const CATEGORY_ORDER = new Map<string, number>(PlanCategories.map(([key], index) => [key, index]));

/** The categories that have at least one active plan, in the storefront's menu order. */
const activeCategories = async (db: Queryable): Promise<string[]> =>
  (await activeCategoryKeys(db)).sort(
    (a, b) => (CATEGORY_ORDER.get(a) ?? CATEGORY_ORDER.size) - (CATEGORY_ORDER.get(b) ?? CATEGORY_ORDER.size) || a.localeCompare(b),
  );

/** The menu's labels in the request's language (`translate`, http/language.ts). */
const menu = async (db: Queryable, translate: (text: string) => string) => (await activeCategories(db)).map((key) => ({ key, value: translate(categoryLabel(key)) }));

/** The public catalogue the shell shows: the category menu, featured plans and the category grid. */
export const registerCatalogRoutes = (door: Door, { db }: { db: Database }) => {
  door.route(ShellRoutes.getCommonMenu, { session: 'none' }, async ({ request, reply }) => answer.ok({ result: await menu(db, textsOfRequest(request, reply)) }));

  door.route(ShellRoutes.getGroupMenu, { session: 'none' }, async ({ query, request, reply }) => {
    if (query.group_id === '') return answer.fail(422, { group_id: Messages.fieldRequired });
    if (!(await groupById(db, query.group_id))) return answer.none();
    return answer.ok({ result: await menu(db, textsOfRequest(request, reply)) });
  });

  door.route(ShellRoutes.getFeaturedPlans, { session: 'none' }, async () =>
    answer.ok({
      result: (await featuredPlans(db)).map((r) => ({
        plan_id: r.plan_id,
        plan_name: r.name,
        plan_logo: r.logo,
        plan_short_text: r.short_text,
        plan_category: r.category,
      })),
    }),
  );

  door.route(ShellRoutes.getHomepagePlan, { session: 'none' }, async ({ request, reply }) => {
    const translate = textsOfRequest(request, reply);
    return answer.ok({
      result: (await activeCategories(db)).map((key) => ({
        key,
        image: `/media/categories/${key}.svg`,
        plan: { name: translate(categoryLabel(key)) },
        link: `/plans?type=${encodeURIComponent(key)}`,
      })),
    });
  });
};
