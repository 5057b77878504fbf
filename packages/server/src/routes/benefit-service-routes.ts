import type { FastifyInstance, FastifyReply } from 'fastify';
import { Messages, isEmail, isTier, type FieldErrors } from '@benefit-store/domain';
import { BenefitServiceRoutes, routePattern } from '@benefit-store/contract';
import type { Database } from '../db/database.ts';
import { plansForTierAndAge, plansHeldWith, planExists, popularPlanIds } from '../catalog/recommendations.ts';
import { stateForZip } from '../catalog/zip-states.ts';
import { nearestZip } from '../catalog/zip-centroids.ts';
import { sendFieldErrors, success } from '../http/envelope.ts';
import { text } from '../http/request-values.ts';
import { loadIdTokens, type IdKind } from '../security/id-tokens.ts';
import { RateLimits, takeHit } from '../security/rate-limit.ts';

export const MAX_ANSWER_LENGTH = 500;
export const MAX_FEEDBACK_LENGTH = 2000;

interface Deps {
  readonly db: Database;
}

type Query = { Querystring: Record<string, string | undefined> };


/** A device id is the random id the storefront keeps under deviceId: unguessable, so it may stand for the device. */
const DEVICE_ID = /^[A-Za-z0-9_-]{16,128}$/;
const WEB_URL = /^https?:\/\/[^\s]{1,290}$/;
/** Hint ids (agent_id, group_id) are stored as given but never trusted; keep them short and plain. */
const hintId = (source: unknown, key: string): string | null => {
  const value = text(source, key);
  return /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : null;
};

const checkSite = (source: unknown, errors: Record<string, string>) => {
  const deviceId = text(source, 'device_id');
  const webUrl = text(source, 'web_url');
  if (!deviceId) errors.device_id = Messages.fieldRequired;
  else if (!DEVICE_ID.test(deviceId)) errors.device_id = Messages.invalidDevice;
  if (!webUrl) errors.web_url = Messages.fieldRequired;
  else if (!WEB_URL.test(webUrl)) errors.web_url = Messages.invalidWebUrl;
  return { deviceId, webUrl };
};

const rejected = (reply: FastifyReply, errors: FieldErrors) => sendFieldErrors(reply, 422, errors);

/** A coordinate in range, undefined when absent, NaN when present but not a coordinate. */
const coordinate = (source: unknown, key: string, limit: number): number | undefined => {
  const raw = text(source, key);
  if (raw === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : Number.NaN;
};

const ID_KINDS: readonly IdKind[] = ['portalId', 'planId', 'userID', 'agentId', 'groupId'];

export const registerBenefitServiceRoutes = async (app: FastifyInstance, { db }: Deps) => {
  const tokens = await loadIdTokens(db);

  // ---- decrypt-detail: opens the server-sealed ids a link carries (docs/adr/0400) ----
  app.post(routePattern(BenefitServiceRoutes.decryptDetail), async (request, reply) => {
    const errors: Record<string, string> = {};
    const ids: Record<string, string | null> = {};
    for (const kind of ID_KINDS) {
      const token = text(request.body, kind);
      if (!token) {
        ids[kind] = null;
        continue;
      }
      const id = tokens.open(kind, token);
      if (id === undefined) errors[kind] = Messages.invalidLink;
      else ids[kind] = id;
    }
    if (Object.keys(errors).length > 0) return rejected(reply, errors);
    return [ids];
  });

  // ---- recommendations (docs/adr/0401) ----
  app.get<Query>(routePattern(BenefitServiceRoutes.recommendationPopularity), async () => [{ recs: await popularPlanIds(db) }]);

  app.get<Query>(routePattern(BenefitServiceRoutes.recommendationAssociation), async (request, reply) => {
    const planId = text(request.query, 'planID');
    const state = text(request.query, 'state');
    const errors: Record<string, string> = {};
    if (!planId) errors.planID = Messages.fieldRequired;
    if (state && !/^[A-Z]{2}$/.test(state)) errors.state = Messages.invalidState;
    if (Object.keys(errors).length > 0) return rejected(reply, errors);
    // A plan the catalogue does not hold has nothing held with it: the popular plans stand in.
    const recs = (await planExists(db, planId)) ? await plansHeldWith(db, planId) : await popularPlanIds(db);
    return { recs };
  });

  app.get<Query>(routePattern(BenefitServiceRoutes.recommendationFilter), async (request, reply) => {
    const tier = text(request.query, 'tier');
    const ageText = text(request.query, 'age');
    const state = text(request.query, 'state');
    const gender = text(request.query, 'gender');
    const errors: Record<string, string> = {};
    if (!isTier(tier)) errors.tier = tier ? Messages.invalidTier : Messages.fieldRequired;
    const age = Number(ageText);
    if (!ageText) errors.age = Messages.fieldRequired;
    else if (!/^\d{1,3}$/.test(ageText) || age > 120) errors.age = Messages.invalidAge;
    if (state && !/^[A-Z]{2}$/.test(state)) errors.state = Messages.invalidState;
    if (gender && gender !== '0' && gender !== '1') errors.gender = Messages.invalidGender;
    if (Object.keys(errors).length > 0) return rejected(reply, errors);
    return [{ recs: await plansForTierAndAge(db, tier, age) }];
  });

  // ---- leads: the location prompt (docs/adr/0402) ----
  app.get<Query>(routePattern(BenefitServiceRoutes.checkLeadInformation), async (request, reply) => {
    const errors: Record<string, string> = {};
    const { deviceId, webUrl } = checkSite(request.query, errors);
    if (Object.keys(errors).length > 0) return rejected(reply, errors);
    const rows = await db.query<{ zip_code: string | null }>('SELECT zip_code FROM leads WHERE device_id = $1 AND web_url = $2', [deviceId, webUrl]);
    const lead = rows[0];
    return lead
      ? { statusCode: 200, status: 'success', zip_code: lead.zip_code }
      : { statusCode: 404, status: 'not_found', zip_code: null };
  });

  app.get<Query>(routePattern(BenefitServiceRoutes.getLeadInformation), async (request, reply) => {
    const query = request.query;
    const errors: Record<string, string> = {};
    const { deviceId, webUrl } = checkSite(query, errors);
    const latitude = coordinate(query, 'latitude', 90);
    const longitude = coordinate(query, 'longitude', 180);
    if (Number.isNaN(latitude) || Number.isNaN(longitude) || (latitude === undefined) !== (longitude === undefined)) {
      errors.location = Messages.invalidLocation;
    }
    const zipGiven = text(query, 'zip_code') || text(query, 'zip');
    if (zipGiven && !stateForZip(zipGiven)) errors.zip_code = Messages.invalidZip;
    if (Object.keys(errors).length > 0) return rejected(reply, errors);

    if (text(query, 'store_information') !== '1') {
      const rows = await db.query<{ zip_code: string | null }>('SELECT zip_code FROM leads WHERE device_id = $1 AND web_url = $2', [deviceId, webUrl]);
      return { status: 'success', statusCode: 200, result: { zip_code: rows[0]?.zip_code ?? null } };
    }
    const zip = zipGiven || (latitude !== undefined && longitude !== undefined ? nearestZip(latitude, longitude) : undefined) || null;
    await db.query(
      `INSERT INTO leads (device_id, web_url, agent_id, group_id, zip_code, allowed, latitude, longitude)
       VALUES ($1, $2, $3, $4, $5, true, $6, $7)
       ON CONFLICT (device_id, web_url) DO UPDATE SET agent_id = EXCLUDED.agent_id, group_id = EXCLUDED.group_id,
         zip_code = EXCLUDED.zip_code, allowed = true, latitude = EXCLUDED.latitude, longitude = EXCLUDED.longitude, updated_at = now()`,
      [deviceId, webUrl, hintId(query, 'agent_id'), hintId(query, 'group_id'), zip, latitude ?? null, longitude ?? null],
    );
    return { status: 'success', statusCode: 200, result: { zip_code: zip } };
  });

  // ---- the virtual assistant's chat (docs/adr/0403) ----
  app.get<Query>(routePattern(BenefitServiceRoutes.assistGet), async (request, reply) => {
    const errors: Record<string, string> = {};
    const { deviceId, webUrl } = checkSite(request.query, errors);
    if (Object.keys(errors).length > 0) return rejected(reply, errors);
    const question = await db.query<{ id: number; question: string }>('SELECT id, question FROM assistant_questions ORDER BY sort_order, id');
    const answers = await db.query<{ question_id: number; answer: string; question: string }>(
      `SELECT a.question_id, a.answer, q.question FROM assistant_answers a JOIN assistant_questions q ON q.id = a.question_id
       WHERE a.device_id = $1 AND a.web_url = $2 ORDER BY q.sort_order, q.id`,
      [deviceId, webUrl],
    );
    return success({
      question,
      answer: answers.map((a) => ({ question_id: a.question_id, answer: a.answer, assistant_question: { question: a.question } })),
    });
  });

  app.post(routePattern(BenefitServiceRoutes.assistAdd), async (request, reply) => {
    const body = request.body;
    const errors: Record<string, string> = {};
    const { deviceId, webUrl } = checkSite(body, errors);
    const questionText = text(body, 'question_id');
    const answer = text(body, 'answer');
    const questionId = /^\d{1,9}$/.test(questionText) ? Number(questionText) : undefined;
    if (!questionText) errors.question_id = Messages.fieldRequired;
    else if (questionId === undefined || (await db.query('SELECT 1 FROM assistant_questions WHERE id = $1', [questionId])).length === 0) {
      errors.question_id = Messages.unknownQuestion;
    }
    if (!answer) errors.answer = Messages.fieldRequired;
    else if (answer.length > MAX_ANSWER_LENGTH) errors.answer = Messages.answerTooLong;
    if (Object.keys(errors).length > 0) return rejected(reply, errors);
    if (!(await takeHit(db, RateLimits.assistantAnswers, request.ip))) return sendFieldErrors(reply, 429, { answer: Messages.tooManyRequests });
    await db.query(
      `INSERT INTO assistant_answers (question_id, answer, device_id, agent_id, web_url) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (device_id, question_id, web_url) DO UPDATE SET answer = EXCLUDED.answer, agent_id = EXCLUDED.agent_id, updated_at = now()`,
      [questionId, answer, deviceId, hintId(body, 'agent_id'), webUrl],
    );
    return success({ question_id: questionId, answer });
  });

  app.post(routePattern(BenefitServiceRoutes.assistFeedback), async (request, reply) => {
    const body = request.body;
    const errors: Record<string, string> = {};
    const { deviceId, webUrl } = checkSite(body, errors);
    const email = text(body, 'email');
    const message = text(body, 'message');
    if (!email) errors.email = Messages.fieldRequired;
    else if (!isEmail(email) || email.length > 254) errors.email = Messages.invalidEmailAddress;
    if (!message) errors.message = Messages.fieldRequired;
    else if (message.length > MAX_FEEDBACK_LENGTH) errors.message = Messages.feedbackTooLong;
    if (Object.keys(errors).length > 0) return rejected(reply, errors);
    if (!(await takeHit(db, RateLimits.feedback, request.ip))) return sendFieldErrors(reply, 429, { message: Messages.tooManyRequests });
    const rows = await db.query<{ id: string }>(
      'INSERT INTO feedback (device_id, web_url, agent_id, group_id, email, message) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text AS id',
      [deviceId, webUrl, hintId(body, 'agent_id'), hintId(body, 'group_id'), email, message],
    );
    return success({ feedback_id: rows[0]!.id });
  });
};
