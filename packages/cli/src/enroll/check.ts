import {
  isEnrollType,
  isTier,
  checkBeneficiaryShares,
  validateBeneficiary,
  validateCard,
  validateCode,
  validateContactInfo,
  validateDependent,
  validateDependentList,
  validateDependentsDialog,
  validateEft,
  validateEmployerInfo,
  validateEnrollerCodeEntry,
  validateHealth,
  validatePersonalInfo,
  validateQuoteFilter,
  validateTierChoice,
  type CalendarDate,
  type FieldErrors,
} from '@benefit-store/domain';
import type { Result } from 'neverthrow';
import { beneficiaryInput, cardInput, contactInput, dependentInput, eftInput, employerInput, filterInput, healthInput, personalInput, scriptedHealthQuestions } from './inputs.ts';
import { passwordOf } from './runner.ts';
import type { EnrollmentScript } from './script.ts';

/**
 * `enroll --dry-run`: the script checked with the domain's own validators (those the use cases call before any
 * request), without a server. What only the server knows is not checked, and is said so: which steps the plans
 * require, the fields it flags required, its prefill for an existing member, the plans' questions, the agreements.
 */
export interface DryRun {
  /** `section.field` -> message. */
  readonly fields: Readonly<Record<string, string>>;
  /** What was checked, per section, in order. */
  readonly checked: readonly string[];
  /** What needs the server and was left alone. */
  readonly notChecked: readonly string[];
}

const EMPLOYER_FROM_GROUP = new Set(['name', 'phone', 'address1', 'city', 'state', 'zip']);

const under = (section: string, errors: FieldErrors): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [`${section}.${field}`, message]));

/** The script's problems that are not the domain's but make a run impossible: a missing password variable. */
export const preflight = (script: EnrollmentScript, env: NodeJS.ProcessEnv): Record<string, string> => {
  const context = script.context;
  if ((context.as === 'rep' || context.as === 'existing-member') && !passwordOf(script, env)) {
    return { 'context.password_env': `set the environment variable ${context.password_env} to the password (it is never read from the script)` };
  }
  return {};
};

export const checkScript = (script: EnrollmentScript, today: CalendarDate): DryRun => {
  // A dry run signs in nowhere: the password variable is the real run's (preflight), not checked here.
  const fields: Record<string, string> = {};
  const checked: string[] = [];
  const notChecked: string[] = [];
  const add = (section: string, errors: FieldErrors) => {
    checked.push(section);
    Object.assign(fields, under(section, errors));
  };
  const errorsOf = (result: Result<unknown, FieldErrors>): FieldErrors => (result.isErr() ? result.error : {});
  const existing = script.context.as === 'existing-member';

  // Access codes.
  const context = script.context;
  if (context.as === 'applicant' && context.rep_access_code !== undefined) add('context', errorsOf(validateCode(context.rep_access_code).mapErr((e) => ({ rep_access_code: e }))));
  else if (context.as === 'group-member') add('context', errorsOf(validateCode(context.enrollment_code).mapErr((e) => ({ enrollment_code: e }))));
  else checked.push('context');
  if (context.as === 'rep' || context.as === 'existing-member') notChecked.push(`context: the password in ${context.password_env} (a dry run signs in nowhere)`);

  // The quote (an existing member's comes from the record on file: only the tier is asked).
  const tier = script.filter?.tier;
  if (existing) add('filter', errorsOf(validateTierChoice(tier).mapErr((e) => ({ tier: e }))));
  else add('filter', errorsOf(validateQuoteFilter(filterInput(script.filter), today)));
  if (script.dependents_info && isTier(tier)) {
    add('dependents_info', errorsOf(validateDependentsDialog({ tier, spouseDob: script.dependents_info.spouse_dob ?? '', children: script.dependents_info.children ?? '' }, today)));
  }
  notChecked.push('plans: which are offered, their prices, questions and the steps they require (the server says)');

  const steps = script.steps;
  // An existing member's form is prefilled from the record on file: a field the script leaves out is the server's.
  const givenOnly = (given: object | undefined, errors: FieldErrors): FieldErrors =>
    existing ? Object.fromEntries(Object.entries(errors).filter(([field]) => given !== undefined && field in given)) : errors;

  if (steps.primary_info) {
    add('primary_info', givenOnly(steps.primary_info, errorsOf(validatePersonalInfo(personalInput(steps.primary_info)))));
    const code = steps.primary_info.enroller_code;
    if (code !== undefined) add('primary_info', errorsOf(validateEnrollerCodeEntry(code).mapErr((e) => ({ enrollerCode: e }))));
  }
  // The server flags address2, birth state and city, and the employer's optional fields; unflagged here.
  if (steps.contact_info) add('contact_info', givenOnly(steps.contact_info, errorsOf(validateContactInfo(contactInput(steps.contact_info)))));
  // The employer's name, phone and address default to the group's (the step is a group enrollment's).
  if (steps.employer_info) {
    const errors = errorsOf(validateEmployerInfo(employerInput(steps.employer_info)));
    add('employer_info', Object.fromEntries(Object.entries(errors).filter(([field]) => !EMPLOYER_FROM_GROUP.has(field) || field in (steps.employer_info ?? {}))));
  }
  if (steps.beneficiary_info) {
    const list = steps.beneficiary_info.map(beneficiaryInput);
    list.forEach((b, i) => add(`beneficiary_info.${i}`, errorsOf(validateBeneficiary(b, today))));
    add('beneficiary_info', errorsOf(checkBeneficiaryShares(list).mapErr((e) => ({ beneficiaries: e }))));
  }
  if (steps.health_info) {
    add('health_info', errorsOf(validateHealth(healthInput(steps.health_info, scriptedHealthQuestions(steps.health_info)))));
    if (steps.health_info.all === undefined) notChecked.push('health_info: whether every question the server asks is answered');
  }
  if (steps.dependent_info?.dependents && isTier(tier)) {
    const list = steps.dependent_info.dependents.map(dependentInput);
    list.forEach((d, i) => add(`dependent_info.${i}`, errorsOf(validateDependent(d, today))));
    const spouseAnswer = steps.dependent_info.spouse_enrolled ?? (list.some((d) => d.relationship === 'spouse') ? 'yes' : 'no');
    const enrollType = existing ? 'existing-member' : undefined;
    // Premier (a plan of type MM in the cart) narrows IC to one child: the cart is the server's, so not assumed here.
    add('dependent_info', errorsOf(validateDependentList(list, { tier, premier: false, existingMember: isEnrollType(enrollType), spouseAnswer }).mapErr((e) => ({ dependents: e }))));
    notChecked.push('dependent_info: the one-child rule of premier plans on tier IC');
  }
  const billing = steps.billing;
  if (billing?.method === 'cc' || (billing?.method === undefined && billing?.card)) {
    // With use_contact_address the billing address is the contact address, whose state and zip are the quote's
    // (read-only, the server's): those two are left out of the check.
    const contact = steps.contact_info;
    const address = billing.use_contact_address === 'yes' ? { address1: contact?.address1 ?? '', city: contact?.city ?? '', state: '', zip: '' } : undefined;
    const errors = errorsOf(validateCard(cardInput(billing, address), today));
    add('billing', address ? Object.fromEntries(Object.entries(errors).filter(([f]) => f !== 'state' && f !== 'zip')) : errors);
  } else if (billing?.method === 'eft' || (billing?.method === undefined && billing?.eft)) {
    // Without a bank name the run looks it up by routing number.
    const errors = errorsOf(validateEft(eftInput(billing.eft, billing.eft?.bank_name ?? 'looked up')));
    add('billing', errors);
  } else if (billing) checked.push('billing');
  notChecked.push('agreement: the texts to accept and how the signer verifies (the server says)');
  return { fields, checked: [...new Set(checked)], notChecked };
};
