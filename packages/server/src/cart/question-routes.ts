import { Messages } from '@benefit-store/domain';
import { PlanRoutes } from '@benefit-store/contract';
import { answer, type Door } from '../http/door.ts';
import { followedByCart } from './cart-follows-quote.ts';
import type { DependentsRecord } from './shopping-store.ts';
import { readOwned, type PlanRouteDeps } from './plan-routes.ts';
import { questionCommands } from './question-commands.ts';
import { planOf } from '../catalog/wire.ts';

const wireDependents = (d: DependentsRecord) => ({ spouse_dob: d.spouse_dob ?? null, no_of_children: d.no_of_children ?? null });

/** Plan questions (underwriting and aflac-type) and the dependents dialog (doc 001 section 7, Questions). */
export const registerQuestionRoutes = (door: Door, deps: PlanRouteDeps) => {
  const commands = questionCommands(deps.catalogue);
  // Answers and the spouse's DOB are part of what the cart is priced for: the cart follows them (docs/adr/0613).
  const following = followedByCart(deps.catalogue);

  door.route(PlanRoutes.getQuestions, { session: 'optional' }, async ({ query, session, reply }) => {
    const owned = await readOwned(deps, { session, reply }, query.enrollment_id);
    if ('refused' in owned) return owned.refused;
    const plan = planOf(owned.catalogue, query.plan_id);
    if (!plan) return answer.fail(404, { plan_id: Messages.planNotFound });
    const outcome = owned.shopping.planAnswers[plan.planId]?.outcome;
    return answer.ok({
      result: plan.questions.map((q) => ({
        question_id: q.questionId,
        question_text: q.questionText,
        question_sub_type: q.subType,
        require_detail: q.requireDetail,
        options: q.options.map((o) => ({ option_id: o.optionId, option_text: o.optionText, ...(o.optionGroup ? { option_group: o.optionGroup } : {}) })),
      })),
      ...(outcome ? { outcome } : {}),
    });
  });

  door.command(
    PlanRoutes.saveQuestionAnswers,
    following(commands.SaveQuestionAnswers),
    ({ body }) => ({ enrollmentId: body.enrollment_id, payload: body }),
    (saved) =>
      saved.outcome === 'declined'
        ? answer.raw({ status: 'success', statusCode: 200, errorCode: 'decline', message: saved.message, data: { error_message: saved.message } })
        : answer.ok({ success_message: saved.message }),
  );

  door.route(PlanRoutes.getAflacQuestions, { session: 'none' }, async ({ query }) => {
    const plan = planOf(await deps.catalogue.get(), query.plan_id);
    if (!plan || plan.aflacQuestions.length === 0) return answer.none();
    return answer.ok({ result: plan.aflacQuestions.map((q) => ({ qid: q.qid, question: q.question, true_condition: q.trueCondition })) });
  });

  door.command(
    PlanRoutes.saveAflacQuestions,
    following(commands.SaveAflacQuestions),
    ({ body }) => ({ enrollmentId: body.enrollment_id, payload: body }),
    (gate) => answer.ok({ can_add_to_cart: gate.canAddToCart, messages: gate.messages, ...(gate.banner ? { banner: gate.banner } : {}) }),
  );

  door.command(
    PlanRoutes.storeTempDependentInfo,
    following(commands.StoreTempDependentInfo),
    ({ body }) => ({ enrollmentId: body.enrollment_id, payload: body }),
    (record) => answer.ok(wireDependents(record)),
  );

  door.route(PlanRoutes.getTempDependentInfo, { session: 'optional' }, async ({ query, session, reply }) => {
    const owned = await readOwned(deps, { session, reply }, query.enrollment_id);
    if ('refused' in owned) return owned.refused;
    return answer.ok(wireDependents(owned.shopping.dependents));
  });
};
