import * as t from 'io-ts';
import { Eprocesses, Limits, OpenTypes } from '@benefit-store/domain';
import { successEnvelope, WireId } from './envelope.ts';
import { Id, ListOf, OptionalChoice, OptionalId, OptionalText, Text } from './fields.ts';
import { WirePlan } from './plans.ts';
import { api, query } from './routes.ts';

/**
 * Plans, plan detail and pricing, plan questions, temporary dependents and group codes (doc 001 section 7),
 * with the wire's own spellings. Response codecs are what the adapters decode with.
 */

/** The context hints the storefront adds to catalogue reads (the server decides from the enrollment). */
const hints = {
  group_id: OptionalId,
  agent_id: OptionalId,
  portal_id: OptionalId,
  eprocess: OptionalChoice(Eprocesses),
  open_type: OptionalChoice(OpenTypes),
};

const Money = t.union([t.number, t.string]);

// ---- requests ----

/** One answer of save-question-answers; up to two treatment details (more are refused by the domain's rule). */
export const WireTreatmentDetail = t.partial({
  dot_from: OptionalText(),
  dot_to: OptionalText(),
  reason_for_condition: OptionalText(Limits.text),
  degree_of_recovery: OptionalText(Limits.text),
  physician_name_address: OptionalText(Limits.text),
});
export const WirePlanAnswer = t.intersection([
  t.type({ question_id: Id }),
  t.partial({
    yes_no_flag: OptionalChoice(['0', '1']),
    who: OptionalText(Limits.name),
    checkbox_answers: ListOf(Id, 30),
    detail: ListOf(WireTreatmentDetail, 5),
  }),
]);
export type WirePlanAnswer = t.TypeOf<typeof WirePlanAnswer>;

export const SaveQuestionAnswersRequest = t.type({ enrollment_id: Id, plan_id: Id, answers: ListOf(WirePlanAnswer, 50) });
export type SaveQuestionAnswersRequest = t.TypeOf<typeof SaveQuestionAnswersRequest>;

export const WireAflacAnswer = t.type({ qid: Id, true_condition: OptionalChoice(['0', '1']) });
export const SaveAflacQuestionsRequest = t.type({ enrollment_id: Id, plan_id: Id, aflac_data: ListOf(WireAflacAnswer, 20) });
export type SaveAflacQuestionsRequest = t.TypeOf<typeof SaveAflacQuestionsRequest>;

export const StoreTempDependentInfoRequest = t.intersection([
  t.type({ enrollment_id: Id }),
  t.partial({ plan_id: OptionalId, dep_dob: OptionalText(10), no_of_children: OptionalText(2) }),
]);
export type StoreTempDependentInfoRequest = t.TypeOf<typeof StoreTempDependentInfoRequest>;

export const SetEnrollmentGroupCodeRequest = t.type({ enrollment_id: Id, group_code: Text(Limits.id) });
export type SetEnrollmentGroupCodeRequest = t.TypeOf<typeof SetEnrollmentGroupCodeRequest>;

export const CheckAlreadyInCartRequest = t.type({ enrollment_id: Id, plan_id: Id });
export type CheckAlreadyInCartRequest = t.TypeOf<typeof CheckAlreadyInCartRequest>;

const enrollmentAndPlan = query({ enrollment_id: Id, plan_id: Id });

export const PlanRoutes = {
  getPlanCategory: api('GET', '/get-plan-category'),
  getMenuFilteredPlans: api('GET', '/get-menu-filtered-plans', query({ category: Text(Limits.id), ...hints })),
  getLeftSideFilterFields: api('GET', '/get-left-side-filter-fields', query({ enrollment_id: Id })),
  getPlanDetail: api('GET', '/get-plan-detail/:id', { params: t.type({ id: Id }) }),
  /** Without an id: the membership fee content (the $5.00 association membership). */
  getMembershipDetail: api('GET', '/get-plan-detail'),
  getPlanPricingDetail: api('GET', '/get-plan-pricing-detail', query({ pid: Id, enrollment_id: Id })),
  getPlanPricingDetailElevate: api('GET', '/get-plan-pricing-detail-elevate', query({ enrollment_id: Id })),
  getRelatedPlans: api('GET', '/get-related-plans', enrollmentAndPlan),
  getSuggestedPlanListNew: api('GET', '/get-suggested-plan-list-new', query({ enrollment_id: Id, plan_id: Id, ...hints })),
  getSuggestedPlanList: api('GET', '/get-suggested-plan-list', query({ enrollment_id: Id, ...hints })),
  checkPrudentialPlan: api('GET', '/check-prudential-plan', enrollmentAndPlan),
  checkDisabilityPlan: api('GET', '/check-disability-plan', enrollmentAndPlan),
  checkPrudentialCart: api('GET', '/check-prudential-cart', query({ enrollment_id: Id })),
  checkAlreadyInCart: api('POST', '/check-already-in-cart', { body: CheckAlreadyInCartRequest }),
  checkAlreadyAnswered: api('GET', '/check-already-answered', enrollmentAndPlan),
  getQuestions: api('GET', '/get-questions', query({ enrollment_id: Id, plan_id: Id, type: OptionalText(Limits.id) })),
  saveQuestionAnswers: api('POST', '/save-question-answers', { body: SaveQuestionAnswersRequest }),
  getAflacQuestions: api('GET', '/get-aflac-questions', query({ plan_id: Id, enrollment_id: OptionalId })),
  saveAflacQuestions: api('POST', '/save-aflac-questions', { body: SaveAflacQuestionsRequest }),
  storeTempDependentInfo: api('POST', '/store-temp-dependent-info', { body: StoreTempDependentInfoRequest }),
  getTempDependentInfo: api('GET', '/get-temp-dependent-info', query({ enrollment_id: Id })),
  groupEnrollmentInfo: api('GET', '/group-enrollment-info', query({ enrollment_id: Id, plan_id: OptionalId })),
  setEnrollmentGroupCode: api('POST', '/set-enrollment-group-code', { body: SetEnrollmentGroupCodeRequest }),
} as const;

export type PlanRouteName = keyof typeof PlanRoutes;

// ---- responses ----

export const WireCategory = t.type({ key: t.string, value: t.string });
export const GetPlanCategoryResponse = successEnvelope(t.type({ result: t.array(WireCategory) }));
export const GetMenuFilteredPlansResponse = successEnvelope(t.type({ result: t.array(WirePlan) }));
export const GetLeftSideFilterFieldsResponse = successEnvelope(t.type({ result: t.type({ categories: t.array(WireCategory) }) }));

export const WirePlanDescription = t.type({
  header_text: t.string,
  body_text: t.string,
  blueBarText: t.string,
  association_text: t.string,
  exclusions_text_name: t.string,
  exclusions_text: t.string,
  example_text_name: t.string,
  example_text: t.string,
  faq_text_name: t.string,
  faq_text: t.string,
});
export type WirePlanDescription = t.TypeOf<typeof WirePlanDescription>;

export const WirePlanDetail = t.intersection([
  t.type({
    plan_id: WireId,
    pid: WireId,
    plan_name: t.string,
    plan_category: t.string,
    plan_logo: t.string,
    plan_short_text: t.string,
    plan_type: t.string,
    plan_desc: WirePlanDescription,
    /** Enroll to Group is offered; a group code must be captured. */
    group_enrollment: t.boolean,
    capture_groupcode: t.boolean,
    has_questions: t.boolean,
    has_aflac_questions: t.boolean,
    is_prudential_plan: t.boolean,
  }),
  t.partial({ membership_plan_id: WireId, replaced_by: WireId }),
]);
export type WirePlanDetail = t.TypeOf<typeof WirePlanDetail>;
export const GetPlanDetailResponse = successEnvelope(WirePlanDetail);

export const WireMembership = t.type({ plan_id: WireId, plan_name: t.string, plan_price: Money, ppid: WireId, plan_desc: WirePlanDescription });
export const GetMembershipDetailResponse = successEnvelope(WireMembership);

/** One price option of a plan for this shopper. */
export const WirePriceOption = t.intersection([
  t.type({ ppid: WireId, plan_price: Money, label: t.string }),
  t.partial({ coverage_amount: t.number }),
]);
export type WirePriceOption = t.TypeOf<typeof WirePriceOption>;

export const WirePricing = t.type({ plan_id: WireId, pid: WireId, plan_name: t.string, plans: t.array(WirePriceOption) });
export type WirePricing = t.TypeOf<typeof WirePricing>;
export const GetPlanPricingDetailResponse = successEnvelope(WirePricing);

/**
 * A refusal that carries an error code (pricing errors of section 8, add-to-cart's blackout and
 * already-active): the field-error envelope, with errorCode and message beside it (and pid with changePid).
 */
export const CodedErrorItem = t.intersection([
  t.type({ target_element: t.string, error_message: t.string, errorCode: t.string }),
  t.partial({ status: t.string, message: t.string, pid: WireId }),
]);
export const CodedError = t.intersection([
  t.type({ status: t.literal('error'), errorCode: t.string, message: t.string, data: t.array(CodedErrorItem) }),
  t.partial({ statusCode: t.number, pid: WireId }),
]);
export type CodedError = t.TypeOf<typeof CodedError>;

export const GetPlanPricingDetailElevateResponse = successEnvelope(
  t.type({ result: t.array(t.type({ plan_id: WireId, plan_name: t.string, plan_price: Money, ppid: WireId })) }),
);

export const WireSuggestedPlan = t.type({ plan_id: WireId, plan_pricing_id: WireId, plan_name: t.string, price: Money, plan_logo: t.string });
export const GetRelatedPlansResponse = successEnvelope(t.type({ result: t.array(WireSuggestedPlan) }));

export const WireOfferPopup = t.intersection([
  t.type({
    plan_category: t.string,
    plan_name: t.string,
    pop_up_display: t.boolean,
    pop_up_title: t.string,
    pop_up_header: t.string,
    pop_up_link: t.string,
    pop_up_link_description: t.string,
    plan_logo: t.string,
    plan_price: Money,
    ppid: WireId,
    plan_id: WireId,
  }),
  t.partial({ plan_id_1: WireId, plan_pricing_id_1: WireId, plan_price_1: Money }),
]);
export type WireOfferPopup = t.TypeOf<typeof WireOfferPopup>;
export const GetSuggestedPlanListNewResponse = successEnvelope(t.type({ result: t.array(WireOfferPopup) }));
export const GetSuggestedPlanListResponse = successEnvelope(t.array(WireOfferPopup));

export const CheckPrudentialPlanResponse = successEnvelope(
  t.intersection([t.type({ status: t.boolean, depdob: t.boolean }), t.partial({ membership: WireMembership })]),
);
export const CheckDisabilityPlanResponse = successEnvelope(t.type({ status: t.boolean, annual_income: t.boolean, working_hours: t.boolean }));
export const StatusResponse = successEnvelope(t.type({ status: t.boolean }));
export const CheckAlreadyAnsweredResponse = successEnvelope(
  t.intersection([t.type({ status: t.boolean }), t.partial({ outcome: t.keyof({ accepted: null, declined: null }) })]),
);

export const WireQuestionOption = t.intersection([t.type({ option_id: WireId, option_text: t.string }), t.partial({ option_group: t.string })]);
export const WireQuestion = t.type({
  question_id: WireId,
  question_text: t.string,
  question_sub_type: t.keyof({ text_field: null, checkbox: null, detail: null }),
  require_detail: t.boolean,
  options: t.array(WireQuestionOption),
});
export type WireQuestion = t.TypeOf<typeof WireQuestion>;
export const GetQuestionsResponse = successEnvelope(
  t.intersection([t.type({ result: t.array(WireQuestion) }), t.partial({ outcome: t.keyof({ accepted: null, declined: null }) })]),
);

/** save-question-answers: errorCode 'decline' with data.error_message, else data.success_message. */
export const SaveQuestionAnswersResponse = t.union([
  t.type({ status: t.literal('success'), errorCode: t.literal('decline'), data: t.type({ error_message: t.string }) }),
  successEnvelope(t.type({ success_message: t.string })),
]);

export const WireAflacQuestion = t.type({ qid: WireId, question: t.string, true_condition: t.union([t.literal(0), t.literal(1)]) });
export const GetAflacQuestionsResponse = successEnvelope(t.type({ result: t.array(WireAflacQuestion) }));
export const SaveAflacQuestionsResponse = successEnvelope(
  t.intersection([
    t.type({ can_add_to_cart: t.boolean, messages: t.record(t.string, t.string) }),
    t.partial({ banner: t.string }),
  ]),
);

export const TempDependentInfo = t.type({ spouse_dob: t.union([t.string, t.null]), no_of_children: t.union([t.number, t.null]) });
export const GetTempDependentInfoResponse = successEnvelope(TempDependentInfo);
export const StoreTempDependentInfoResponse = GetTempDependentInfoResponse;

export const GroupEnrollmentInfoResponse = successEnvelope(
  t.intersection([t.type({ has_enrollment: t.boolean, capture_groupcode: t.boolean }), t.partial({ group_code: t.string })]),
);
export const SetEnrollmentGroupCodeResponse = successEnvelope(
  t.type({ group_id: WireId, gname: t.string, gcode: t.string, agent_id: WireId, platform_group_id: t.union([WireId, t.null]) }),
);
