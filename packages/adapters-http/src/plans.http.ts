import { GetFilteredPlansResponse, Routes, type WirePlan } from '@benefit-store/contract';
import type { PlanSummary } from '@benefit-store/domain';
import type { PlanCatalog } from '@benefit-store/ports';
import type { ApiClient } from './api-client.ts';

export const toPlanSummary = (plan: WirePlan): PlanSummary => {
  const price = plan.plan_price === undefined ? undefined : Number(plan.plan_price);
  return {
    planId: plan.plan_id,
    name: plan.plan_name,
    category: plan.plan_category,
    shortText: plan.plan_short_text ?? '',
    logo: plan.plan_logo ?? '',
    planType: plan.plan_type ?? '',
    ...(price !== undefined && Number.isFinite(price) ? { price } : {}),
  };
};

export const httpPlanCatalog = (api: ApiClient): PlanCatalog => ({
  filteredPlans: (tempId, categories) =>
    api
      .call(Routes.getFilteredPlans, GetFilteredPlansResponse, {
        query: { enrollment_id: tempId, categories: categories?.join(',') },
      })
      .map(({ data }) => data.result.map(toPlanSummary)),
});
