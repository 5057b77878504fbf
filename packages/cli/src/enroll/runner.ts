import { performance } from 'node:perf_hooks';
import type { Result, ResultAsync } from 'neverthrow';
import { err, ok } from 'neverthrow';
import { formatMoney, isTabName, TabNames, validationError, type DomainError, type PlanRef, type TabName } from '@benefit-store/domain';
import type { DependentDraft, SessionStore } from '@benefit-store/ports';
import type { EnrollmentUseCases } from '../wiring.ts';
import {
  beneficiaryInput,
  cardInput,
  contactInput,
  dependentInput,
  eftInput,
  employerInput,
  filterInput,
  healthInput,
  personalInput,
  prefillOf,
  type Address,
} from './inputs.ts';
import type { EnrollmentScript, ScriptPlan, Section } from './script.ts';

/**
 * Runs an enrollment script through the use cases the storefront runs: access (the context), the quote, the plans
 * and their questions, the cart, checkout, then every required wizard step in the server's order, and the receipt.
 * Each step is timed and reported as it ends; the first failure stops the run with its field errors, each under the
 * script's section (`primary_info.ssn`). No rule is decided here: the use cases and the server decide, this only
 * turns the script into their inputs.
 */

/** The wizard tab a script section saves, and back. */
export const SECTION_OF_TAB: Readonly<Record<TabName, Section>> = {
  primary_info: 'primary_info',
  contact_info: 'contact_info',
  employer_info: 'employer_info',
  beneficiary_info: 'beneficiary_info',
  primary_health_info: 'health_info',
  dependent_info: 'dependent_info',
  billing_info: 'billing',
  agreement_info: 'agreement',
  review_info: 'review',
};
const TAB_OF_SECTION: ReadonlyMap<string, TabName> = new Map(TabNames.map((tab) => [SECTION_OF_TAB[tab], tab]));

/** A wizard step named by its tab (`review_info`) or by the script's section (`review`). */
export const tabNamed = (name: string): TabName | undefined => (isTabName(name) ? name : TAB_OF_SECTION.get(name));

/** What a failed step reports: its field errors under the script's names, or a message. */
export interface StepFailure {
  readonly error: DomainError;
  /** `section.field` -> message, for a validation error. */
  readonly fields: Readonly<Record<string, string>>;
}

export interface StepReport {
  /** context, quote, plan, checkout, steps, a section name (primary_info, ..., review), receipt. */
  readonly kind: string;
  /** What the line says: `plan 141`, `primary_info`. */
  readonly step: string;
  readonly ok: boolean;
  readonly ms: number;
  readonly summary: string;
  readonly failure?: StepFailure;
}

export interface EnrollmentOutcome {
  readonly ok: boolean;
  readonly enrollmentId?: string;
  readonly policyId?: string;
  readonly name?: string;
  readonly effectiveDate?: string;
  /** Set when the run stopped on purpose before this wizard step (--stop-before). */
  readonly stoppedBefore?: string;
  readonly steps: readonly StepReport[];
  readonly failure?: StepReport;
}

export interface RunOptions {
  /** Stop before saving this wizard step (tab or section name); the enrollment stays open in its session. */
  readonly stopBefore?: TabName;
  /** Continue the enrollment the session holds: no access, quote, cart or checkout; the wizard steps only. */
  readonly resume?: boolean;
  /** With resume: start at this wizard step. */
  readonly from?: TabName;
  /** Environment variables (the rep's password is read from the one the script names). */
  readonly env: NodeJS.ProcessEnv;
  /** Told when a step starts and ends: progress lines and the human report. */
  readonly onStepStart?: (step: string, index: number) => void;
  readonly onStepEnd?: (report: StepReport) => void;
}

type Step = Result<string, StepFailure>;

const fieldsOf = (section: string, error: DomainError): Record<string, string> =>
  error.kind === 'validation' ? Object.fromEntries(Object.entries(error.fields).map(([field, message]) => [`${section}.${field}`, message])) : {};

const failure = (section: string, error: DomainError): StepFailure => ({ error, fields: fieldsOf(section, error) });
const refusal = (section: string, field: string, message: string): StepFailure => failure(section, validationError({ [field]: message }));

/** Awaits a use case; a failure becomes the step's, under `section`. */
const call = async <T>(section: string, result: ResultAsync<T, DomainError> | Promise<Result<T, DomainError>>): Promise<Result<T, StepFailure>> =>
  (await result).mapErr((error) => failure(section, error));

/** Names in a list compared as a person would: case and spacing aside. */
const same = (a: string, b: string) => a.trim().toLowerCase().replace(/\s+/g, ' ') === b.trim().toLowerCase().replace(/\s+/g, ' ');

/** The segment a landing path opens ('/jordan-avery' -> 'jordan-avery'); undefined for the landing-config-error screen. */
const segmentOf = (path: string): string | undefined => (path.startsWith('/landing-config-error') ? undefined : path.replace(/^\/+/, ''));

export const runEnrollment = async (script: EnrollmentScript, useCases: EnrollmentUseCases, session: SessionStore, options: RunOptions): Promise<EnrollmentOutcome> => {
  const uc = useCases;
  const steps: StepReport[] = [];
  let index = 0;
  // The receipt forgets the enrollment id (doc 002): keep the last one seen.
  let enrollmentId = session.quote.get('tempId');
  const outcome = (extra: Partial<EnrollmentOutcome> = {}): EnrollmentOutcome => ({
    ok: extra.failure === undefined,
    ...(enrollmentId ? { enrollmentId } : {}),
    ...extra,
    steps,
  });

  /** Runs one step: times it, tells onStepEnd, and answers its report. */
  const run = async (kind: string, step: string, body: () => Promise<Step>): Promise<StepReport> => {
    options.onStepStart?.(step, index++);
    const started = performance.now();
    const result = await body();
    enrollmentId = session.quote.get('tempId') ?? enrollmentId;
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const report: StepReport = result.isOk() ? { kind, step, ok: true, ms, summary: result.value } : { kind, step, ok: false, ms, summary: '', failure: result.error };
    steps.push(report);
    options.onStepEnd?.(report);
    return report;
  };

  // ---- access, quote, plans, cart, checkout ----
  if (!options.resume) {
    const context = await run('context', 'context', () => enterContext(script, uc, session, options.env));
    if (!context.ok) return outcome({ failure: context });
    const quote = await run('quote', 'quote', () => submitQuote(script, uc, session));
    if (!quote.ok) return outcome({ failure: quote });
    for (const [i, plan] of script.plans.entries()) {
      const added = await run('plan', `plan ${plan.id ?? `#${i + 1}`}`, () => addPlan(plan, `plans.${i}`, uc));
      if (!added.ok) return outcome({ failure: added });
    }
    const checkout = await run('checkout', 'checkout', () => checkOut(script, uc, session));
    if (!checkout.ok) return outcome({ failure: checkout });
  } else if (!session.quote.get('tempId')) {
    const missing = await run('context', 'resume', async () => err(failure('resume', { kind: 'not-found', message: 'The state file holds no enrollment to continue: run `enroll` without --resume first.' })));
    return outcome({ failure: missing });
  }

  // ---- the wizard: the server's required tabs in its order ----
  let tabs: readonly TabName[] = [];
  const loaded = await run('steps', 'steps', async () => {
    const result = await call('steps', uc.loadWizardSteps());
    if (result.isErr()) return err(result.error);
    tabs = result.value.map((s) => s.tab);
    const names = tabs.map((tab) => SECTION_OF_TAB[tab]);
    // A step to stop before or start from that this enrollment does not have would run it all, or nothing, unasked.
    const absent = [options.stopBefore, options.from].find((tab) => tab !== undefined && !tabs.includes(tab));
    if (absent) return err(refusal('steps', SECTION_OF_TAB[absent], `this enrollment has no ${SECTION_OF_TAB[absent]} step; its steps: ${names.join(', ')}`));
    return ok(names.join(' > '));
  });
  if (!loaded.ok) return outcome({ failure: loaded });
  const start = options.resume && options.from ? tabs.indexOf(options.from) : 0;
  let effectiveDate = session.enrollment.get('effectiveDate');
  for (const tab of tabs.slice(start)) {
    if (tab === options.stopBefore) return outcome({ stoppedBefore: SECTION_OF_TAB[tab] });
    const section = SECTION_OF_TAB[tab];
    const saved = await run(section, section, () => saveStep(tab, script, uc));
    if (!saved.ok) return outcome({ failure: saved });
    // Each valid save leaves the server's snapshot of the step, as the storefront's does (never fails). Not after the
    // review: it confirmed the enrollment and emptied the cart, so the server refused that snapshot (and journaled the
    // refusal) on every run; the storefront goes on to the receipt without one.
    if (tab !== 'review_info') await uc.recordStepSnapshot();
  }

  // ---- the receipt ----
  let receipt: { policyId: string; name: string } | undefined;
  const shown = await run('receipt', 'receipt', async () => {
    const page = await call('receipt', uc.loadReceipt());
    return page.map(({ receipt: r, invoice }) => {
      receipt = r;
      effectiveDate = r.effectiveDate ?? effectiveDate;
      return `policy ${r.policyId} for ${r.name}${invoice ? `; first invoice ${formatMoney(invoice.amount)} due ${invoice.dueDate}` : ''}`;
    });
  });
  if (!shown.ok) return outcome({ failure: shown });
  return outcome({ ...(receipt ? { policyId: receipt.policyId, name: receipt.name } : {}), ...(effectiveDate ? { effectiveDate } : {}) });
};

// ---- the steps before the wizard ----

/** The rep's password, from the environment variable the script names (never from the file). */
export const passwordOf = (script: EnrollmentScript, env: NodeJS.ProcessEnv): string | undefined =>
  script.context.as === 'rep' || script.context.as === 'existing-member' ? env[script.context.password_env] : undefined;

const enterContext = async (script: EnrollmentScript, uc: EnrollmentUseCases, session: SessionStore, env: NodeJS.ProcessEnv): Promise<Step> => {
  const context = script.context;
  switch (context.as) {
    case 'applicant': {
      session.signIn.set('eprocess', 'applicant');
      if (context.rep_access_code === undefined) return ok('applicant on the storefront');
      const rep = await call('context', uc.validateRepCode(context.rep_access_code));
      if (rep.isErr()) return err(rep.error);
      const segment = segmentOf(uc.confirmRep(rep.value));
      if (segment === undefined) return err(refusal('context', 'rep_access_code', `${rep.value.firstName} ${rep.value.lastName} has no site configured`));
      const opened = await call('context', uc.openLandingSegment(segment));
      return opened.map(() => `applicant on ${rep.value.firstName} ${rep.value.lastName}'s site (${context.rep_access_code})`);
    }
    case 'group-member': {
      const group = await call('context', uc.validateGroupEnrollmentCode(context.enrollment_code));
      if (group.isErr()) return err(group.error);
      const segment = segmentOf(uc.confirmGroupEnrollment(group.value));
      if (segment === undefined) return err(refusal('context', 'enrollment_code', `${group.value.name} has no site configured`));
      const opened = await call('context', uc.openLandingSegment(segment));
      return opened.map(() => `employee of ${group.value.name} (${context.enrollment_code})`);
    }
    case 'rep':
    case 'existing-member': {
      const signed = await call('context', uc.signIn({ email: context.email, password: env[context.password_env] ?? '' }));
      if (signed.isErr()) return err(signed.error);
      const user = signed.value.user;
      if (context.as === 'rep') {
        const portals = await call('context', uc.listEnrollmentPortals());
        if (portals.isErr()) return err(portals.error);
        const portal = context.portal ? portals.value.find((p) => p.portalId === context.portal || same(p.name, context.portal ?? '') || same(p.code, context.portal ?? '')) : portals.value[0];
        if (!portal) return err(refusal('context', 'portal', context.portal ? `${user.name} enrolls through no portal ${context.portal}` : `${user.name} has no enrollment portal`));
        const started = uc.startNewMemberEnrollment({ portal, ...(context.group ? { choice: 'group', groupId: context.group } : { choice: 'direct' }) });
        if (started.isErr()) return err(failure('context', started.error));
        return ok(`rep ${user.name}, new member through ${portal.name}${context.group ? ` in group ${context.group}` : ''}`);
      }
      const members = await call('context', uc.listCurrentMembers());
      if (members.isErr()) return err(members.error);
      const member = members.value.find((m) => m.userId === context.member || same(m.name, context.member));
      if (!member) return err(refusal('context', 'member', `${user.name} has no member ${context.member}`));
      const started = await call('context', uc.enrollCurrentMember(member, script.filter?.tier));
      return started.map(() => `rep ${user.name} enrolling existing member ${member.name} (${member.userId})`);
    }
  }
};

/**
 * The quote: the filter form (an existing member's quote was made from the record on file by Enroll Now), then its
 * extra answers (tobacco use, annual income, working hours: what the plan page's modals would ask), then the
 * dependents dialog.
 */
const submitQuote = async (script: EnrollmentScript, uc: EnrollmentUseCases, session: SessionStore): Promise<Step> => {
  const filter = script.filter;
  let state = session.enrollment.get('state');
  if (script.context.as !== 'existing-member') {
    const saved = await call('filter', uc.submitQuoteFilter(filterInput(filter)));
    if (saved.isErr()) return err(saved.error);
    state = saved.value.state;
  }
  if (filter?.smoker !== undefined || filter?.annual_income !== undefined || filter?.working_hours !== undefined) {
    const details = await call(
      'filter',
      uc.saveQuoteDetails({
        ...(filter.smoker !== undefined ? { isSmoker: filter.smoker } : {}),
        ...(filter.annual_income !== undefined ? { annualIncome: filter.annual_income } : {}),
        ...(filter.working_hours !== undefined ? { workingHours: filter.working_hours } : {}),
      }),
    );
    if (details.isErr()) return err(details.error);
  }
  const info = script.dependents_info;
  if (info) {
    const dependents = await call('dependents_info', uc.saveDependentsInfo({ spouseDob: info.spouse_dob ?? '', children: info.children ?? '' }));
    if (dependents.isErr()) return err(dependents.error);
  }
  return ok(`${session.enrollment.get('tier') ?? ''} quote${filter?.zip ? ` in ${filter.zip}` : ''}${state ? ` (${state})` : ''}: enrollment ${session.quote.get('tempId') ?? ''}`);
};

/** Finds the plan a script names: its id, or its category (key or label) and name in the quote's plan list. */
const resolvePlanId = async (plan: ScriptPlan, section: string, uc: EnrollmentUseCases): Promise<Result<string, StepFailure>> => {
  if (plan.id !== undefined) return ok(plan.id);
  const sections = await call(section, uc.browsePlans());
  if (sections.isErr()) return err(sections.error);
  const category = sections.value.find((s) => same(s.category, plan.category ?? '') || same(s.label, plan.category ?? ''));
  const found = category?.plans.find((p) => same(p.name, plan.name ?? ''));
  return found ? ok(found.planId) : err(refusal(section, 'name', `No plan "${plan.name}" in ${category ? category.label : `a category "${plan.category}"`} for this quote`));
};

const addPlan = async (plan: ScriptPlan, section: string, uc: EnrollmentUseCases): Promise<Step> => {
  const planId = await resolvePlanId(plan, section, uc);
  if (planId.isErr()) return err(planId.error);
  const page = await call(section, uc.openPlanDetail(planId.value));
  if (page.isErr()) return err(page.error);
  const { detail, checks } = page.value;
  const id = detail.planId;
  // The plan page's changes are based on the version it was read at, each on the one before (docs/adr/0713).
  let screen = page.value.screen;
  if (plan.group_code !== undefined) {
    // Enroll to Group, and the group-code popup: files the quote under the group (and its portal).
    const joined = await call(`${section}.group_code`, uc.enterGroupCode(plan.group_code));
    if (joined.isErr()) return err(joined.error);
    // The page as the group's portal shows it: what the plan's changes are based on from here.
    const reopened = await call(section, uc.openPlanDetail(id));
    if (reopened.isErr()) return err(reopened.error);
    screen = reopened.value.screen;
  }

  if (detail.hasAflacQuestions) {
    const asked = await call(section, uc.loadAflacQuestions(id));
    if (asked.isErr()) return err(asked.error);
    const given = plan.aflac;
    const answerOf = (qid: string): 0 | 1 | undefined => (given === 'yes' || given?.[qid] === 'yes' ? 1 : given?.[qid] === 'no' ? 0 : undefined);
    const answers = Object.fromEntries(asked.value.map((q) => [q.qid, answerOf(q.qid)]));
    const gate = await call(`${section}.aflac`, uc.answerAflacQuestions(id, answers, screen));
    if (gate.isErr()) return err(gate.error);
    if (!gate.value.canAddToCart) return err(failure(`${section}.aflac`, validationError(Object.keys(gate.value.messages).length > 0 ? gate.value.messages : { aflac: gate.value.banner ?? 'refused' })));
  }
  if (detail.hasQuestions && checks?.answered !== 'accepted') {
    const asked = await call(section, uc.loadPlanQuestions(id));
    if (asked.isErr()) return err(asked.error);
    if (asked.value.outcome !== 'accepted') {
      const given = plan.questions;
      const answers = asked.value.questions.map((q) => {
        const answer = given === 'no' ? undefined : given?.find((a) => a.question_id === q.questionId);
        if (given === 'no') return { questionId: q.questionId, yesNo: '0' };
        return answer
          ? { questionId: q.questionId, yesNo: answer.answer === 'yes' ? '1' : '0', ...(answer.options ? { checkboxAnswers: answer.options } : {}), ...(answer.who ? { who: answer.who } : {}) }
          : { questionId: q.questionId, yesNo: '' };
      });
      const saved = await call(`${section}.questions`, uc.answerPlanQuestions(id, asked.value.questions, answers, screen));
      if (saved.isErr()) return err(saved.error);
      if (saved.value.kind === 'declined') return err(refusal(section, 'questions', saved.value.message));
    }
  }
  const price = await call(section, uc.pricePlan(id));
  if (price.isErr()) return err(price.error);
  if (price.value.kind !== 'priced') {
    const outcome = price.value.outcome;
    return err(refusal(section, 'price', 'message' in outcome ? outcome.message : outcome.kind === 'flag' ? outcome.code : `replaced by plan ${outcome.planId}`));
  }
  const options = price.value.options;
  const wanted = plan.option;
  const option = wanted === undefined ? options[0] : options.find((o) => o.pricingId === wanted || same(o.label, wanted) || String(o.coverageAmount ?? '') === wanted.replace(/[$,\s]/g, ''));
  if (!option) return err(refusal(section, 'option', `No price option "${wanted ?? ''}"; offered: ${options.map((o) => o.label).join(', ')}`));
  const membership: PlanRef | undefined =
    checks?.needsMembership && checks.membership && plan.membership !== 'no' ? { planId: checks.membership.planId, pricingId: checks.membership.pricingId } : undefined;
  const added = await call(section, uc.addPlanToCart({ planId: price.value.planId, pricingId: option.pricingId, ...(membership ? { membership } : {}) }, screen));
  if (added.isErr()) return err(added.error);
  if (added.value.kind === 'refused') return err(refusal(section, added.value.refusal.code || 'cart', added.value.refusal.message));
  return ok(`${detail.name}${option.label && option.label !== detail.name ? `, ${option.label}` : ''}: ${formatMoney(option.price)}/mo${membership ? ' with the membership' : ''}`);
};

const checkOut = async (script: EnrollmentScript, uc: EnrollmentUseCases, session: SessionStore): Promise<Step> => {
  // Checkout is based on the cart as the run reads it here (docs/adr/0713).
  const cart = await call('checkout', uc.loadCart());
  if (cart.isErr()) return err(cart.error);
  const started = await call('checkout', uc.startCheckout());
  if (started.isErr()) return err(started.error);
  const dates = await call('checkout', uc.loadEffectiveDates());
  if (dates.isErr()) return err(dates.error);
  const date = script.effective_date ?? dates.value.chosen ?? dates.value.dates[0] ?? '';
  const type = session.signIn.get('eprocess') === 'rep' ? 'rep' : 'applicant';
  const done = await call('checkout', uc.checkOutCart(date, type, cart.value.screen));
  const declined = started.value.upsells.map((u) => u.name);
  return done.map((d) => `effective ${d.effectiveDate} (${type} enrollment)${declined.length > 0 ? `; offers passed: ${declined.join(', ')}` : ''}`);
};

// ---- the wizard's steps ----

const saveStep = async (tab: TabName, script: EnrollmentScript, uc: EnrollmentUseCases): Promise<Step> => {
  const given = script.steps;
  switch (tab) {
    case 'primary_info': {
      const page = await call('primary_info', uc.loadPersonalStep());
      if (page.isErr()) return err(page.error);
      const code = given.primary_info?.enroller_code;
      if (code !== undefined) {
        const saved = await call('primary_info', uc.saveEnrollerCode(code, page.value.screen));
        if (saved.isErr()) return err(saved.error);
      }
      const input = personalInput(given.primary_info, prefillOf(page.value.fields, page.value.saved?.data));
      const saved = await call('primary_info', uc.savePersonalInfo(input, page.value.screen));
      return saved.map(() => `${input.first_name} ${input.last_name}${code !== undefined ? `, enroller code ${code}` : ''}`);
    }
    case 'contact_info': {
      const page = await call('contact_info', uc.loadContactStep());
      if (page.isErr()) return err(page.error);
      const input = contactInput(given.contact_info, prefillOf(page.value.fields, page.value.saved?.data));
      const saved = await call('contact_info', uc.saveContactInfo({ values: input, fields: page.value.fields }, page.value.screen));
      return saved.map(() => `${input.email_address}, ${input.city}`);
    }
    case 'employer_info': {
      const page = await call('employer_info', uc.loadEmployerStep());
      if (page.isErr()) return err(page.error);
      const input = employerInput(given.employer_info, prefillOf(page.value.fields, page.value.saved?.data), page.value.saved?.data.holiday_policy);
      const saved = await call('employer_info', uc.saveEmployerInfo({ values: input, fields: page.value.fields }, page.value.screen));
      return saved.map(() => input.name);
    }
    case 'beneficiary_info': {
      const page = await call('beneficiary_info', uc.loadBeneficiaryStep());
      if (page.isErr()) return err(page.error);
      const list = given.beneficiary_info?.map(beneficiaryInput) ?? page.value.beneficiaries;
      for (const [i, beneficiary] of list.entries()) {
        // The add popup's Submit: the domain's checks, then the server's check of the one beneficiary.
        const checked = await call(`beneficiary_info.${i}`, uc.validateBeneficiary(beneficiary));
        if (checked.isErr()) return err(checked.error);
      }
      const saved = await call('beneficiary_info', uc.saveBeneficiaries(list, page.value.screen));
      return saved.map((s) => s.beneficiaries.map((b) => `${b.first_name} ${b.last_name} ${b.beneficiary_percentage}%`).join(', '));
    }
    case 'primary_health_info': {
      const page = await call('health_info', uc.loadHealthStep());
      if (page.isErr()) return err(page.error);
      const { questions, saved } = page.value;
      const asked = { conditions: questions.conditionQuestions.map((q) => q.questionId), ...(questions.medicationQuestion ? { medication: questions.medicationQuestion.questionId } : {}) };
      const input = healthInput(given.health_info, asked, saved?.data);
      const done = await call('health_info', uc.saveHealthInfo(input, page.value.screen));
      const yes = input.condition_questions.filter((q) => q.yes_no_flag === '1').length;
      return done.map(() => `${input.condition_questions.length} questions answered, ${yes} yes`);
    }
    case 'dependent_info':
      return saveDependentsStep(script, uc);
    case 'billing_info':
      return saveBillingStep(script, uc);
    case 'agreement_info': {
      const page = await call('agreement', uc.loadAgreementStep());
      if (page.isErr()) return err(page.error);
      const a = given.agreement ?? {};
      const { texts, signerMode } = page.value;
      const accept = (a.accept ?? 'all') === 'all';
      const saved = await call(
        'agreement',
        uc.saveAgreement({
          texts,
          checked: texts.map(() => accept),
          signerMode,
          ...(a.answer !== undefined ? { answer: a.answer } : {}),
          ...(a.user_name !== undefined ? { userName: a.user_name } : {}),
          ...(a.agent_code !== undefined ? { agentCode: a.agent_code } : {}),
          ...(a.group_code !== undefined ? { groupCode: a.group_code } : {}),
          ...(a.signature !== undefined ? { signature: a.signature } : {}),
        }, page.value.screen),
      );
      return saved.map((s) => `${s.signed.accepted.length} agreements accepted, signed as ${s.signed.signerRole}`);
    }
    case 'review_info': {
      const page = await call('review', uc.loadReviewStep());
      if (page.isErr()) return err(page.error);
      const confirmed = await call('review', uc.saveReview(given.review?.additional_notes ?? '', page.value.screen));
      return confirmed.map((done) => `${page.value.plans.map((p) => `${p.name} ${p.price}`).join(', ')}; first month ${page.value.firstMonthTotal}; confirmed as ${done.receipt.policyId}`);
    }
  }
};

const saveDependentsStep = async (script: EnrollmentScript, uc: EnrollmentUseCases): Promise<Step> => {
  const given = script.steps.dependent_info;
  const page = await call('dependent_info', uc.loadDependentStep());
  if (page.isErr()) return err(page.error);
  const wanted = given?.dependents?.map(dependentInput);
  let current: DependentDraft[] = page.value.dependents.map((d) => ({ dependentId: d.dependentId, primary: d.primary, ...(d.health ? { health: d.health } : {}) }));
  if (page.value.askSpouseQuestion) {
    // 'Will you be Enrolling your spouse ?': the script's answer, else whether it lists a spouse.
    const answer = given?.spouse_enrolled ?? (wanted?.some((d) => d.relationship === 'spouse') ? 'yes' : 'no');
    const answered = await call('dependent_info', uc.answerSpouseQuestion(answer, page.value.dependents, page.value.screen));
    if (answered.isErr()) return err(answered.error);
    current = answered.value.dependents.map((d) => ({ dependentId: d.dependentId, primary: d.primary }));
  }
  if (wanted) {
    current = [];
    for (const [i, primary] of wanted.entries()) {
      const section = `dependent_info.${i}`;
      const checked = await call(section, uc.validateDependent({ primary }));
      if (checked.isErr()) return err(checked.error);
      const kept = await call(section, uc.keepDependents(current, { kind: 'add', dependent: { primary } }, page.value.screen));
      if (kept.isErr()) return err(kept.error);
      const added = kept.value.dependents.at(-1);
      // The rules say who the next dependent is (spouse or child); a script that says otherwise is out of order.
      if (added && added.primary.relationship !== primary.relationship) {
        return err(refusal(section, 'relationship', `the next dependent this enrollment takes is a ${added.primary.relationship}, not a ${primary.relationship}`));
      }
      current = kept.value.dependents.map((d) => ({ dependentId: d.dependentId, primary: d.primary }));
    }
  }
  const saved = await call('dependent_info', uc.saveDependents(current, page.value.screen));
  return saved.map((s) => (s.saved.dependents.length === 0 ? 'no dependents' : s.saved.dependents.map((d) => `${d.primary.first_name} (${d.primary.relationship})`).join(', ')));
};

const saveBillingStep = async (script: EnrollmentScript, uc: EnrollmentUseCases): Promise<Step> => {
  const given = script.steps.billing ?? {};
  const page = await call('billing', uc.loadBillingStep());
  if (page.isErr()) return err(page.error);
  const { choice } = page.value;
  if (given.method !== undefined && !choice.options.includes(given.method)) {
    return err(refusal('billing', 'method', `this enrollment pays by ${choice.options.join(' or ')}, not ${given.method}`));
  }
  const method = choice.locked ? choice.selected : (given.method ?? choice.selected);
  const billDate = given.bill_date !== undefined ? { billDate: given.bill_date } : {};
  if (method === 'list' || method === 'elist' || method === 'stmt') {
    const saved = await call('billing', uc.saveBilling({ method, ...billDate }, page.value.screen));
    return saved.map(() => `group billing (${method})`);
  }
  if (method === 'eft') {
    let bankName = given.eft?.bank_name;
    if (bankName === undefined && given.eft?.routing_number !== undefined) {
      // The routing number's blur fills the bank name.
      const looked = await call('billing', uc.lookUpRoutingNumber(given.eft.routing_number));
      if (looked.isErr()) return err(looked.error);
      bankName = looked.value.bankName;
    }
    const saved = await call('billing', uc.saveBilling({ method: 'eft', eft: eftInput(given.eft, bankName), ...billDate }, page.value.screen));
    return saved.map((s) => `EFT from ${bankName ?? ''} account ${s.saved.account_number ?? ''}`);
  }
  let address: Address | undefined;
  if (given.use_contact_address === 'yes') {
    const contact = await call('billing', uc.loadContactStep());
    if (contact.isErr()) return err(contact.error);
    const values = prefillOf(contact.value.fields, contact.value.saved?.data);
    const all: Record<string, string> = Object.fromEntries(contact.value.fields.map((f) => [f.name, f.value ?? '']));
    address = { address1: values.address1 ?? '', address2: values.address2 ?? '', city: values.city ?? '', state: values.state ?? all.state ?? '', zip: values.zip ?? all.zip ?? '' };
  }
  const saved = await call('billing', uc.saveBilling({ method: 'cc', card: cardInput(given, address), ...billDate }, page.value.screen));
  return saved.map((s) => `card ${s.saved.card_number ?? ''}`);
};
