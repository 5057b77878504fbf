import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decryptSharedIds,
  httpHelpDesk,
  httpLeadGateway,
  httpRecommendationGateway,
} from '@benefit-store/adapters-http';
import {
  AssistAddResponse,
  AssistFeedbackResponse,
  AssistGetResponse,
  CheckLeadInformationResponse,
  DecryptDetailResponse,
  ErrorEnvelope,
  GetLeadInformationResponse,
  RecommendationAssociationResponse,
  RecommendationListResponse,
  RecommendationPlanDetailsResponse,
  decode,
} from '@benefit-store/contract';
import { Limits, Messages } from '@benefit-store/domain';
import { idTokens } from '@benefit-store/server';
import type { SiteVisit } from '@benefit-store/ports';
import { postgresSuiteEnabled, startTestServer, type Backend, type TestServer } from '../support/test-server.ts';
import { raw, visitor } from '../support/wire.ts';

const backends: Backend[] = ['pglite', ...((await postgresSuiteEnabled('benefit-service contract')) ? (['postgres'] as const) : [])];

const newVisit = (site = 'http://localhost:8080/jordan-avery'): SiteVisit => ({ deviceId: randomUUID(), webUrl: site, agentId: '1001' });

const fieldErrors = (body: unknown) => {
  const envelope = decode(ErrorEnvelope, body);
  expect(envelope.ok, JSON.stringify(body)).toBe(true);
  return envelope.ok ? Object.fromEntries(envelope.value.data.map((e) => [e.target_element, e.error_message])) : {};
};

const qs = (query: Record<string, string>) => `?${new URLSearchParams(query).toString()}`;

describe.each(backends)('benefit service contract on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => {
    await server?.close();
  });

  describe('decrypt-detail', () => {
    it('opens ids the server sealed, as the first item of an array, and answers null for ids not sent', async () => {
      const tokens = idTokens(server.keys.idTokenSecret);
      const sealed = { agentId: tokens.seal('agentId', '1001'), groupId: tokens.seal('groupId', '3001'), planId: tokens.seal('planId', '101') };
      expect(sealed.agentId).not.toContain('1001');

      const answer = await raw(server, 'POST', '/benefit-service/decrypt-detail', sealed);
      expect(answer.status).toBe(200);
      expect(decode(DecryptDetailResponse, answer.body).ok).toBe(true);
      expect(answer.body).toEqual([{ agentId: '1001', groupId: '3001', planId: '101', portalId: null, userID: null }]);

      const viaAdapter = await decryptSharedIds(visitor(server), sealed);
      expect(viaAdapter._unsafeUnwrap()).toMatchObject({ agentId: '1001', groupId: '3001', planId: '101' });
    });

    it('rejects a forged, altered or re-purposed token with a field error, never a 5xx', async () => {
      const tokens = idTokens(server.keys.idTokenSecret);
      const genuine = tokens.seal('agentId', '1001');
      const [version, iv, body, tag] = genuine.split('.') as [string, string, string, string];
      const flipped = Buffer.from(body, 'base64url');
      flipped[0] = flipped[0]! ^ 1;
      const forgeries = [
        'bs1.AAAAAAAAAAAAAAAA.MTAwMg.AAAAAAAAAAAAAAAAAAAAAA', // well-formed, never sealed by this server
        [version, iv, flipped.toString('base64url'), tag].join('.'), // altered ciphertext
        '1002', // a plain id
        'bs1.%%%.!!!.???',
      ];
      for (const agentId of forgeries) {
        const answer = await raw(server, 'POST', '/benefit-service/decrypt-detail', { agentId });
        expect(answer.status, agentId).toBe(422);
        expect(fieldErrors(answer.body)).toEqual({ agentId: Messages.invalidLink });
      }
      // A genuine agent token presented as a group id: the kind is authenticated too.
      const swapped = await raw(server, 'POST', '/benefit-service/decrypt-detail', { groupId: genuine });
      expect(swapped.status).toBe(422);
      expect(fieldErrors(swapped.body)).toEqual({ groupId: Messages.invalidLink });

      const viaAdapter = await decryptSharedIds(visitor(server), { agentId: forgeries[0]! });
      expect(viaAdapter._unsafeUnwrapErr()).toEqual({ kind: 'validation', fields: { agentId: Messages.invalidLink } });
    });
  });

  describe('recommendations', () => {
    it('popularity: recs in the first array item, the plans most members hold first', async () => {
      const answer = await raw(server, 'GET', `/benefit-service/recommendation/popularity${qs({ platformID: '501', enroll_type: 'new-member', agentID: '1001' })}`);
      expect(answer.status).toBe(200);
      const decoded = decode(RecommendationListResponse, answer.body);
      expect(decoded.ok).toBe(true);
      const recs = (answer.body as Array<{ recs: string[] }>)[0]!.recs;
      expect(recs.length).toBeGreaterThanOrEqual(5);
      expect(recs.length).toBeLessThanOrEqual(10);
      // SmileWell Dental Plus (111) is the plan the most demo members actively hold.
      expect(recs[0]).toBe('111');

      const ids = (await httpRecommendationGateway(visitor(server)).recommend({ kind: 'popularity', context: { agentId: '1001' } }))._unsafeUnwrap();
      expect(ids).toEqual(recs);
    });

    it('association (cart): recs at the top level, plans held together with the cart plan first', async () => {
      const answer = await raw(server, 'GET', `/benefit-service/recommendation/association${qs({ agentID: '1001', planID: '121', state: 'TX', groupID: '3001' })}`);
      expect(answer.status).toBe(200);
      expect(decode(RecommendationAssociationResponse, answer.body).ok).toBe(true);
      const { recs } = answer.body as { recs: string[] };
      // Every demo member holding ClearView Vision (121) also holds SmileWell Dental Plus (111).
      expect(recs[0]).toBe('111');
      expect(recs).not.toContain('121');

      const missing = await raw(server, 'GET', '/benefit-service/recommendation/association?agentID=1001&state=texas');
      expect(missing.status).toBe(422);
      expect(fieldErrors(missing.body)).toEqual({ planID: Messages.fieldRequired, state: Messages.invalidState });
    });

    it('filter: recs in the first array item, only plans offered to the tier and age', async () => {
      const gateway = httpRecommendationGateway(visitor(server));
      const family = (await gateway.recommend({ kind: 'filter', state: 'TX', tier: 'IF', age: 40, gender: '1', context: {} }))._unsafeUnwrap();
      expect(family.length).toBeGreaterThan(0);
      expect(family).not.toContain('141'); // term life: tier IO only
      const older = (await gateway.recommend({ kind: 'filter', state: 'TX', tier: 'IO', age: 70, gender: '0', context: {} }))._unsafeUnwrap();
      expect(older).not.toContain('201'); // disability income: to age 64

      const answer = await raw(server, 'GET', `/benefit-service/recommendation/filter${qs({ state: 'TX', tier: 'IO', age: '30', gender: '0' })}`);
      expect(decode(RecommendationListResponse, answer.body).ok).toBe(true);
      expect((answer.body as Array<{ recs: string[] }>)[0]!.recs).toContain('141');

      const bad = await raw(server, 'GET', `/benefit-service/recommendation/filter${qs({ tier: 'XX', age: 'old', gender: '7' })}`);
      expect(bad.status).toBe(422);
      expect(fieldErrors(bad.body)).toEqual({ tier: Messages.invalidTier, age: Messages.invalidAge, gender: Messages.invalidGender });
    });

    it("a plan sold only through a portal is recommended only to that portal's visitors (105: Acme's portal 503)", async () => {
      const gateway = httpRecommendationGateway(visitor(server));
      const standard = { kind: 'filter', state: 'TX', tier: 'IO', age: 41, gender: '0' } as const;
      const publicShopper = (await gateway.recommend({ ...standard, context: {} }))._unsafeUnwrap();
      const otherPortal = (await gateway.recommend({ ...standard, context: { platformId: '501' } }))._unsafeUnwrap();
      const acme = (await gateway.recommend({ ...standard, context: { platformId: '503', groupId: '3001' } }))._unsafeUnwrap();
      expect(publicShopper).toContain('101');
      expect(publicShopper).not.toContain('105');
      expect(otherPortal).not.toContain('105');
      expect(acme).toContain('105');
      // The portal narrows; it does not reorder what both may buy.
      expect(acme.filter((id) => id !== '105')).toEqual(publicShopper);

      for (const ask of [
        gateway.recommend({ kind: 'popularity', context: {} }),
        gateway.recommend({ kind: 'association', planId: '101', context: { platformId: '501' } }),
      ]) expect((await ask)._unsafeUnwrap()).not.toContain('105');
    });

    it('plan-details keeps its contract: data lists the plans named in plan_list', async () => {
      const answer = await raw(server, 'GET', '/benefit-service/recommendation/plan-details?plan_list=111,101');
      expect(answer.status).toBe(200);
      expect(decode(RecommendationPlanDetailsResponse, answer.body).ok).toBe(true);
      const plans = (await httpRecommendationGateway(visitor(server)).planDetails(['111', '101']))._unsafeUnwrap();
      expect(plans.map((p) => p.planId).sort()).toEqual(['101', '111']);
      expect(plans.every((p) => p.price !== undefined && p.logo.length > 0 && p.category.length > 0)).toBe(true);
    });
  });

  describe('leads', () => {
    it('check-lead-information says "not_found" until get-lead-information records the lead, then its zip', async () => {
      const visit = newVisit();
      const leads = httpLeadGateway(visitor(server));

      const before = await raw(server, 'GET', `/benefit-service/check-lead-information${qs({ device_id: visit.deviceId, web_url: visit.webUrl, agent_id: '1001' })}`);
      expect(before.status).toBe(200);
      expect(decode(CheckLeadInformationResponse, before.body).ok).toBe(true);
      expect(before.body).toEqual({ statusCode: 404, status: 'not_found', zip_code: null });
      expect((await leads.check(visit))._unsafeUnwrap()).toEqual({ recorded: false });

      // Downtown Dallas resolves to 75202.
      const recorded = (await leads.record(visit, { latitude: 32.7767, longitude: -96.797 }))._unsafeUnwrap();
      expect(recorded).toEqual({ zip: '75202' });
      expect((await leads.check(visit))._unsafeUnwrap()).toEqual({ recorded: true, zip: '75202' });

      // The same device on another site has not been asked there yet.
      expect((await leads.check({ ...visit, webUrl: 'http://acme.localhost:8080' }))._unsafeUnwrap()).toEqual({ recorded: false });
    });

    it('get-lead-information answers result.zip_code, null far from any known ZIP, and rejects bad input', async () => {
      const visit = newVisit();
      const far = await raw(server, 'GET', `/benefit-service/get-lead-information${qs({ store_information: '1', device_id: visit.deviceId, web_url: visit.webUrl, group_id: '', agent_id: '1001', latitude: '0', longitude: '0' })}`);
      expect(far.status).toBe(200);
      expect(decode(GetLeadInformationResponse, far.body).ok).toBe(true);
      expect(far.body).toMatchObject({ result: { zip_code: null } });

      const byZip = await raw(server, 'GET', `/benefit-service/get-lead-information${qs({ store_information: '1', device_id: visit.deviceId, web_url: visit.webUrl, zip_code: '02210' })}`);
      expect(byZip.body).toMatchObject({ status: 'success', result: { zip_code: '02210' } });

      const bad = await raw(server, 'GET', `/benefit-service/get-lead-information${qs({ store_information: '1', device_id: 'x', web_url: 'nowhere', latitude: '200', zip_code: '00000' })}`);
      expect(bad.status).toBe(422);
      expect(fieldErrors(bad.body)).toEqual({
        device_id: Messages.invalidDevice,
        web_url: Messages.invalidWebUrl,
        location: Messages.invalidLocation,
        zip_code: Messages.invalidZip,
      });
      const none = await raw(server, 'GET', '/benefit-service/check-lead-information');
      expect(none.status).toBe(422);
      expect(fieldErrors(none.body)).toEqual({ device_id: Messages.fieldRequired, web_url: Messages.fieldRequired });
    });
  });

  describe('assistant', () => {
    it('assist/get lists the questions and this device\'s answers; assist/add saves and then edits an answer', async () => {
      const visit = newVisit();
      const desk = httpHelpDesk(visitor(server));
      const first = await raw(server, 'GET', `/benefit-service/assist/get${qs({ agent_id: '1001', device_id: visit.deviceId, web_url: visit.webUrl })}`);
      expect(first.status).toBe(200);
      expect(decode(AssistGetResponse, first.body).ok).toBe(true);
      const conversation = (await desk.conversation(visit))._unsafeUnwrap();
      expect(conversation.questions.length).toBeGreaterThanOrEqual(3);
      expect(conversation.answers).toEqual([]);

      const questionId = conversation.questions[0]!.id;
      const added = await raw(server, 'POST', '/benefit-service/assist/add', { question_id: questionId, answer: 'Sam', device_id: visit.deviceId, agent_id: '1001', web_url: visit.webUrl });
      expect(added.status).toBe(200);
      expect(decode(AssistAddResponse, added.body).ok).toBe(true);
      (await desk.answer(visit, questionId, 'Samantha'))._unsafeUnwrap();

      const after = await raw(server, 'GET', `/benefit-service/assist/get${qs({ device_id: visit.deviceId, web_url: visit.webUrl })}`);
      const data = (after.body as { data: { answer: unknown[] } }).data;
      expect(data.answer).toEqual([{ question_id: Number(questionId), answer: 'Samantha', assistant_question: { question: conversation.questions[0]!.question } }]);

      // Another device sees none of it.
      expect((await desk.conversation(newVisit()))._unsafeUnwrap().answers).toEqual([]);
    });

    it('assist/add answers validation errors as {target_element, error_message}', async () => {
      const visit = newVisit();
      const empty = await raw(server, 'POST', '/benefit-service/assist/add', { question_id: '', answer: '  ', device_id: visit.deviceId, web_url: visit.webUrl });
      expect(empty.status).toBe(422);
      expect(fieldErrors(empty.body)).toEqual({ question_id: Messages.fieldRequired, answer: Messages.fieldRequired });

      const tooLong = await httpHelpDesk(visitor(server)).answer(visit, '999', 'x'.repeat(Limits.answer + 1));
      expect(tooLong._unsafeUnwrapErr()).toEqual({
        kind: 'validation',
        fields: { answer: Messages.valueTooLong(Limits.answer) },
      });

      const noBody = await raw(server, 'POST', '/benefit-service/assist/add', 'not json');
      expect(noBody.status).toBeGreaterThanOrEqual(400);
      expect(noBody.status).toBeLessThan(500);
    });

    it('assist/feedback saves the help widget\'s feedback and checks the e-mail', async () => {
      const visit = newVisit();
      const saved = await raw(server, 'POST', '/benefit-service/assist/feedback', { email: 'sam@mail.example', message: 'Great site', device_id: visit.deviceId, web_url: visit.webUrl });
      expect(saved.status).toBe(200);
      expect(decode(AssistFeedbackResponse, saved.body).ok).toBe(true);

      const bad = await httpHelpDesk(visitor(server)).feedback(visit, { email: 'not-an-email', message: '' });
      expect(bad._unsafeUnwrapErr()).toEqual({ kind: 'validation', fields: { email: Messages.invalidEmailAddress, message: Messages.fieldRequired } });
    });

    it('limits the feedback one connection may send in an hour, with a clear 429', async () => {
      const send = () => {
        const visit = newVisit();
        return raw(server, 'POST', '/benefit-service/assist/feedback', { email: 'sam@mail.example', message: 'Again', device_id: visit.deviceId, web_url: visit.webUrl });
      };
      // The test above sent one already, from this same address.
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await send()).status);
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(fieldErrors(refused.body)).toEqual({ message: Messages.tooManyRequests });
    });
  });
});
