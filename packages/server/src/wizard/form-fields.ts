import { recordOf } from '@benefit-store/contract';
import type { ContactRequirements, DependentRequirements, EmployerRequirements } from '@benefit-store/domain';
import { EmployerFlaggedFields, maskSsn } from '@benefit-store/domain';
import { maskedView, str } from '../repository/sections.ts';
import type { WizardFacts } from './wizard-facts.ts';
import { ServerTexts } from '../http/server-texts.ts';

/**
 * get-form-fields-*: the fields each step shows (doc 002 section 2: only fields flagged required are
 * shown; read-only ones are displayed, not typed) with their current value: what the step saved, else
 * what the quote or the member on file already says. The same flags decide which optional fields the
 * save requires, so the form and the server never disagree (docs/adr/0710).
 */
export interface FormField {
  readonly field_name: string;
  readonly value: string | null;
  readonly required: boolean;
  readonly read_only: boolean;
}

type Values = Readonly<Record<string, unknown>>;

const field = (name: string, values: Values, required = true, readOnly = false): FormField => {
  const value = values[name];
  return { field_name: name, value: typeof value === 'string' && value !== '' ? value : null, required, read_only: readOnly };
};

const sectionData = (facts: WizardFacts, key: 'primary_info' | 'contact_info' | 'employer_info'): Values =>
  maskedView(facts.sections[key]?.data ?? {});


/** `memberSsnLast4`: the last four of the SSN of the member on file, shown masked until a save replaces it. */
export const personalFields = (facts: WizardFacts, memberSsnLast4?: string): FormField[] => {
  const saved = sectionData(facts, 'primary_info');
  const member = facts.member;
  const values: Values = {
    ...(member ? { first_name: member.first_name, last_name: member.last_name, ssn: memberSsnLast4 ? maskSsn(memberSsnLast4) : undefined } : {}),
    ...saved,
    gender: facts.enrollment.filter.gender,
    birthdate: facts.enrollment.filter.dob,
  };
  const names = ['first_name', 'middle_name', 'last_name', 'weight', 'height_feet', 'height_inch'];
  return [
    ...names.map((n) => field(n, values)),
    field('gender', values, true, true),
    field('marital_status', values),
    field('ssn', values),
    field('birthdate', values, true, true),
    field('ethnic_category', values),
    field('ethnic_category_other_type', values),
    field('prior_coverage_flag', values),
    field('prior_carrier_name', values),
    field('prior_effective_date', values),
    field('prior_term_date', values),
  ];
};

/** Address line 2 is not asked (most addresses have none); birth state and city are (docs/adr/0710). */
export const contactRequirements = (_facts: WizardFacts): ContactRequirements => ({ address2: false, birth_state: true, birth_city: true });

export const contactFields = (facts: WizardFacts): FormField[] => {
  const saved = sectionData(facts, 'contact_info');
  const values: Values = {
    ...(facts.member ? { email_address: facts.member.email, phone_number: facts.member.phone ?? '' } : {}),
    ...saved,
    state: facts.enrollment.filter.state,
    zip: facts.enrollment.filter.zip,
  };
  const req = contactRequirements(facts);
  return [
    field('email_address', values),
    field('phone_number', values),
    field('address1', values),
    field('address2', values, req.address2 === true),
    field('city', values),
    field('state', values, true, true),
    field('zip', values, true, true),
    field('birth_state', values, req.birth_state === true),
    field('birth_city', values, req.birth_city === true),
    field('with_validation', values),
  ];
};

/** Every employer field is asked; address2 only of groups whose records have one (none of the demo's). */
export const employerRequirements = (_facts: WizardFacts): EmployerRequirements =>
  recordOf(EmployerFlaggedFields, (f) => f !== 'address2');

export interface GroupDefaults {
  readonly name: string;
  readonly phone: string;
  readonly address1: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
}

export const employerFields = (facts: WizardFacts, group: GroupDefaults | undefined): FormField[] => {
  const saved = sectionData(facts, 'employer_info');
  const values: Values = { ...(group ?? {}), ...saved };
  const req = employerRequirements(facts);
  return [
    field('name', values),
    field('phone', values, req.phone === true),
    field('address1', values),
    field('address2', values, req.address2 === true),
    field('city', values),
    field('state', values),
    field('zip', values),
    field('with_validation', values),
    ...EmployerFlaggedFields.filter((f) => f !== 'phone' && f !== 'address2').map((f) => field(f, values, req[f] === true)),
    { field_name: 'holiday_policy', value: null, required: true, read_only: false },
  ];
};

export const beneficiaryFields = (): FormField[] =>
  ['first_name', 'middle_name', 'last_name', 'birthdate', 'ssn', 'relationship', 'beneficiary_percentage'].map((n) => field(n, {}));

export const dependentRequirements = (facts: WizardFacts): DependentRequirements => ({
  weight: facts.healthRequired,
  height_feet: facts.healthRequired,
  height_inch: facts.healthRequired,
});

export const dependentFields = (facts: WizardFacts): FormField[] => {
  const req = dependentRequirements(facts);
  return [
    field('first_name', {}),
    field('middle_name', {}),
    field('last_name', {}),
    field('birthdate', {}),
    field('gender', {}),
    field('ssn', {}),
    field('relationship', {}, true, true),
    field('weight', {}, req.weight === true),
    field('height_feet', {}, req.height_feet === true),
    field('height_inch', {}, req.height_inch === true),
  ];
};

export const DEPENDENT_DISCLAIMER = ServerTexts.dependentDisclaimer;

export const valueOf = (facts: WizardFacts, key: 'primary_info' | 'contact_info' | 'employer_info', name: string): string =>
  str(facts.sections[key]?.data, name);
