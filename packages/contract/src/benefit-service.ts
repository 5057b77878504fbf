import * as t from 'io-ts';
import { EnrollTypes, Limits } from '@benefit-store/domain';
import { successEnvelope, WireId } from './envelope.ts';
import { OptionalChoice, OptionalId, OptionalText, Text } from './fields.ts';
import { WirePlan } from './plans.ts';
import { benefit, query } from './routes.ts';

/** A device on a site: the keys of the benefit service's per-device records (docs/adr/0402). */
const site = { device_id: Text(Limits.deviceIdMax), web_url: Text(Limits.url) };
/** Who the recommendation is for: hints the reference server's store-wide rankings do not need. */
const audience = {
  platformID: OptionalId,
  userID: OptionalId,
  enroll_type: OptionalChoice(EnrollTypes),
  agentID: OptionalId,
  groupID: OptionalId,
};
const Token = OptionalText(Limits.token);

// ---- decrypt-detail ----

/** POST decrypt-detail: every id is a server-sealed token (docs/adr/0400); absent ones are left out. */
export const DecryptDetailRequest = t.partial({ portalId: Token, planId: Token, userID: Token, agentId: Token, groupId: Token });
export type DecryptDetailRequest = t.TypeOf<typeof DecryptDetailRequest>;

/** POST assist/add: saves (or, for a question already answered, edits) one answer. */
export const AssistAddRequest = t.intersection([
  t.type({ question_id: Text(Limits.id), answer: Text(Limits.answer), ...site }),
  t.partial({ agent_id: OptionalId }),
]);
export type AssistAddRequest = t.TypeOf<typeof AssistAddRequest>;

/** POST assist/feedback (ours): the help widget's Feedback form. */
export const AssistFeedbackRequest = t.intersection([
  t.type({ email: Text(Limits.email), message: Text(Limits.text), ...site }),
  t.partial({ agent_id: OptionalId, group_id: OptionalId }),
]);
export type AssistFeedbackRequest = t.TypeOf<typeof AssistFeedbackRequest>;

/**
 * The benefit service's wire format (doc 000 section 7, doc 001 section 7): recommendations, leads, the
 * virtual assistant and the encrypted-id decoder, plus the help widget's ticket link and feedback.
 * The benefit service is a separate service in production and does not always wrap its answers in the
 * API's success envelope: each codec below follows the shape the spec quotes for that call.
 */
export const BenefitServiceRoutes = {
  decryptDetail: benefit('POST', '/decrypt-detail', { body: DecryptDetailRequest }),
  recommendationPopularity: benefit('GET', '/recommendation/popularity', query(audience)),
  recommendationAssociation: benefit('GET', '/recommendation/association', query({ ...audience, planID: Text(Limits.id), state: OptionalText() })),
  recommendationFilter: benefit(
    'GET',
    '/recommendation/filter',
    query({ ...audience, tier: Text(), age: Text(), state: OptionalText(), gender: OptionalText() }),
  ),
  // recommendation/plan-details is Routes.recommendationPlanDetails (routes.ts).
  checkLeadInformation: benefit('GET', '/check-lead-information', query({ ...site, agent_id: OptionalId })),
  getLeadInformation: benefit(
    'GET',
    '/get-lead-information',
    query({
      ...site,
      store_information: OptionalChoice(['0', '1']),
      agent_id: OptionalId,
      group_id: OptionalId,
      latitude: OptionalText(32),
      longitude: OptionalText(32),
      zip_code: OptionalText(),
      zip: OptionalText(),
    }),
  ),
  assistGet: benefit('GET', '/assist/get', query({ ...site, agent_id: OptionalId })),
  assistAdd: benefit('POST', '/assist/add', { body: AssistAddRequest }),
  /** Ours: the help widget's Feedback form (docs/adr/0403). */
  assistFeedback: benefit('POST', '/assist/feedback', { body: AssistFeedbackRequest }),
} as const;

const NullableId = t.union([WireId, t.null]);


/** An array whose first item carries the decrypted ids; an id that was not sent comes back null. */
export const DecryptedIds = t.partial({
  portalId: NullableId,
  planId: NullableId,
  userID: NullableId,
  agentId: NullableId,
  groupId: NullableId,
});
export type DecryptedIds = t.TypeOf<typeof DecryptedIds>;
export const DecryptDetailResponse = t.array(DecryptedIds);

// ---- recommendations ----

/** A recommendation list: plan ids, or lists of plan ids keyed by group (category). */
export const Recs = t.union([t.array(WireId), t.record(t.string, t.array(WireId))]);
export type Recs = t.TypeOf<typeof Recs>;

/** popularity and filter: the recs sit in the first array item. */
export const RecommendationListResponse = t.array(t.type({ recs: Recs }));
/** association (the cart variant): the recs sit at the top level. */
export const RecommendationAssociationResponse = t.type({ recs: Recs });

/** GET recommendation/plan-details?plan_list=1,2,3: the cards of those plans. */
export const RecommendationPlanDetailsResponse = successEnvelope(t.array(WirePlan));

// ---- leads (location prompt) ----

/**
 * GET check-lead-information. statusCode 200 / status 'success': a lead is recorded for this device on this
 * site (zip_code is what it resolved to, if anything); statusCode 404 / status 'not_found': none yet, so the
 * location prompt shows (docs/adr/0402).
 */
export const CheckLeadInformationResponse = t.type({
  statusCode: t.number,
  status: t.string,
  zip_code: t.union([t.string, t.null]),
});
export type CheckLeadInformationResponse = t.TypeOf<typeof CheckLeadInformationResponse>;

/** GET get-lead-information?store_information=1&...: records the lead and answers result.zip_code. */
export const GetLeadInformationResponse = t.intersection([
  t.type({ result: t.type({ zip_code: t.union([t.string, t.null]) }) }),
  t.partial({ status: t.string, statusCode: t.number }),
]);

// ---- assistant chat ----

export const AssistantQuestion = t.type({ id: WireId, question: t.string });
export const AssistantAnswer = t.type({
  question_id: WireId,
  answer: t.string,
  assistant_question: t.type({ question: t.string }),
});
export type AssistantAnswer = t.TypeOf<typeof AssistantAnswer>;

/** GET assist/get: the assistant's questions in the order it asks them, and this device's answers. */
export const AssistGetResponse = successEnvelope(t.type({ question: t.array(AssistantQuestion), answer: t.array(AssistantAnswer) }));

export const AssistAddResponse = successEnvelope(t.type({ question_id: WireId, answer: t.string }));

export const AssistFeedbackResponse = successEnvelope(t.type({ feedback_id: WireId }));
