import {
  AssistAddResponse,
  AssistFeedbackResponse,
  AssistGetResponse,
  BenefitServiceRoutes,
  GetTicketLinkResponse,
  ShellRoutes,
  CheckLeadInformationResponse,
  DecryptDetailResponse,
  GetLeadInformationResponse,
  RecommendationAssociationResponse,
  RecommendationListResponse,
  RecommendationPlanDetailsResponse,
  Routes,
  type AssistAddRequest,
  type AssistFeedbackRequest,
  type DecryptDetailRequest,
  type DecryptedIds,
  type Recs,
} from '@benefit-store/contract';
import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { HelpDesk, LeadGateway, RecommendationContext, RecommendationGateway, SiteVisit } from '@benefit-store/ports';
import type { ApiClient } from './api-client.ts';
import { toPlanSummary } from './plans.http.ts';

/** A recs value as a flat list of plan ids: the keyed variant lists its groups in the order they came. */
export const flattenRecs = (recs: Recs): string[] => {
  const lists = Array.isArray(recs) ? [recs] : Object.values(recs);
  return [...new Set(lists.flat())];
};

const contextQuery = (context: RecommendationContext) => ({
  platformID: context.platformId,
  userID: context.userId,
  enroll_type: context.enrollType,
  agentID: context.agentId,
  groupID: context.groupId,
});

export const httpRecommendationGateway = (api: ApiClient): RecommendationGateway => ({
  recommend(query) {
    const context = contextQuery(query.context);
    switch (query.kind) {
      case 'association':
        return api
          .call(BenefitServiceRoutes.recommendationAssociation, RecommendationAssociationResponse, {
            query: { ...context, planID: query.planId, state: query.state },
          })
          .map(({ recs }) => flattenRecs(recs));
      case 'filter':
        return api
          .call(BenefitServiceRoutes.recommendationFilter, RecommendationListResponse, {
            query: { ...context, state: query.state, tier: query.tier, age: String(query.age), gender: query.gender },
          })
          .map((items) => (items[0] ? flattenRecs(items[0].recs) : []));
      case 'popularity':
        return api
          .call(BenefitServiceRoutes.recommendationPopularity, RecommendationListResponse, { query: context })
          .map((items) => (items[0] ? flattenRecs(items[0].recs) : []));
    }
  },
  planDetails: (planIds) =>
    api
      .call(Routes.recommendationPlanDetails, RecommendationPlanDetailsResponse, { query: { plan_list: planIds.join(',') } })
      .map(({ data }) => data.map(toPlanSummary)),
});

const visitQuery = (visit: SiteVisit) => ({
  device_id: visit.deviceId,
  web_url: visit.webUrl,
  agent_id: visit.agentId,
  group_id: visit.groupId,
});

export const httpHelpDesk = (api: ApiClient): HelpDesk => ({
  conversation: (visit) =>
    api
      .call(BenefitServiceRoutes.assistGet, AssistGetResponse, { query: { agent_id: visit.agentId, device_id: visit.deviceId, web_url: visit.webUrl } })
      .map(({ data }) => ({
        questions: data.question.map((q) => ({ id: q.id, question: q.question })),
        answers: data.answer.map((a) => ({ questionId: a.question_id, answer: a.answer })),
      })),
  answer(visit, questionId, answer) {
    const body: AssistAddRequest = {
      question_id: questionId,
      answer,
      device_id: visit.deviceId,
      web_url: visit.webUrl,
      ...(visit.agentId ? { agent_id: visit.agentId } : {}),
    };
    return api.call(BenefitServiceRoutes.assistAdd, AssistAddResponse, { body }).map(() => undefined);
  },
  feedback(visit, feedback) {
    const body: AssistFeedbackRequest = {
      email: feedback.email,
      message: feedback.message,
      device_id: visit.deviceId,
      web_url: visit.webUrl,
      ...(visit.agentId ? { agent_id: visit.agentId } : {}),
      ...(visit.groupId ? { group_id: visit.groupId } : {}),
    };
    return api.call(BenefitServiceRoutes.assistFeedback, AssistFeedbackResponse, { body }).map(() => undefined);
  },
  ticketLink: () => api.call(ShellRoutes.getTicketLink, GetTicketLinkResponse).map(({ data }) => data.ticket),
});

export const httpLeadGateway = (api: ApiClient): LeadGateway => ({
  check: (visit) =>
    api
      .call(BenefitServiceRoutes.checkLeadInformation, CheckLeadInformationResponse, {
        query: { device_id: visit.deviceId, web_url: visit.webUrl, agent_id: visit.agentId },
      })
      .map((answer) => ({
        recorded: answer.statusCode === 200 && answer.status === 'success',
        ...(answer.zip_code ? { zip: answer.zip_code } : {}),
      })),
  record: (visit, position) =>
    api
      .call(BenefitServiceRoutes.getLeadInformation, GetLeadInformationResponse, {
        query: {
          store_information: '1',
          ...visitQuery(visit),
          ...(position ? { latitude: String(position.latitude), longitude: String(position.longitude) } : {}),
        },
      })
      .map(({ result }) => (result.zip_code ? { zip: result.zip_code } : {})),
});

/** decrypt-detail: the ids a shared link carries, opened by the service that sealed them. */
export const decryptSharedIds = (api: ApiClient, sealed: DecryptDetailRequest): ResultAsync<DecryptedIds, DomainError> =>
  api.call(BenefitServiceRoutes.decryptDetail, DecryptDetailResponse, { body: sealed }).map((items) => items[0] ?? {});
