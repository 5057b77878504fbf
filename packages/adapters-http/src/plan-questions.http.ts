import { errAsync, okAsync } from 'neverthrow';
import {
  GetAflacQuestionsResponse,
  GetQuestionsResponse,
  GetTempDependentInfoResponse,
  PlanRoutes,
  SaveAflacQuestionsResponse,
  SaveQuestionAnswersResponse,
  StoreTempDependentInfoResponse,
} from '@benefit-store/contract';
import { interpretQuestionSave, type AflacQuestion } from '@benefit-store/domain';
import type { DependentsInfo, PlanQuestionsGateway } from '@benefit-store/ports';
import type { ApiClient } from './api-client.ts';

const toDependents = (d: { spouse_dob: string | null; no_of_children: number | null }): DependentsInfo => ({
  ...(d.spouse_dob !== null ? { spouseDob: d.spouse_dob } : {}),
  ...(d.no_of_children !== null ? { children: d.no_of_children } : {}),
});

/** PlanQuestionsGateway over get-questions, save-question-answers, the aflac-type calls and the temp dependents. */
export const httpPlanQuestions = (api: ApiClient): PlanQuestionsGateway => ({
  versioned: (link) => httpPlanQuestions(api.versioned(link)),
  questions: (tempId, planId) =>
    api.call(PlanRoutes.getQuestions, GetQuestionsResponse, { query: { enrollment_id: tempId, plan_id: planId, type: 'save' } }).map(({ data }) => ({
      questions: data.result.map((q) => ({
        questionId: q.question_id,
        text: q.question_text,
        subType: q.question_sub_type,
        requireDetail: q.require_detail,
        options: q.options.map((o) => ({ optionId: o.option_id, text: o.option_text, ...(o.option_group ? { group: o.option_group } : {}) })),
      })),
      ...(data.outcome ? { outcome: data.outcome } : {}),
    })),
  saveAnswers: (tempId, planId, answers) =>
    api
      .call(PlanRoutes.saveQuestionAnswers, SaveQuestionAnswersResponse, {
        body: {
          enrollment_id: tempId,
          plan_id: planId,
          answers: answers.map((a) => ({
            question_id: a.questionId,
            yes_no_flag: a.yesNo,
            ...(a.who !== undefined ? { who: a.who } : {}),
            ...(a.checkboxAnswers ? { checkbox_answers: a.checkboxAnswers } : {}),
            detail: (a.details ?? []).map((d) => ({
              dot_from: d.dotFrom,
              dot_to: d.dotTo,
              reason_for_condition: d.reasonForCondition,
              degree_of_recovery: d.degreeOfRecovery,
              physician_name_address: d.physicianNameAddress,
            })),
          })),
        },
      })
      .map((answer) =>
        'errorCode' in answer
          ? interpretQuestionSave({ errorCode: answer.errorCode, message: answer.data.error_message })
          : interpretQuestionSave({ message: answer.data.success_message }),
      ),
  aflacQuestions: (planId) =>
    api
      .call(PlanRoutes.getAflacQuestions, GetAflacQuestionsResponse, { query: { plan_id: planId } })
      .map(({ data }): readonly AflacQuestion[] => data.result.map((q) => ({ qid: q.qid, question: q.question, yesRequired: q.true_condition === 1 })))
      // 204: the plan has no such questions.
      .orElse((error) => (error.kind === 'not-found' ? okAsync([] as readonly AflacQuestion[]) : errAsync(error))),
  saveAflacAnswers: (tempId, planId, answers) =>
    api
      .call(PlanRoutes.saveAflacQuestions, SaveAflacQuestionsResponse, {
        body: {
          enrollment_id: tempId,
          plan_id: planId,
          aflac_data: Object.entries(answers).flatMap(([qid, value]) => (value === undefined ? [] : [{ qid, true_condition: String(value) }])),
        },
      })
      .map(({ data }) => ({ canAddToCart: data.can_add_to_cart, messages: data.messages, ...(data.banner ? { banner: data.banner } : {}) })),
  dependents: (tempId) => api.call(PlanRoutes.getTempDependentInfo, GetTempDependentInfoResponse, { query: { enrollment_id: tempId } }).map(({ data }) => toDependents(data)),
  saveDependents: (tempId, input) =>
    api
      .call(PlanRoutes.storeTempDependentInfo, StoreTempDependentInfoResponse, {
        body: { enrollment_id: tempId, dep_dob: input.spouseDob, no_of_children: input.children },
      })
      .map(({ data }) => toDependents(data)),
});
