import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpFilterGateway, httpStorefront, httpWizardGateway } from '@benefit-store/adapters-http';
import {
  answerSpouseQuestion,
  continueEnrollment,
  keepDependents,
  loadBeneficiaryStep,
  loadContactStep,
  loadDependentStep,
  loadEmployerStep,
  loadHealthStep,
  loadPersonalStep,
  memorySessionStore,
  memoryStepDrafts,
  saveBeneficiaries,
  saveContactInfo,
  saveDependents,
  saveEmployerInfo,
  saveEnrollerCode,
  saveForLater,
  saveHealthInfo,
  savePersonalInfo,
  submitQuoteFilter,
  validateBeneficiary,
  validateDependent,
  type Clock,
  type DependentDraft,
} from '@benefit-store/ports';
import { calendarDateOf, Messages, type DependentInput } from '@benefit-store/domain';
import { servedRequests } from '../support/http.ts';
import { startTestSmtp, type TestSmtp } from '../support/smtp.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { visitor } from '../support/wire.ts';
import { putInCart } from '../support/wizard-journey.ts';

/**
 * The wizard's use cases driven without React, as the CLI's scripted enrollment drives them: real HTTP
 * adapters against the real server, a memory session store, a pinned clock.
 */
const NOW = new Date('2026-11-21T12:00:00Z');
const clock: Clock = { today: () => calendarDateOf(NOW) };

const wiring = (server: TestServer, tier: string) => {
  const api = visitor(server);
  const session = memorySessionStore({ enrollment: { navArray: JSON.stringify(['primary_info', 'contact_info', 'employer_info', 'beneficiary_info', 'primary_health_info', 'dependent_info', 'review_info']) } });
  const deps = { wizard: httpWizardGateway(api), session, clock, storefront: httpStorefront(api), filters: httpFilterGateway(api), drafts: memoryStepDrafts() };
  const start = () => submitQuoteFilter(deps)({ zip: '75001', dob: '01/15/1985', gender: '1', tier, isSmoker: '0' } as never);
  return { deps, session, start };
};

const PERSONAL = {
  first_name: 'Dana', last_name: 'Rivera', weight: '150', height_feet: '5', height_inch: '7', marital_status: '1', ssn: '123456789',
};

describe('wizard use cases over HTTP (no React)', () => {
  let server: TestServer;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await startTestServer('pglite', { now: () => NOW, smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('walks a rep-free IF family with a premier plan and a life plan through every step of part 1', async () => {
    const { deps, session, start } = wiring(server, 'IF');
    (await start())._unsafeUnwrap();
    const tempId = session.quote.get('tempId')!;
    await putInCart(server, tempId, ['101', '141']);

    const personal = (await loadPersonalStep(deps)())._unsafeUnwrap();
    expect(personal.fields.find((f) => f.name === 'gender')).toMatchObject({ value: '1', readOnly: true });
    expect(personal.showEnrollerCode).toBe(false);
    const invalid = await savePersonalInfo(deps)({ ...PERSONAL, weight: '0' }, personal.screen);
    expect(invalid._unsafeUnwrapErr()).toEqual({ kind: 'validation', fields: { weight: Messages.weightInvalid } });
    const savedPersonal = (await savePersonalInfo(deps)(PERSONAL, personal.screen))._unsafeUnwrap();
    expect(savedPersonal.saved.ssn).toBe('xxx-xx-6789');
    expect(savedPersonal.next.target).toMatchObject({ kind: 'step', step: { tab: 'contact_info' } });

    const contact = (await loadContactStep(deps)())._unsafeUnwrap();
    expect(contact.fields.find((f) => f.name === 'zip')).toMatchObject({ value: '75001', readOnly: true });
    const contactSaved = (await saveContactInfo(deps)({ values: { email_address: 'dana@example.com', phone_number: '2145550100', address1: '1 Elm', city: 'Addison', birth_state: 'TX', birth_city: 'Dallas' }, fields: contact.fields }, contact.screen))._unsafeUnwrap();
    expect(contactSaved.next.target).toMatchObject({ step: { tab: 'employer_info' } });

    // Edit Details from review: the next save returns to review-confirm and clears navto.
    session.enrollment.set('navto', 'review');
    const back = (await saveContactInfo(deps)({ values: { email_address: 'dana@example.com', phone_number: '2145550100', address1: '2 Elm', city: 'Addison', birth_state: 'TX', birth_city: 'Dallas' }, fields: contact.fields }, contact.screen))._unsafeUnwrap();
    expect(back.next).toMatchObject({ target: { step: { tab: 'review_info' } }, clearNavto: true });
    expect(session.enrollment.get('navto')).toBeUndefined();

    const beneficiaries = (await loadBeneficiaryStep(deps)())._unsafeUnwrap();
    expect(beneficiaries.beneficiaries).toEqual([]);
    const one = (await validateBeneficiary(deps)({ first_name: 'Sam', last_name: 'Rivera', relationship: 'Child', beneficiary_percentage: '100', birthdate: '05/05/2015' }))._unsafeUnwrap();
    expect(one.warnings.map((w) => w.message)).toEqual([Messages.beneficiaryIsMinor]);
    const short = await saveBeneficiaries(deps)([{ first_name: 'Sam', last_name: 'Rivera', relationship: 'Child', beneficiary_percentage: '50' }], beneficiaries.screen);
    expect(short._unsafeUnwrapErr()).toEqual({ kind: 'validation', fields: { beneficiaries: Messages.beneficiaryTotalUnder(50) } });
    (await saveBeneficiaries(deps)([{ first_name: 'Sam', last_name: 'Rivera', relationship: 'Child', beneficiary_percentage: '100' }], beneficiaries.screen))._unsafeUnwrap();
    const reloaded = (await loadBeneficiaryStep(deps)())._unsafeUnwrap();
    expect(reloaded).toMatchObject({ labels: ['Beneficiary #1: Sam Rivera'], canContinue: true, canAdd: false, note: { tone: 'ok', total: 100 } });

    const health = (await loadHealthStep(deps)())._unsafeUnwrap();
    expect(health.questions.conditionQuestions).toHaveLength(7);
    const answers = {
      condition_questions: health.questions.conditionQuestions.map((q) => ({ question_id: q.questionId, yes_no_flag: '0', conditions: [] })),
      medication_question: { question_id: health.questions.medicationQuestion!.questionId, yes_no_flag: '0', medications: [] },
      notes: 'None',
    };
    (await saveHealthInfo(deps)(answers, health.screen))._unsafeUnwrap();
    expect(session.enrollment.get('isSpouseEnrollAccept')).toBe('false');

    const step = (await loadDependentStep(deps)())._unsafeUnwrap();
    expect(step).toMatchObject({ heading: Messages.spouseAndChildInformationRequired, askSpouseQuestion: true, canAdd: false });
    const spouseAsked = (await answerSpouseQuestion(deps)('yes', [], step.screen))._unsafeUnwrap();
    expect(spouseAsked.nextRelationship).toBe('spouse');
    const spouse: DependentInput = { first_name: 'Alex', last_name: 'Rivera', birthdate: '02/02/1986', gender: '0', ssn: '333445555', relationship: 'spouse', weight: '180', height_feet: '6', height_inch: '0' };
    const child: DependentInput = { ...spouse, first_name: 'Sam', birthdate: '05/05/2015', ssn: '444556666', relationship: 'child', weight: '70', height_feet: '4', height_inch: '2' };
    (await validateDependent(deps)({ primary: spouse }))._unsafeUnwrap();
    const afterSpouse = (await keepDependents(deps)([], { kind: 'add', dependent: { primary: spouse } }, step.screen))._unsafeUnwrap();
    expect(afterSpouse).toMatchObject({ canContinue: false, nextRelationship: 'child' });
    const drafts: DependentDraft[] = afterSpouse.dependents.map((d) => ({ dependentId: d.dependentId, primary: d.primary }));
    const afterChild = (await keepDependents(deps)(drafts, { kind: 'add', dependent: { primary: child } }, step.screen))._unsafeUnwrap();
    expect(afterChild).toMatchObject({ canContinue: true, hint: Messages.proceedWithNext });
    const all: DependentDraft[] = afterChild.dependents.map((d) => ({ dependentId: d.dependentId, primary: d.primary }));
    const done = (await saveDependents(deps)(all, step.screen))._unsafeUnwrap();
    expect(done.saved.dependents.map((d) => d.primary.ssn)).toEqual(['xxx-xx-5555', 'xxx-xx-6666']);
    expect(done.next.target).toMatchObject({ step: { tab: 'review_info' } });

    // Save & Continue Later, then continue in a new visitor with its own session store.
    const laterBad = await saveForLater(deps)({ tab: 'dependent_info', email: 'not-an-email' });
    expect(laterBad._unsafeUnwrapErr()).toEqual({ kind: 'validation', fields: { email: Messages.enterValidEmail } });
    smtp.reset();
    const later = (await saveForLater(deps)({ tab: 'dependent_info', email: 'dana.alt@example.com' }))._unsafeUnwrap();
    expect(later.message).toBe(Messages.saveLaterDone);
    const [mail] = await smtp.waitFor(1);
    const code = /Code: (\S+)/.exec(mail!.text)![1]!;
    const other = wiring(server, 'IF');
    const resumed = (await continueEnrollment(other.deps)(code, 'dana.alt@example.com'))._unsafeUnwrap();
    expect(resumed.target).toMatchObject({ path: '/enrollment/dependent-information', tab: 'dependent_info' });
    expect(other.session.quote.get('tempId')).toBe(tempId);
    other.session.enrollment.set('tier', 'IF');
    const again = (await loadDependentStep(other.deps)())._unsafeUnwrap();
    expect(again.dependents).toHaveLength(2);
    // The new visitor was never asked about the spouse: the saved answer holds for what it changes on the step.
    expect(again.askSpouseQuestion).toBe(false);
    const found: DependentDraft[] = again.dependents.map((d) => ({ dependentId: d.dependentId, primary: d.primary }));
    const swapped = (await keepDependents(other.deps)(found.slice(0, 1), { kind: 'add', dependent: { primary: { ...child, first_name: 'Kim', ssn: '555667777' } } }, again.screen))._unsafeUnwrap();
    expect(swapped).toMatchObject({ canContinue: true, nextRelationship: 'child' });
    const resaved = (await saveDependents(other.deps)(swapped.dependents.map((d) => ({ dependentId: d.dependentId, primary: d.primary })), again.screen))._unsafeUnwrap();
    expect(resaved.saved.dependents.map((d) => d.primary.first_name)).toEqual(['Alex', 'Kim']);
  });

  it('asks the server for the states once, however many steps show them (issue 23)', async () => {
    const { deps, session, start } = wiring(server, 'IO');
    (await start())._unsafeUnwrap();
    await putInCart(server, session.quote.get('tempId')!, ['111']);
    const statesAsked = () => servedRequests(server.url, 'GET', '/api/v1/get-states', '2xx');
    const before = await statesAsked();
    for (let visit = 0; visit < 3; visit++) expect((await loadContactStep(deps)())._unsafeUnwrap().states.length).toBeGreaterThan(40);
    expect(await statesAsked()).toBe(before + 1);
  });

  it('runs the employer step and the enroller code of a group 2556 enrollment', async () => {
    const { deps, session } = wiring(server, 'IO');
    session.site.set('groupId', '2556');
    session.enrollment.set('enrollType', 'new-group-member');
    (await submitQuoteFilter(deps)({ zip: '75001', dob: '01/15/1985', gender: '1', tier: 'IO', isSmoker: '0' } as never))._unsafeUnwrap();
    const personal = (await loadPersonalStep(deps)())._unsafeUnwrap();
    expect(personal).toMatchObject({ showEnrollerCode: true, enrollerCodeRequired: true });
    expect((await savePersonalInfo(deps)(PERSONAL, personal.screen))._unsafeUnwrapErr()).toEqual({ kind: 'validation', fields: { enrollerCode: Messages.enrollerCodeRequired } });
    expect((await saveEnrollerCode(deps)('', personal.screen))._unsafeUnwrapErr()).toEqual({ kind: 'validation', fields: { enrollerCode: Messages.enterEnrollerCode } });
    const agent = await server.db.query<{ agent_code: string }>("SELECT agent_code FROM agents WHERE agent_id = '1001'");
    (await saveEnrollerCode(deps)(agent[0]!.agent_code, personal.screen))._unsafeUnwrap();
    (await savePersonalInfo(deps)(PERSONAL, personal.screen))._unsafeUnwrap();

    const employer = (await loadEmployerStep(deps)())._unsafeUnwrap();
    expect(employer.group?.name).toBe('Lone Star Logistics');
    expect(employer.options.employmentStatus.map((o) => o.id)).toEqual(['A', 'C', 'R']);
    const input = {
      name: 'Lone Star Logistics', phone: '2145550177', address1: '1 Dock St', city: 'Dallas', state: 'TX', zip: '75201',
      average_work_week: '40+', employment_start_date: '01/02/2020', occupation: 'Driver', compensation_type: 'G20', employment_status: 'R',
      emp_industry: 'Logistics', emp_num_employed: '80', emp_vac_policy: '1-week', emp_barg_unit: 'union', holiday_policy: { Standard_6: true },
    };
    expect((await saveEmployerInfo(deps)({ values: input, fields: employer.fields }, employer.screen))._unsafeUnwrapErr()).toEqual({ kind: 'validation', fields: { employment_status: Messages.retiredEmployer } });
    const saved = (await saveEmployerInfo(deps)({ values: { ...input, employment_status: 'A' }, fields: employer.fields }, employer.screen))._unsafeUnwrap();
    expect(saved.saved.holiday_policy).toMatchObject({ Standard_6: true, Birthday: false });
  });
});
