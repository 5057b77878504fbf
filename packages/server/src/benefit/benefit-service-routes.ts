import { isDeviceId, isEmail, isTier, Messages, type FieldErrors } from '@benefit-store/domain';
import { BenefitServiceRoutes } from '@benefit-store/contract';
import type { Database } from '../db/database.ts';
import { plansForTierAndAge, plansHeldWith, planExists, popularPlanIds } from '../catalog/recommendations.ts';
import { stateForZip } from '../enrollments/zip-states.ts';
import { nearestZip } from '../catalog/zip-centroids.ts';
import { answer, type Door } from '../http/door.ts';
import type { IdKind, IdTokens } from '../security/id-tokens.ts';
import { takeHit, type RateLimits } from '../security/rate-limit.ts';
import { answersOf, assistantQuestions, leadZip, questionExists, saveAnswer, saveFeedback, saveLead, type SiteVisit } from './benefit-store.ts';

interface Deps {
  readonly db: Database;
  readonly tokens: IdTokens;
  readonly limits: RateLimits;
  readonly now: () => Date;
}

const WEB_URL = /^https?:\/\/\S+$/;
const STATE = /^[A-Z]{2}$/;
/** Hint ids (agent_id, group_id) are stored as given but never trusted; keep them plain. */
const hintId = (value: string | undefined): string | null => (value && /^[A-Za-z0-9_-]+$/.test(value) ? value : null);

/** The device and site a call is about, or its field errors. */
const visitOf = (query: { device_id: string; web_url: string }, errors: Record<string, string>): SiteVisit => {
  if (!query.device_id) errors.device_id = Messages.fieldRequired;
  else if (!isDeviceId(query.device_id)) errors.device_id = Messages.invalidDevice;
  if (!query.web_url) errors.web_url = Messages.fieldRequired;
  else if (!WEB_URL.test(query.web_url)) errors.web_url = Messages.invalidWebUrl;
  return { deviceId: query.device_id, webUrl: query.web_url };
};

const refused = (errors: FieldErrors) => answer.fail(422, errors);
const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;

/** A coordinate in range, undefined when absent, NaN when present but not a coordinate. */
const coordinate = (raw: string | undefined, limit: number): number | undefined => {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : Number.NaN;
};

const ID_KINDS: readonly IdKind[] = ['portalId', 'planId', 'userID', 'agentId', 'groupId'];

/** The benefit service (doc 000 section 7): sealed ids, recommendations, location leads, the assistant. */
export const registerBenefitServiceRoutes = (door: Door, { db, tokens, limits, now }: Deps) => {
  // ---- decrypt-detail: opens the server-sealed ids a link carries (docs/adr/0400) ----
  door.route(BenefitServiceRoutes.decryptDetail, { session: 'none' }, async ({ body }) => {
    const errors: Record<string, string> = {};
    const ids: Record<string, string | null> = {};
    for (const kind of ID_KINDS) {
      const token = body[kind];
      if (token === undefined) {
        ids[kind] = null;
        continue;
      }
      const id = tokens.open(kind, token);
      if (id === undefined) errors[kind] = Messages.invalidLink;
      else ids[kind] = id;
    }
    return hasErrors(errors) ? refused(errors) : answer.raw([ids]);
  });

  // ---- recommendations (docs/adr/0401) ----
  // The portal (platformID) only narrows the plans to those the visitor can buy; it never changes the ranking.
  door.route(BenefitServiceRoutes.recommendationPopularity, { session: 'none' }, async ({ query }) =>
    answer.raw([{ recs: await popularPlanIds(db, query.platformID) }]),
  );

  door.route(BenefitServiceRoutes.recommendationAssociation, { session: 'none' }, async ({ query }) => {
    const errors: Record<string, string> = {};
    if (!query.planID) errors.planID = Messages.fieldRequired;
    if (query.state !== undefined && !STATE.test(query.state)) errors.state = Messages.invalidState;
    if (hasErrors(errors)) return refused(errors);
    // A plan the catalogue does not hold has nothing held with it: the popular plans stand in.
    const recs = (await planExists(db, query.planID)) ? await plansHeldWith(db, query.planID, query.platformID) : await popularPlanIds(db, query.platformID);
    return answer.raw({ recs });
  });

  door.route(BenefitServiceRoutes.recommendationFilter, { session: 'none' }, async ({ query }) => {
    const errors: Record<string, string> = {};
    if (!isTier(query.tier)) errors.tier = query.tier ? Messages.invalidTier : Messages.fieldRequired;
    const age = Number(query.age);
    if (!query.age) errors.age = Messages.fieldRequired;
    else if (!/^\d{1,3}$/.test(query.age) || age > 120) errors.age = Messages.invalidAge;
    if (query.state !== undefined && !STATE.test(query.state)) errors.state = Messages.invalidState;
    if (query.gender !== undefined && query.gender !== '0' && query.gender !== '1') errors.gender = Messages.invalidGender;
    if (hasErrors(errors)) return refused(errors);
    return answer.raw([{ recs: await plansForTierAndAge(db, query.tier, age, query.platformID) }]);
  });

  // ---- leads: the location prompt (docs/adr/0402) ----
  door.route(BenefitServiceRoutes.checkLeadInformation, { session: 'none' }, async ({ query }) => {
    const errors: Record<string, string> = {};
    const visit = visitOf(query, errors);
    if (hasErrors(errors)) return refused(errors);
    const lead = await leadZip(db, visit);
    return answer.raw(
      lead ? { statusCode: 200, status: 'success', zip_code: lead.zip_code } : { statusCode: 404, status: 'not_found', zip_code: null },
    );
  });

  door.route(BenefitServiceRoutes.getLeadInformation, { session: 'none' }, async ({ query, request }) => {
    const errors: Record<string, string> = {};
    const visit = visitOf(query, errors);
    const latitude = coordinate(query.latitude, 90);
    const longitude = coordinate(query.longitude, 180);
    if (Number.isNaN(latitude) || Number.isNaN(longitude) || (latitude === undefined) !== (longitude === undefined)) {
      errors.location = Messages.invalidLocation;
    }
    const zipGiven = query.zip_code ?? query.zip;
    if (zipGiven !== undefined && !stateForZip(zipGiven)) errors.zip_code = Messages.invalidZip;
    if (hasErrors(errors)) return refused(errors);

    if (query.store_information !== '1') {
      return answer.raw({ status: 'success', statusCode: 200, result: { zip_code: (await leadZip(db, visit))?.zip_code ?? null } });
    }
    const zip = zipGiven ?? (latitude !== undefined && longitude !== undefined ? nearestZip(latitude, longitude) : undefined) ?? null;
    // Each new device id is a row of its own: counted per address, as the assistant's answers are.
    if (!(await takeHit(db, limits.leads, request.ip, now()))) return answer.fail(429, { location: Messages.tooManyRequests });
    await saveLead(db, {
      ...visit,
      agentId: hintId(query.agent_id),
      groupId: hintId(query.group_id),
      zip,
      latitude: latitude ?? null,
      longitude: longitude ?? null,
    });
    return answer.raw({ status: 'success', statusCode: 200, result: { zip_code: zip } });
  });

  // ---- the virtual assistant's chat (docs/adr/0403) ----
  door.route(BenefitServiceRoutes.assistGet, { session: 'none' }, async ({ query }) => {
    const errors: Record<string, string> = {};
    const visit = visitOf(query, errors);
    if (hasErrors(errors)) return refused(errors);
    const answers = await answersOf(db, visit);
    return answer.ok({
      question: await assistantQuestions(db),
      answer: answers.map((a) => ({ question_id: a.question_id, answer: a.answer, assistant_question: { question: a.question } })),
    });
  });

  door.route(BenefitServiceRoutes.assistAdd, { session: 'none' }, async ({ body, request }) => {
    const errors: Record<string, string> = {};
    const visit = visitOf(body, errors);
    const questionId = /^\d{1,9}$/.test(body.question_id) ? Number(body.question_id) : undefined;
    if (!body.question_id) errors.question_id = Messages.fieldRequired;
    else if (questionId === undefined || !(await questionExists(db, questionId))) errors.question_id = Messages.unknownQuestion;
    if (!body.answer) errors.answer = Messages.fieldRequired;
    if (hasErrors(errors) || questionId === undefined) return refused(errors);
    if (!(await takeHit(db, limits.assistantAnswers, request.ip, now()))) return answer.fail(429, { answer: Messages.tooManyRequests });
    await saveAnswer(db, visit, { questionId, text: body.answer, agentId: hintId(body.agent_id) });
    return answer.ok({ question_id: questionId, answer: body.answer });
  });

  door.route(BenefitServiceRoutes.assistFeedback, { session: 'none' }, async ({ body, request }) => {
    const errors: Record<string, string> = {};
    const visit = visitOf(body, errors);
    if (!body.email) errors.email = Messages.fieldRequired;
    else if (!isEmail(body.email)) errors.email = Messages.invalidEmailAddress;
    if (!body.message) errors.message = Messages.fieldRequired;
    if (hasErrors(errors)) return refused(errors);
    if (!(await takeHit(db, limits.feedback, request.ip, now()))) return answer.fail(429, { message: Messages.tooManyRequests });
    const feedbackId = await saveFeedback(db, visit, {
      agentId: hintId(body.agent_id),
      groupId: hintId(body.group_id),
      email: body.email,
      message: body.message,
    });
    return answer.ok({ feedback_id: feedbackId });
  });
};
