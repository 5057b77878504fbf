import {
  CheckAlreadyAnsweredResponse,
  CheckDisabilityPlanResponse,
  CheckPrudentialPlanResponse,
  CodedError,
  GetLeftSideFilterFieldsResponse,
  GetMembershipDetailResponse,
  GetMenuFilteredPlansResponse,
  GetPlanCategoryResponse,
  GetPlanDetailResponse,
  GetPlanPricingDetailResponse,
  GetRelatedPlansResponse,
  PlanRoutes,
  StatusResponse,
  type WirePlan,
} from '@benefit-store/contract';
import { ResultAsync } from 'neverthrow';
import type { PlanDetailsGateway, PricedPlanCard } from '@benefit-store/ports';
import type { ApiClient } from './api-client.ts';
import { rememberedByKey } from './remembered.ts';
import { cents, toMembership, toOption, toTexts } from './shopping-wire.ts';


const toCard = (p: WirePlan & { ppid?: string }): PricedPlanCard => ({
  planId: p.plan_id,
  name: p.plan_name,
  category: p.plan_category,
  logo: p.plan_logo ?? '',
  shortText: p.plan_short_text ?? '',
  planType: p.plan_type ?? '',
  ...(p.plan_price !== undefined ? { price: cents(p.plan_price) } : {}),
});

/**
 * A plan's catalogue description (get-plan-detail, no session): the same for every shopper, and asked by the plan
 * page, again after its tobacco answer, and by the cart's plan popup. Remembered per plan for the app's life.
 */
const planDetails = (api: ApiClient) =>
  rememberedByKey((planId: string) =>
    api.call(PlanRoutes.getPlanDetail, GetPlanDetailResponse, { params: { id: planId } }).map(({ data: d }) => ({
      planId: d.plan_id,
      pid: d.pid,
      name: d.plan_name,
      category: d.plan_category,
      logo: d.plan_logo,
      shortText: d.plan_short_text,
      planType: d.plan_type,
      texts: toTexts(d.plan_desc),
      groupEnrollment: d.group_enrollment,
      captureGroupCode: d.capture_groupcode,
      hasQuestions: d.has_questions,
      hasAflacQuestions: d.has_aflac_questions,
      needsMembership: d.is_prudential_plan,
      ...(d.membership_plan_id !== undefined ? { membershipPlanId: d.membership_plan_id } : {}),
    })),
  );

/** PlanDetailsGateway over get-plan-category, get-left-side-filter-fields, get-plan-detail, pricing and the checks. */
export const httpPlanDetails = (api: ApiClient, details = planDetails(api)): PlanDetailsGateway => ({
  versioned: (link) => httpPlanDetails(api.versioned(link), details),
  categories: () =>
    api.call(PlanRoutes.getPlanCategory, GetPlanCategoryResponse).map(({ data }) => data.result.map((c) => ({ key: c.key, label: c.value }))),
  sideFilters: (tempId) =>
    api
      .call(PlanRoutes.getLeftSideFilterFields, GetLeftSideFilterFieldsResponse, { query: { enrollment_id: tempId } })
      .map(({ data }) => data.result.categories.map((c) => ({ key: c.key, label: c.value }))),
  menuPlans: (category, portalId) =>
    api
      .call(PlanRoutes.getMenuFilteredPlans, GetMenuFilteredPlansResponse, { query: { category, portal_id: portalId } })
      .map(({ data }) => data.result.map(toCard)),
  detail: details,
  membership: () => api.call(PlanRoutes.getMembershipDetail, GetMembershipDetailResponse).map(({ data }) => toMembership(data)),
  pricing: (tempId, planId) =>
    api.attempt(PlanRoutes.getPlanPricingDetail, GetPlanPricingDetailResponse, CodedError, { query: { pid: planId, enrollment_id: tempId } }).map((outcome) =>
      outcome.kind === 'ok'
        ? { kind: 'priced' as const, planId: outcome.value.data.plan_id, name: outcome.value.data.plan_name, options: outcome.value.data.plans.map(toOption) }
        : {
            kind: 'refused' as const,
            failure: { errorCode: outcome.refusal.errorCode, message: outcome.refusal.message, ...(outcome.refusal.pid !== undefined ? { pid: outcome.refusal.pid } : {}) },
          },
    ),
  related: (tempId, planId) =>
    api.call(PlanRoutes.getRelatedPlans, GetRelatedPlansResponse, { query: { enrollment_id: tempId, plan_id: planId } }).map(({ data }) =>
      data.result.map((p) => ({ planId: p.plan_id, name: p.plan_name, category: '', logo: p.plan_logo, shortText: '', planType: '', price: cents(p.price), pricingId: p.plan_pricing_id })),
    ),
  checks: (tempId, planId) => {
    const query = { enrollment_id: tempId, plan_id: planId };
    return ResultAsync.combine([
      api.call(PlanRoutes.checkPrudentialPlan, CheckPrudentialPlanResponse, { query }),
      api.call(PlanRoutes.checkDisabilityPlan, CheckDisabilityPlanResponse, { query }),
      api.call(PlanRoutes.checkAlreadyInCart, StatusResponse, { body: query }),
      api.call(PlanRoutes.checkAlreadyAnswered, CheckAlreadyAnsweredResponse, { query }),
    ] as const).map(([prudential, disability, inCart, answered]) => ({
      needsMembership: prudential.data.status,
      ...(prudential.data.membership ? { membership: toMembership(prudential.data.membership) } : {}),
      needsSpouseDob: prudential.data.depdob,
      disability: { isDisability: disability.data.status, needsIncome: disability.data.annual_income, needsHours: disability.data.working_hours },
      inCart: inCart.data.status,
      ...(answered.data.outcome ? { answered: answered.data.outcome } : {}),
    }));
  },
});
