import * as t from 'io-ts';
import type { Queryable } from '../db/database.ts';
import { exec, Nullable, row, rows } from '../db/rows.ts';

/**
 * The benefit service's own records (docs/adr/0402, 0403): location leads per device and site, the
 * virtual assistant's questions and the answers a device gave, and the help widget's feedback.
 */

export interface SiteVisit {
  readonly deviceId: string;
  readonly webUrl: string;
}

export const leadZip = async (db: Queryable, visit: SiteVisit): Promise<{ zip_code: string | null } | undefined> =>
  row(db, t.type({ zip_code: Nullable(t.string) }), 'SELECT zip_code FROM leads WHERE device_id = $1 AND web_url = $2', [visit.deviceId, visit.webUrl]);

export interface Lead extends SiteVisit {
  readonly agentId: string | null;
  readonly groupId: string | null;
  readonly zip: string | null;
  readonly latitude: number | null;
  readonly longitude: number | null;
}

export const saveLead = (db: Queryable, lead: Lead) =>
  exec(
    db,
    `INSERT INTO leads (device_id, web_url, agent_id, group_id, zip_code, allowed, latitude, longitude)
     VALUES ($1, $2, $3, $4, $5, true, $6, $7)
     ON CONFLICT (device_id, web_url) DO UPDATE SET agent_id = EXCLUDED.agent_id, group_id = EXCLUDED.group_id,
       zip_code = EXCLUDED.zip_code, allowed = true, latitude = EXCLUDED.latitude, longitude = EXCLUDED.longitude, updated_at = now()`,
    [lead.deviceId, lead.webUrl, lead.agentId, lead.groupId, lead.zip, lead.latitude, lead.longitude],
  );

export const assistantQuestions = (db: Queryable) =>
  rows(db, t.type({ id: t.number, question: t.string }), 'SELECT id, question FROM assistant_questions ORDER BY sort_order, id');

export const questionExists = async (db: Queryable, id: number): Promise<boolean> =>
  (await row(db, t.type({ id: t.number }), 'SELECT id FROM assistant_questions WHERE id = $1', [id])) !== undefined;

export const answersOf = (db: Queryable, visit: SiteVisit) =>
  rows(
    db,
    t.type({ question_id: t.number, answer: t.string, question: t.string }),
    `SELECT a.question_id, a.answer, q.question FROM assistant_answers a JOIN assistant_questions q ON q.id = a.question_id
     WHERE a.device_id = $1 AND a.web_url = $2 ORDER BY q.sort_order, q.id`,
    [visit.deviceId, visit.webUrl],
  );

export const saveAnswer = (db: Queryable, visit: SiteVisit, answer: { questionId: number; text: string; agentId: string | null }) =>
  exec(
    db,
    `INSERT INTO assistant_answers (question_id, answer, device_id, agent_id, web_url) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (device_id, question_id, web_url) DO UPDATE SET answer = EXCLUDED.answer, agent_id = EXCLUDED.agent_id, updated_at = now()`,
    [answer.questionId, answer.text, visit.deviceId, answer.agentId, visit.webUrl],
  );

export const saveFeedback = async (
  db: Queryable,
  visit: SiteVisit,
  feedback: { agentId: string | null; groupId: string | null; email: string; message: string },
): Promise<string> => {
  const saved = await row(
    db,
    t.type({ id: t.string }),
    'INSERT INTO feedback (device_id, web_url, agent_id, group_id, email, message) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text AS id',
    [visit.deviceId, visit.webUrl, feedback.agentId, feedback.groupId, feedback.email, feedback.message],
  );
  if (!saved) throw new Error('feedback was not saved');
  return saved.id;
};
