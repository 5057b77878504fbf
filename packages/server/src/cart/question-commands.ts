import { err, ok } from 'neverthrow';
import { Messages, validateDependentsDialog, formatUsDate, type PlanAnswer, type AflacAnswers } from '@benefit-store/domain';
import type { SaveAflacQuestionsRequest, SaveQuestionAnswersRequest, StoreTempDependentInfoRequest, WirePlanAnswer } from '@benefit-store/contract';
import { ownedEnrollmentCommand, refuse } from '../commands/command.ts';
import { readShopping, saveDependents, savePlanAnswers, type DependentsRecord, type PlanAnswerRecord, type StoredAnswer } from './shopping-store.ts';
import type { CatalogueCache } from '../catalog/catalogue-store.ts';
import { aflacOutcome, underwritingOutcome } from '../catalog/questions.ts';

const toPlanAnswer = (a: WirePlanAnswer): PlanAnswer => ({
  questionId: a.question_id,
  yesNo: a.yes_no_flag ?? '',
  ...(a.who !== undefined ? { who: a.who } : {}),
  ...(a.checkbox_answers !== undefined ? { checkboxAnswers: a.checkbox_answers } : {}),
  details: (a.detail ?? []).map((d) => ({
    dotFrom: d.dot_from ?? '',
    dotTo: d.dot_to ?? '',
    reasonForCondition: d.reason_for_condition ?? '',
    degreeOfRecovery: d.degree_of_recovery ?? '',
    physicianNameAddress: d.physician_name_address ?? '',
  })),
});

const toStored = (a: PlanAnswer): StoredAnswer => ({
  question_id: a.questionId,
  yes_no_flag: a.yesNo,
  ...(a.who !== undefined ? { who: a.who } : {}),
  ...(a.checkboxAnswers !== undefined ? { checkbox_answers: [...a.checkboxAnswers] } : {}),
  detail: (a.details ?? []).map((d) => ({
    dot_from: d.dotFrom,
    dot_to: d.dotTo,
    reason_for_condition: d.reasonForCondition,
    degree_of_recovery: d.degreeOfRecovery,
    physician_name_address: d.physicianNameAddress,
  })),
});

/** The plan a question command is about: one the catalogue knows and that has such questions. */
const notFound = () => err(refuse({ plan_id: Messages.planNotFound }, 404));

/**
 * The plan-question commands (doc 001 sections 4 and 5; docs/adr/0600): underwriting answers decide
 * accepted or declined (both recorded: a declined plan cannot be added to the cart), incomplete answers are
 * refused with 'Please answer all questions'; aflac-type answers are recorded with the domain's gate; the
 * dependents dialog is checked against the quote's tier.
 */
export const questionCommands = (catalogue: CatalogueCache) => {
  const SaveQuestionAnswers = ownedEnrollmentCommand<SaveQuestionAnswersRequest>()({
    type: 'save-question-answers',
    check: async ({ payload }) => {
      const plan = (await catalogue.get()).byId.get(payload.plan_id);
      if (!plan || plan.questions.length === 0) return notFound();
      const outcome = underwritingOutcome(plan, payload.answers.map(toPlanAnswer));
      if (outcome.kind === 'incomplete') return err(refuse({ answers: outcome.message }));
      const answers = outcome.kind === 'accepted' ? outcome.answers.map(toStored) : payload.answers.map((a) => toStored(toPlanAnswer(a)));
      return ok({ planId: plan.planId, outcome: outcome.kind, message: outcome.message, answers });
    },
    apply: async ({ tx, enrollment, now }, plan) => {
      const previous = (await readShopping(tx, enrollment.id)).planAnswers[plan.planId] ?? {};
      const record: PlanAnswerRecord = { ...previous, outcome: plan.outcome, answers: plan.answers };
      await savePlanAnswers(tx, enrollment.id, plan.planId, record, now);
      return { outcome: plan.outcome, message: plan.message };
    },
  });

  const SaveAflacQuestions = ownedEnrollmentCommand<SaveAflacQuestionsRequest>()({
    type: 'save-aflac-questions',
    check: async ({ payload }) => {
      const plan = (await catalogue.get()).byId.get(payload.plan_id);
      if (!plan || plan.aflacQuestions.length === 0) return notFound();
      const known = new Set(plan.aflacQuestions.map((q) => q.qid));
      const answers: Record<string, '0' | '1'> = {};
      for (const a of payload.aflac_data) if (known.has(a.qid) && a.true_condition !== undefined) answers[a.qid] = a.true_condition;
      const gateAnswers: AflacAnswers = Object.fromEntries(Object.entries(answers).map(([qid, v]) => [qid, v === '1' ? 1 : 0]));
      return ok({ planId: plan.planId, answers, gate: aflacOutcome(plan, gateAnswers) });
    },
    apply: async ({ tx, enrollment, now }, plan) => {
      const previous = (await readShopping(tx, enrollment.id)).planAnswers[plan.planId] ?? {};
      await savePlanAnswers(tx, enrollment.id, plan.planId, { ...previous, aflac: plan.answers }, now);
      return plan.gate;
    },
  });

  const StoreTempDependentInfo = ownedEnrollmentCommand<StoreTempDependentInfoRequest>()({
    type: 'store-temp-dependent-info',
    check: async ({ enrollment, payload, today }) => {
      const checked = validateDependentsDialog({ tier: enrollment.filter.tier, spouseDob: payload.dep_dob ?? '', children: payload.no_of_children ?? '' }, today);
      if (checked.isErr()) return err(refuse(checked.error));
      const record: DependentsRecord = {
        ...(checked.value.spouseDob ? { spouse_dob: formatUsDate(checked.value.spouseDob) } : {}),
        ...(checked.value.children !== undefined ? { no_of_children: checked.value.children } : {}),
      };
      return ok(record);
    },
    apply: async ({ tx, enrollment, now }, record) => {
      await saveDependents(tx, enrollment.id, record, now);
      return record;
    },
  });

  return { SaveQuestionAnswers, SaveAflacQuestions, StoreTempDependentInfo };
};
