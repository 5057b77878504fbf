import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BeneficiariesResponse,
  CheckEnrollCodeResponse,
  decode,
  DependentFormFieldsResponse,
  DependentsResponse,
  ErrorEnvelope,
  FormFieldsResponse,
  GroupInfoResponse,
  HealthInfoResponse,
  OptionsResponse,
  SaveBeneficiaryInfoResponse,
  SaveDependentInfoResponse,
  StatesResponse,
  StepSavedResponse,
  TempInfoResponse,
  ValidateSingleBeneficiaryResponse,
  ValidateSingleDependentResponse,
  ValidationResponse,
  WizardRoutes,
} from '@benefit-store/contract';
import { Messages } from '@benefit-store/domain';
import { fieldsOfError, http } from '../support/http.ts';
import { postgresSuiteEnabled, startTestServer, type Backend, type TestServer } from '../support/test-server.ts';
import { answersAllNo, asShopper, CONTACT, dataOf, EMPLOYER, journalTypes, PERSONAL, putInCart, startQuote } from '../support/wizard-journey.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const backends: Backend[] = ['pglite', ...((await postgresSuiteEnabled('contract')) ? (['postgres'] as const) : [])];

const ok = <A>(codec: { decode: (u: unknown) => unknown }, body: unknown) => {
  const decoded = decode(codec as never, body) as { ok: boolean; problems?: string[] };
  expect(decoded.problems ?? []).toEqual([]);
  return body as { data: A };
};

describe.each(backends)('wizard steps personal to dependents on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { now: () => NOW });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('walks an IO applicant with a life plan through personal, contact and beneficiaries, journaling each save', async () => {
    const me = await startQuote(server, { tier: 'IO' });
    await putInCart(server, me.enrollmentId, ['141']);

    const fields = await me.get('get-form-fields-personal-info');
    expect(fields.status).toBe(200);
    const defs = ok<{ field_name: string; value: string | null; read_only: boolean }[]>(FormFieldsResponse, fields.body).data;
    expect(defs.find((f) => f.field_name === 'gender')).toMatchObject({ value: '1', read_only: true });
    expect(defs.find((f) => f.field_name === 'birthdate')).toMatchObject({ value: '01/15/1985', read_only: true });

    const personal = await me.post('save-personal-info', PERSONAL);
    expect(personal.status).toBe(200);
    const saved = ok<{ data: Record<string, string> }>(StepSavedResponse, personal.body).data.data;
    expect(saved.ssn).toBe('xxx-xx-6789');
    expect(JSON.stringify(personal.body)).not.toContain('123456789');
    expect(personal.headers['cache-control']).toBe('no-store');

    // At rest the SSN is sealed; the section says it was saved.
    const stored = await server.db.query<{ primary_info: { status: string; data: Record<string, string> } }>(
      'SELECT primary_info FROM temp_enrollments WHERE id = $1',
      [me.enrollmentId],
    );
    expect(stored[0]!.primary_info.status).toBe('saved');
    expect(JSON.stringify(stored[0]!.primary_info)).not.toContain('123456789');
    expect(stored[0]!.primary_info.data.ssn_sealed).toMatch(/^v1:/);

    // The masked value sent back unchanged keeps the stored SSN.
    const again = await me.post('save-personal-info', { ...PERSONAL, ssn: 'xxx-xx-6789', weight: '151' });
    expect(again.status).toBe(200);

    const contact = await me.post('save-contact-info', CONTACT);
    expect(contact.status).toBe(200);
    expect(ok<{ data: Record<string, string> }>(StepSavedResponse, contact.body).data.data).toMatchObject({ state: 'TX', zip: '75001', birth_state: 'TX' });

    const one = await me.post('validate-single-beneficiary', {
      first_name: 'Sam', last_name: 'Rivera', relationship: 'Child', beneficiary_percentage: '60', birthdate: '05/05/2015', ssn: '222334444',
    });
    expect(one.status).toBe(200);
    const checked = ok<{ beneficiary: Record<string, string>; warnings: { code: string }[] }>(ValidateSingleBeneficiaryResponse, one.body).data;
    expect(checked.beneficiary.ssn).toBe('xxx-xx-4444');
    expect(checked.warnings.map((w) => w.code)).toEqual(['minor']);

    const under = await me.post('save-beneficiary-info', {
      beneficiaries: [{ first_name: 'Sam', last_name: 'Rivera', relationship: 'Child', beneficiary_percentage: '60' }],
    });
    expect(under.status).toBe(422);
    expect(fieldsOfError(under)).toEqual({ beneficiaries: Messages.beneficiaryTotalUnder(60) });

    const full = await me.post('save-beneficiary-info', {
      beneficiaries: [
        { first_name: 'Sam', last_name: 'Rivera', relationship: 'Child', beneficiary_percentage: '60', ssn: '222334444' },
        { first_name: 'Alex', last_name: 'Rivera', relationship: 'Spouse', beneficiary_percentage: '40', ssn: '222334444' },
      ],
    });
    expect(full.status).toBe(200);
    const list = ok<{ beneficiaries: Record<string, string>[]; warnings: { code: string }[] }>(SaveBeneficiaryInfoResponse, full.body).data;
    expect(list.beneficiaries.map((b) => b.ssn)).toEqual(['xxx-xx-4444', 'xxx-xx-4444']);
    expect(list.warnings.map((w) => w.code)).toContain('same-ssn');

    const temp = await me.get('get-enrollment-temp-info', { column: 'benificiary_info' });
    const result = ok<{ result: { status: string; beneficiaries: unknown[] } }>(TempInfoResponse, temp.body).data.result;
    expect(result.status).toBe('saved');
    expect(result.beneficiaries).toHaveLength(2);

    const journal = await journalTypes(server, me.enrollmentId);
    expect(journal.map((j) => `${j.type}:${j.outcome}`)).toEqual([
      'add-filter-for-new-user:ok',
      'save-personal-info:ok',
      'save-personal-info:ok',
      'save-contact-info:ok',
      // The popup's check of one beneficiary is a command too (docs/adr/0800): journaled, changing nothing.
      'validate-single-beneficiary:ok',
      'save-beneficiary-info:rejected',
      'save-beneficiary-info:ok',
    ]);
    expect(JSON.stringify(journal)).not.toContain('123456789');
    expect(JSON.stringify(journal)).not.toContain('222334444');
  });

  it('refuses invalid personal, contact and beneficiary input with the spec messages and writes nothing', async () => {
    const me = await startQuote(server);
    const bad = await me.post('save-personal-info', { ...PERSONAL, first_name: '', weight: '0', height_feet: '0', height_inch: '13', ssn: '12', ethnic_category_other_type: '' });
    expect(bad.status).toBe(422);
    expect(decode(ErrorEnvelope, bad.body).ok).toBe(true);
    expect(fieldsOfError(bad)).toEqual({
      first_name: Messages.fieldRequired,
      weight: Messages.weightInvalid,
      height_feet: Messages.heightInvalid,
      height_inch: Messages.inchInvalid,
      ssn: Messages.invalidSsn,
      ethnic_category_other_type: Messages.fieldRequired,
    });
    const contact = await me.post('save-contact-info', { ...CONTACT, email_address: 'nope', phone_number: '12' });
    expect(fieldsOfError(contact)).toEqual({ email_address: Messages.emailFormat, phone_number: Messages.invalidPhone });
    const taken = await me.post('save-contact-info', { ...CONTACT, email_address: 'maria.gonzalez@mail.example' });
    expect(fieldsOfError(taken)).toEqual({ email_address: Messages.emailAlreadyExists });
    const over = await me.post('save-beneficiary-info', {
      beneficiaries: [
        { first_name: 'A', last_name: 'B', relationship: 'Child', beneficiary_percentage: '70' },
        { first_name: 'C', last_name: 'D', relationship: 'Child', beneficiary_percentage: '70' },
      ],
    });
    expect(fieldsOfError(over)).toEqual({ beneficiaries: Messages.beneficiaryTotalOver(140) });
    const four = await me.post('save-beneficiary-info', {
      beneficiaries: ['A', 'B', 'C', 'D'].map((n) => ({ first_name: n, last_name: 'X', relationship: 'Child', beneficiary_percentage: '25' })),
    });
    expect(fieldsOfError(four)).toEqual({ beneficiaries: Messages.maxBeneficiaries });
    const none = await me.post('save-beneficiary-info', { beneficiaries: [] });
    expect(fieldsOfError(none)).toEqual({ beneficiaries: Messages.addBeneficiariesFirst });
    const popup = await me.post('validate-single-beneficiary', { first_name: 'A', last_name: 'B', relationship: '', beneficiary_percentage: '101', birthdate: '01/01/2099' });
    expect(fieldsOfError(popup)).toEqual({
      relationship: Messages.fieldRequired,
      beneficiary_percentage: Messages.beneficiaryPercentage,
      birthdate: Messages.futureDate,
    });
    const rows = await server.db.query<{ primary_info: unknown; contact_info: unknown; beneficiary_info: unknown }>(
      'SELECT primary_info, contact_info, beneficiary_info FROM temp_enrollments WHERE id = $1',
      [me.enrollmentId],
    );
    expect(rows[0]).toEqual({ primary_info: null, contact_info: null, beneficiary_info: null });
  });

  it('checks e-mail and phone by format and uniqueness, with no outside service', async () => {
    const me = await startQuote(server);
    const free = await http(server.url, 'POST', '/api/v1/validate-member-email', { cookie: me.cookie, body: { email: 'someone.new@example.com' } });
    expect(ok(ValidationResponse, free.body).data).toEqual({ valid: true });
    const taken = await http(server.url, 'POST', '/api/v1/validate-member-email', { body: { email: 'Maria.Gonzalez@mail.example' } });
    expect(fieldsOfError(taken)).toEqual({ email: Messages.emailAlreadyExists });
    const badFormat = await http(server.url, 'POST', '/api/v1/validate-email-neverbounce', { body: { email: 'a@b' } });
    expect(fieldsOfError(badFormat)).toEqual({ email: Messages.emailFormat });
    const phone = await http(server.url, 'GET', '/api/v1/validate-phone-numverify?phone=214555');
    expect(fieldsOfError(phone)).toEqual({ phone: Messages.invalidPhone });
    const phoneOk = await http(server.url, 'GET', '/api/v1/validate-phone-numverify?phone=2145550999');
    expect(ok(ValidationResponse, phoneOk.body).data).toEqual({ valid: true });
  });

  it('runs the employer step of an Acme group member with group defaults, option lists and the retired block', async () => {
    const me = await startQuote(server, { group_id: '3001', type: 'new-group-member' });
    await putInCart(server, me.enrollmentId, ['105']);
    const group = await me.get('get-group-info');
    expect(ok<{ general_info: { group_name: string } }>(GroupInfoResponse, group.body).data.general_info.group_name).toBe('Acme Manufacturing');
    const fields = ok<{ field_name: string; value: string | null }[]>(FormFieldsResponse, (await me.get('get-form-fields-employer-info')).body).data;
    expect(fields.find((f) => f.field_name === 'name')?.value).toBe('Acme Manufacturing');
    for (const route of ['get-average-work-week', 'get-employment-status', 'get-compensation-types', 'get-vacation-policy', 'get-bargaining-unit', 'get-holiday-policy', 'get-ethnic-category', 'get-beneficiary-relationships']) {
      const list = await http(server.url, 'GET', `/api/v1/${route}`);
      expect(ok<unknown[]>(OptionsResponse, list.body).data.length, route).toBeGreaterThan(1);
    }
    const states = ok<{ name: string; abbrev: string }[]>(StatesResponse, (await http(server.url, 'GET', '/api/v1/get-states')).body).data;
    expect(states).toContainEqual({ name: 'Texas', abbrev: 'TX' });

    const retired = await me.post('save-employer-info', { ...EMPLOYER, employment_status: 'R', holiday_policy: {} });
    expect(fieldsOfError(retired)).toEqual({ employment_status: Messages.retiredEmployer, holiday_policy: Messages.selectHolidayPolicy });
    const saved = await me.post('save-employer-info', EMPLOYER);
    expect(saved.status).toBe(200);
    expect(ok<{ data: Record<string, unknown> }>(StepSavedResponse, saved.body).data.data).toMatchObject({
      state: 'TX',
      holiday_policy: { Standard_6: 1, Presendents_Day: 0, Columbus_Day: 0, Religious_Days: 0, Birthday: 1, Floating_Day: 0 },
    });
  });

  it('blocks the personal save of group 2556 until an enroller code is saved', async () => {
    const me = await startQuote(server, { group_id: '2556', type: 'new-group-member' });
    expect(ok(CheckEnrollCodeResponse, (await http(server.url, 'GET', `/benefit-service/check-enroll-code?enrollment_id=${me.enrollmentId}`, { cookie: me.cookie })).body).data).toEqual({ show_enroll_code: true });
    const blocked = await me.post('save-personal-info', PERSONAL);
    expect(fieldsOfError(blocked)).toEqual({ enrollerCode: Messages.enrollerCodeRequired });
    expect(fieldsOfError(await me.post('save-enroller-code', { enrollerCode: '' }))).toEqual({ enrollerCode: Messages.enterEnrollerCode });
    expect(fieldsOfError(await me.post('save-enroller-code', { enrollerCode: 'NOPE' }))).toEqual({ enrollerCode: Messages.invalidEnrollerCode });
    const agent = await server.db.query<{ agent_code: string }>("SELECT agent_code FROM agents WHERE agent_id = '1001'");
    const code = await me.post('save-enroller-code', { enrollerCode: agent[0]!.agent_code.toLowerCase() });
    expect(code.status).toBe(200);
    ok(StepSavedResponse, code.body);
    expect((await me.post('save-personal-info', PERSONAL)).status).toBe(200);
  });

  it('saves health answers with the special shapes of 145/146/147 and the error keys of section 5', async () => {
    const me = await startQuote(server, { tier: 'IO' });
    await putInCart(server, me.enrollmentId, ['101']);
    const questions = ok<{ condition_questions: { question_id: string }[] }>(HealthInfoResponse, (await me.get('get-health-questions-primary-health-info')).body).data;
    expect(questions.condition_questions.map((q) => q.question_id)).toEqual(['141', '142', '143', '144', '145', '146', '147']);

    const answers = answersAllNo();
    answers.condition_questions[0] = { question_id: '141', yes_no_flag: '1' } as never;
    answers.condition_questions[6] = { question_id: '147', yes_no_flag: '1', conditions: [{ condition: 'Knee', status: 'open' }] } as never;
    const bad = await me.post('save-primary-health-info', answers);
    expect(bad.status).toBe(422);
    const errors = fieldsOfError(bad);
    expect(errors['condition_questions.0.conditions.0.health_condition']).toBe(Messages.fieldRequired);
    expect(errors['condition_questions.6.conditions.0.physician_name']).toBe(Messages.fieldRequired);
    expect(errors['condition_questions.6.conditions.0.health_condition']).toBeUndefined();

    const good = answersAllNo();
    good.condition_questions[4] = { question_id: '145', yes_no_flag: '1' } as never;
    good.medication_question = { question_id: '150', yes_no_flag: '1', medications: [{ medication: 'Lisinopril', dosage: '10mg', medical_condition: 'BP' }, { medication: '', dosage: '', medical_condition: '' }] } as never;
    const saved = await me.post('save-primary-health-info', good);
    expect(saved.status).toBe(200);
    const temp = ok<{ result: { medication_question: { medications: unknown[] } } }>(TempInfoResponse, (await me.get('get-enrollment-temp-info', { column: 'health_info' })).body).data.result;
    expect(temp.medication_question.medications).toHaveLength(1);
    const missing = await me.post('save-primary-health-info', { condition_questions: [{ question_id: '141', yes_no_flag: '0' }] });
    expect(fieldsOfError(missing).condition_questions).toBe(Messages.answerAllQuestions);
  });

  it('runs the dependents of an IF family with a premier medical plan', async () => {
    const me = await startQuote(server, { tier: 'IF' });
    await putInCart(server, me.enrollmentId, ['101']);
    const form = ok<{ fields: { field_name: string; required: boolean }[]; disclaimer: string }>(DependentFormFieldsResponse, (await me.get('get-form-fields-dependent-primary-info')).body).data;
    expect(form.fields.find((f) => f.field_name === 'weight')?.required).toBe(true);
    ok(HealthInfoResponse, (await me.get('get-health-questions-dependent-info')).body);
    const spouse = { first_name: 'Alex', last_name: 'Rivera', birthdate: '02/02/1986', gender: '0', ssn: '333445555', relationship: 'spouse', weight: '180', height_feet: '6', height_inch: '0' };
    const child = { first_name: 'Sam', last_name: 'Rivera', birthdate: '05/05/2015', gender: '1', ssn: '444556666', relationship: 'child', weight: '70', height_feet: '4', height_inch: '2' };

    const single = await me.post('validate-single-dependent', { primary_info: spouse });
    expect(ok<{ dependent: { primary_info: Record<string, string> } }>(ValidateSingleDependentResponse, single.body).data.dependent.primary_info.ssn).toBe('xxx-xx-5555');
    const invalid = await me.post('validate-single-dependent', { primary_info: { ...child, first_name: '', birthdate: '11/21/2026', weight: '' } });
    expect(fieldsOfError(invalid)).toEqual({ first_name: Messages.fieldRequired, birthdate: Messages.dateNotInPast, weight: Messages.fieldRequired });

    const temp = await me.post('save-dependent-info-to-temp', { dependents: [{ primary_info: spouse }], spouse_answer: 'yes' });
    expect(temp.status).toBe(200);
    const early = await me.post('save-dependent-info', { dependents: [{ primary_info: spouse }], spouse_answer: 'yes' });
    expect(fieldsOfError(early)).toEqual({ dependents: Messages.dependentsRequired });
    const twoSpouses = await me.post('save-dependent-info-to-temp', { dependents: [{ primary_info: spouse }, { primary_info: spouse }] });
    expect(fieldsOfError(twoSpouses)).toEqual({ dependents: Messages.oneSpouseOnly });

    const kept = ok<{ dependents: { primary_info: { dependent_id: string } }[] }>(SaveDependentInfoResponse, temp.body).data.dependents[0]!.primary_info.dependent_id;
    const done = await me.post('save-dependent-info', {
      dependents: [{ primary_info: { ...spouse, dependent_id: kept, ssn: 'xxx-xx-5555' } }, { primary_info: child, health_info: answersAllNo() }],
      spouse_answer: 'yes',
    });
    expect(done.status).toBe(200);
    const list = ok<{ dependents: { primary_info: Record<string, string> }[] }>(SaveDependentInfoResponse, done.body).data.dependents;
    expect(list.map((d) => [d.primary_info.dependent_id === kept, d.primary_info.ssn, d.primary_info.employed])).toEqual([
      [true, 'xxx-xx-5555', '0'],
      [false, 'xxx-xx-6666', '0'],
    ]);
    const stored = await server.db.query<{ dependent_info: unknown }>('SELECT dependent_info FROM temp_enrollments WHERE id = $1', [me.enrollmentId]);
    expect(JSON.stringify(stored[0]!.dependent_info)).not.toMatch(/333445555|444556666/);
    expect(ok(DependentsResponse, { status: 'success', data: list }).data).toHaveLength(2);
  });

  it('takes one child only on an IC premier (L713) plan and no dependents on IO', async () => {
    const ic = await startQuote(server, { tier: 'IC' });
    await putInCart(server, ic.enrollmentId, ['101']);
    const kid = (n: string) => ({ primary_info: { first_name: 'Kid', last_name: `Rivera${n === '6666' ? '' : 'son'}`, birthdate: '05/05/2015', gender: '1', ssn: `44455${n}`, relationship: 'child', weight: '70', height_feet: '4', height_inch: '2' } });
    const two = await ic.post('save-dependent-info', { dependents: [kid('6666'), kid('7777')] });
    expect(fieldsOfError(two)).toEqual({ dependents: Messages.oneChildInL713 });
    const io = await startQuote(server, { tier: 'IO' });
    expect(fieldsOfError(await io.post('save-dependent-info-to-temp', { dependents: [kid('6666')] }))).toEqual({ dependents: Messages.tierHasNoDependents });
    const deleted = await io.post('delete-dependent-in-IO', {});
    expect(deleted.status).toBe(200);
    ok(StepSavedResponse, deleted.body);
    ok(FormFieldsResponse, (await io.get('get-form-fields-beneficiary-info')).body);
    ok(ValidationResponse, (await http(server.url, 'POST', '/api/v1/validate-email-neverbounce', { body: { email: 'a@example.com' } })).body);
  });

  it('prefills an existing member from the records on file and checks their phone and e-mail against other members only', async () => {
    const signIn = await http(server.url, 'POST', '/api/v1/auth/sign-in', { body: { email: 'jordan.avery@averybenefits.example', password: 'DemoRep#2026' } });
    expect(signIn.status).toBe(200);
    const started = await http(server.url, 'POST', '/api/v1/add-filter-for-existing-user', { cookie: signIn.cookie, body: { user_id: '7001', tier: 'IF', eprocess: 'rep' } });
    expect(started.status).toBe(200);
    const rep = asShopper(server, signIn.cookie, dataOf<{ temp_enrollment_id: string }>(started).temp_enrollment_id);

    const personal = ok<{ field_name: string; value: string | null }[]>(FormFieldsResponse, (await rep.get('get-form-fields-personal-info')).body).data;
    const value = (name: string) => personal.find((f) => f.field_name === name)?.value;
    expect([value('first_name'), value('last_name'), value('ssn')]).toEqual(['Maria', 'Gonzalez', 'xxx-xx-8301']);
    const contact = ok<{ field_name: string; value: string | null }[]>(FormFieldsResponse, (await rep.get('get-form-fields-contact-info')).body).data;
    expect(contact.find((f) => f.field_name === 'email_address')?.value).toBe('maria.gonzalez@mail.example');
    expect(contact.find((f) => f.field_name === 'phone_number')?.value).toBe('9725550101');

    // The masked SSN of the member on file is accepted as the member's own.
    const saved = await rep.post('save-personal-info', { ...PERSONAL, first_name: 'Maria', last_name: 'Gonzalez', ssn: 'xxx-xx-8301' });
    expect(saved.status).toBe(200);
    const stored = await server.db.query<{ primary_info: { data: { ssn_last4: string } } }>('SELECT primary_info FROM temp_enrollments WHERE id = $1', [rep.enrollmentId]);
    expect(stored[0]!.primary_info.data.ssn_last4).toBe('8301');

    // Their own e-mail and phone are no conflict; another member's are.
    expect((await rep.post('save-contact-info', { ...CONTACT, email_address: 'maria.gonzalez@mail.example', phone_number: '9725550101' })).status).toBe(200);
    const clash = await rep.post('save-contact-info', { ...CONTACT, email_address: 'j.whitaker@mail.example', phone_number: '9725550102' });
    expect(fieldsOfError(clash)).toEqual({ email_address: Messages.emailAlreadyExists, phone_number: Messages.phoneAlreadyExists });
    const phone = await http(server.url, 'GET', `/api/v1/validate-phone-numverify?phone=9725550102&enrollment_id=${rep.enrollmentId}`, { cookie: rep.cookie });
    expect(fieldsOfError(phone)).toEqual({ phone: Messages.phoneAlreadyExists });

    const beneficiaries = ok<Record<string, string>[]>(BeneficiariesResponse, (await rep.get('get-beneficiaries-existing-user-enrollment')).body).data;
    expect(beneficiaries.map((b) => [b.first_name, b.birthdate, b.ssn, b.beneficiary_percentage])).toEqual([
      ['Luis', '02/14/1982', 'xxx-xx-8302', '70'],
      ['Sofia', '06/01/2012', 'xxx-xx-8303', '30'],
    ]);
    // Saved back unchanged (masked SSNs, the ids on file), they keep the numbers on file.
    const kept = await rep.post('save-beneficiary-info', { beneficiaries });
    expect(kept.status).toBe(200);
    const sealed = await server.db.query<{ beneficiary_info: { data: { beneficiaries: { ssn_last4: string; ssn_sealed: string }[] } } }>(
      'SELECT beneficiary_info FROM temp_enrollments WHERE id = $1',
      [rep.enrollmentId],
    );
    expect(sealed[0]!.beneficiary_info.data.beneficiaries.map((b) => b.ssn_last4)).toEqual(['8302', '8303']);

    const dependents = ok<{ primary_info: Record<string, string> }[]>(DependentsResponse, (await rep.get('get-dependents-existing-user-enrollment')).body).data;
    expect(dependents.map((d) => [d.primary_info.relationship, d.primary_info.ssn])).toEqual([
      ['spouse', 'xxx-xx-8302'],
      ['child', 'xxx-xx-8303'],
    ]);
    const health = ok<{ condition_questions: { question_id: string; yes_no_flag: string }[] }>(HealthInfoResponse, (await rep.get('get-existing-primary-health-info')).body).data;
    expect(health.condition_questions.find((q) => q.question_id === '143')?.yes_no_flag).toBe('1');
    const copied = await rep.post('save-primary-health-info', health);
    expect(copied.text).toContain('success');

    // A new member has nothing on file.
    const fresh = await startQuote(server);
    expect((await fresh.get('get-beneficiaries-existing-user-enrollment')).status).toBe(204);
    expect((await fresh.get('get-existing-primary-health-info')).status).toBe(204);
  });

  it('keeps only the fields a step has: anything else a save carries is dropped at the door, never stored or shown', async () => {
    const me = await startQuote(server, { tier: 'IO' });
    await putInCart(server, me.enrollmentId, ['101', '141']);
    // Names the server itself writes into an enrollment (the policy, the confirmation, the member), and a stranger's.
    const forged = { policy_id: 'POL-FORGED', confirmed_at: '2026-01-01T00:00:00Z', user_id: '1001', ssn_last4: '0000', injected: '<b>x</b>' };
    const saves = [
      ['save-personal-info', { ...PERSONAL, ...forged }, 'primary_info'],
      ['save-contact-info', { ...CONTACT, ...forged }, 'contact_info'],
      ['save-primary-health-info', { ...answersAllNo(), ...forged }, 'health_info'],
    ] as const;
    for (const [path, body, column] of saves) {
      const saved = await me.post(path, body);
      expect(saved.status, path).toBe(200);
      expect(JSON.stringify(saved.body), path).not.toMatch(/POL-FORGED|injected|confirmed_at|"user_id"|0000/);
      const stored = await server.db.query<{ section: unknown }>(`SELECT ${column} AS section FROM temp_enrollments WHERE id = $1`, [me.enrollmentId]);
      expect(JSON.stringify(stored[0]!.section), path).not.toMatch(/POL-FORGED|injected|confirmed_at|"user_id"|"ssn_last4":"0000"/);
    }
  });

  it('answers 404 to another session on every wizard route of this enrollment, and writes nothing to its journal', async () => {
    const owner = await startQuote(server);
    const before = (await journalTypes(server, owner.enrollmentId)).length;
    const stranger = await startQuote(server);
    const other = asShopper(server, stranger.cookie, owner.enrollmentId);
    const anonymous = asShopper(server, undefined, owner.enrollmentId);
    // Every read that names an enrollment (get-holiday-policy takes one optionally and reads nothing of it).
    const reads = Object.values(WizardRoutes).filter(
      (r) => r.method === 'GET' && ((r.request as { query?: unknown }).query as { props?: Record<string, { name: string }> } | undefined)?.props?.enrollment_id?.name === 'Text(64)',
    );
    expect(reads.length).toBeGreaterThanOrEqual(10);
    for (const who of [other, anonymous]) {
      for (const route of reads) {
        const path = route.path.slice(1);
        const answer = route.prefix === '/benefit-service'
          ? await http(server.url, 'GET', `/benefit-service/${path}?enrollment_id=${owner.enrollmentId}`, { cookie: who.cookie || undefined })
          : await who.get(path);
        expect(answer.status, route.path).toBe(404);
      }
      for (const [path, body] of [
        ['save-personal-info', PERSONAL],
        ['save-contact-info', CONTACT],
        ['save-employer-info', EMPLOYER],
        ['save-enroller-code', { enrollerCode: 'X' }],
        ['save-beneficiary-info', { beneficiaries: [] }],
        ['validate-single-beneficiary', { first_name: 'A', last_name: 'B', relationship: 'Child', beneficiary_percentage: '100' }],
        ['save-primary-health-info', answersAllNo()],
        ['validate-single-dependent', { primary_info: { first_name: 'A' } }],
        ['save-dependent-info', { dependents: [] }],
        ['save-dependent-info-to-temp', { dependents: [] }],
        ['delete-dependent-in-IO', {}],
        ['save-enrollment', { tab: 'contact_info', email: 'x@example.com' }],
      ] as const) {
        const answer = await who.post(path, body as Record<string, unknown>);
        expect(answer.status, path).toBe(404);
      }
      const temp = await who.get('get-enrollment-temp-info', { column: 'primary_info' });
      expect(temp.status).toBe(404);
    }
    expect((await journalTypes(server, owner.enrollmentId)).length).toBe(before);
  });
});
