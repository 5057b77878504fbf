import { EmploymentStatuses, genderLabel, HolidayPolicies, isRecord, MaritalStatuses, Messages, PriorCoverageOptions, type TabName } from '@benefit-store/domain';
import type { SectionView } from '@benefit-store/ports';
import { CompletionTexts, readableTime } from './completion-texts.ts';
import { WizardTexts } from './wizard-texts.ts';

/**
 * How Review & Confirmation shows a saved step: a one-line summary for its card and the read-only details of its
 * modal. Presentation only: the values are the server's (numbers already masked), labelled with the form's own
 * labels and the domain's option lists.
 */

type Data = Readonly<Record<string, unknown>>;
export type Row = readonly [label: string, value: string];
export interface DetailGroup {
  readonly title?: string;
  readonly rows: readonly Row[];
}
export interface SectionDetails {
  readonly summary: string;
  readonly groups: readonly DetailGroup[];
}

const str = (data: Data | undefined, key: string): string => {
  const value = data?.[key];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
};
const list = (data: Data | undefined, key: string): Data[] => {
  const value = data?.[key];
  return Array.isArray(value) ? value.filter((v): v is Data => v !== null && typeof v === 'object') : [];
};
const object = (data: Data | undefined, key: string): Data | undefined => {
  const value = data?.[key];
  return isRecord(value) ? value : undefined;
};
const labelOf = (options: readonly (readonly [string, string])[], value: string): string => options.find(([id]) => id === value)?.[1] ?? value;
const yesNo = (value: string): string => (value === '1' ? WizardTexts.yes : value === '0' ? WizardTexts.no : value);
const capital = (value: string): string => (value === '' ? '' : value[0]!.toUpperCase() + value.slice(1));
/** Rows with a value only: what was not entered is not shown. */
const rows = (...pairs: Row[]): Row[] => pairs.filter(([, value]) => value.trim() !== '');
const fullName = (d: Data | undefined): string => [str(d, 'first_name'), str(d, 'middle_name'), str(d, 'last_name')].filter((s) => s !== '').join(' ');
const address = (d: Data | undefined): string => [str(d, 'address1'), str(d, 'address2'), str(d, 'city'), [str(d, 'state'), str(d, 'zip')].filter(Boolean).join(' ')].filter((s) => s !== '').join(', ');
const height = (d: Data | undefined): string => (str(d, 'height_feet') ? CompletionTexts.heightValue(str(d, 'height_feet'), str(d, 'height_inch')) : '');

const personal = (d: Data): SectionDetails => ({
  summary: fullName(d),
  groups: [
    {
      rows: rows(
        [WizardTexts.firstName, str(d, 'first_name')],
        [WizardTexts.middleName, str(d, 'middle_name')],
        [WizardTexts.lastName, str(d, 'last_name')],
        [WizardTexts.gender, genderLabel(str(d, 'gender'))],
        [CompletionTexts.birthdate, str(d, 'birthdate')],
        [WizardTexts.weight, str(d, 'weight')],
        [CompletionTexts.height, height(d)],
        [WizardTexts.maritalStatus, labelOf(MaritalStatuses, str(d, 'marital_status'))],
        [WizardTexts.ssn, str(d, 'ssn')],
        [CompletionTexts.otherEthnicGroup, str(d, 'ethnic_category_other_type')],
        [CompletionTexts.priorCoverage, labelOf(PriorCoverageOptions, str(d, 'prior_coverage_flag'))],
        [WizardTexts.carrierName, str(d, 'prior_carrier_name')],
        [WizardTexts.priorEffectiveDate, str(d, 'prior_effective_date')],
        [WizardTexts.priorTermDate, str(d, 'prior_term_date')],
      ),
    },
  ],
});

const contact = (d: Data): SectionDetails => ({
  summary: [str(d, 'email_address'), str(d, 'phone_number')].filter(Boolean).join(' · '),
  groups: [
    {
      rows: rows(
        [WizardTexts.email, str(d, 'email_address')],
        [WizardTexts.phone, str(d, 'phone_number')],
        [WizardTexts.address1, str(d, 'address1')],
        [WizardTexts.address2, str(d, 'address2')],
        [WizardTexts.city, str(d, 'city')],
        [WizardTexts.state, str(d, 'state')],
        [WizardTexts.zip, str(d, 'zip')],
        [WizardTexts.birthState, str(d, 'birth_state')],
        [WizardTexts.birthCity, str(d, 'birth_city')],
        [CompletionTexts.usps, yesNo(str(d, 'with_validation'))],
      ),
    },
  ],
});

const employer = (d: Data): SectionDetails => {
  const holidays = object(d, 'holiday_policy');
  const chosen = HolidayPolicies.filter(([key]) => String(holidays?.[key] ?? '0') === '1').map(([, label]) => label);
  return {
    summary: [str(d, 'name'), str(d, 'occupation')].filter(Boolean).join(' · '),
    groups: [
      {
        rows: rows(
          [WizardTexts.employerName, str(d, 'name')],
          [WizardTexts.employerPhone, str(d, 'phone')],
          [CompletionTexts.address, address(d)],
          [WizardTexts.averageWorkWeek, str(d, 'average_work_week')],
          [WizardTexts.employmentStartDate, str(d, 'employment_start_date')],
          [WizardTexts.occupation, str(d, 'occupation')],
          [WizardTexts.compensationType, str(d, 'compensation_type')],
          [WizardTexts.employmentStatus, labelOf(EmploymentStatuses, str(d, 'employment_status'))],
          [WizardTexts.employerIndustry, str(d, 'emp_industry')],
          [WizardTexts.employees, str(d, 'emp_num_employed')],
          [WizardTexts.vacationPolicy, str(d, 'emp_vac_policy')],
          [WizardTexts.bargainingUnit, str(d, 'emp_barg_unit')],
          [CompletionTexts.holidayPolicy, chosen.join(', ')],
        ),
      },
    ],
  };
};

const beneficiaries = (d: Data): SectionDetails => {
  const people = list(d, 'beneficiaries');
  return {
    summary: people.map((b) => `${fullName(b)} (${str(b, 'beneficiary_percentage')}%)`).join(', '),
    groups: people.map((b, i) => ({
      title: CompletionTexts.beneficiary(i + 1, str(b, 'first_name'), str(b, 'last_name')),
      rows: rows(
        [WizardTexts.relationship, str(b, 'relationship')],
        [CompletionTexts.birthdate, str(b, 'birthdate')],
        [WizardTexts.ssn, str(b, 'ssn')],
        [WizardTexts.percentage, str(b, 'beneficiary_percentage') ? `${str(b, 'beneficiary_percentage')}%` : ''],
      ),
    })),
  };
};

const health = (d: Data): SectionDetails => {
  const questions = list(d, 'condition_questions');
  const medication = object(d, 'medication_question');
  const answered = [...questions, ...(medication ? [medication] : [])];
  const medications = list(medication, 'medications').map((m) => CompletionTexts.medicationLine(str(m, 'medication'), str(m, 'dosage'), str(m, 'medical_condition')));
  return {
    summary: CompletionTexts.answeredQuestions(answered.length, answered.filter((q) => str(q, 'yes_no_flag') === '1').length),
    groups: [
      {
        rows: rows(
          ...answered.map((q): Row => [str(q, 'question_text') || `#${str(q, 'question_id')}`, yesNo(str(q, 'yes_no_flag'))]),
          [CompletionTexts.medications, medications.filter(Boolean).join('; ')],
          [CompletionTexts.notes, str(d, 'notes')],
        ),
      },
    ],
  };
};

const dependents = (d: Data): SectionDetails => {
  const people = list(d, 'dependents').map((dep) => object(dep, 'primary_info') ?? dep);
  const relation = (p: Data) => (str(p, 'relationship') === 'spouse' ? WizardTexts.spouse : str(p, 'relationship') === 'child' ? WizardTexts.child : capital(str(p, 'relationship')));
  return {
    summary: people.map((p) => `${fullName(p)} (${relation(p)})`).join(', '),
    groups: people.map((p, i) => ({
      title: CompletionTexts.dependent(i + 1, str(p, 'first_name'), str(p, 'last_name'), relation(p)),
      rows: rows(
        [CompletionTexts.birthdate, str(p, 'birthdate')],
        [WizardTexts.gender, genderLabel(str(p, 'gender'))],
        [WizardTexts.ssn, str(p, 'ssn')],
        [WizardTexts.weight, str(p, 'weight')],
        [CompletionTexts.height, height(p)],
      ),
    })),
  };
};

export const methodLabel = (method: string): string => CompletionTexts.methodLabels[method] ?? method;

const billing = (d: Data): SectionDetails => {
  const method = str(d, 'payment_method');
  const card = method === 'cc';
  const eft = method === 'eft';
  const brand = capital(str(d, 'card_brand'));
  return {
    summary: card
      ? CompletionTexts.cardSummary(brand, str(d, 'card_number'))
      : eft
        ? CompletionTexts.bankSummary(str(d, 'bank_name'), str(d, 'account_number'))
        : methodLabel(method),
    groups: [
      {
        rows: rows(
          [CompletionTexts.paymentMethod, methodLabel(method)],
          ...(card
            ? rows(
                [CompletionTexts.nameOnCard, [str(d, 'first_name_on_cc'), str(d, 'last_name_on_cc')].filter(Boolean).join(' ')],
                [CompletionTexts.cardNumber, CompletionTexts.cardSummary(brand, str(d, 'card_number'))],
                [CompletionTexts.expiration, str(d, 'expiration_month') ? `${str(d, 'expiration_month')}/${str(d, 'expiration_year')}` : ''],
                [CompletionTexts.billingAddress, address(d)],
              )
            : []),
          ...(eft
            ? rows(
                [CompletionTexts.accountName, str(d, 'account_name')],
                [CompletionTexts.bankName, str(d, 'bank_name')],
                [CompletionTexts.routingNumber, str(d, 'routing_number')],
                [CompletionTexts.accountNumber, str(d, 'account_number')],
                [CompletionTexts.accountType, capital(str(d, 'account_type'))],
                [CompletionTexts.accountHolderType, capital(str(d, 'account_holder_type'))],
              )
            : []),
          [CompletionTexts.billDate, str(d, 'bill_date') ? Messages.billDateOption(str(d, 'bill_date')) : ''],
        ),
      },
    ],
  };
};

const signerOf = (d: Data): string => {
  const agent = str(d, 'agent_name');
  if (str(d, 'signer_mode') === 'broker') return agent ? `${agent} (${str(d, 'agent_code')})` : str(d, 'agent_code');
  if (str(d, 'signer_mode') === 'group') return [str(d, 'user_name'), str(d, 'group_name')].filter(Boolean).join(', ');
  return str(d, 'user_name');
};

const agreement = (d: Data): SectionDetails => {
  const accepted = Array.isArray(d.accepted) ? d.accepted.length : 0;
  const signed = str(d, 'signed_at') !== '';
  return {
    summary: signed ? CompletionTexts.signedBy(signerOf(d), str(d, 'date')) : CompletionTexts.notSigned,
    groups: [
      {
        rows: rows(
          [CompletionTexts.signer, signerOf(d)],
          [CompletionTexts.signerRole, CompletionTexts.roles[str(d, 'signer_role')] ?? str(d, 'signer_role')],
          [CompletionTexts.signedOn, signed ? readableTime(str(d, 'signed_at')) : str(d, 'date')],
          [CompletionTexts.agreementsAccepted, accepted > 0 ? String(accepted) : ''],
          [CompletionTexts.consentRecord, str(d, 'consent_hash').slice(0, 16)],
        ),
      },
    ],
  };
};

const PRESENTERS: Readonly<Partial<Record<TabName, (data: Data) => SectionDetails>>> = {
  primary_info: personal,
  contact_info: contact,
  employer_info: employer,
  beneficiary_info: beneficiaries,
  primary_health_info: health,
  dependent_info: dependents,
  billing_info: billing,
  agreement_info: agreement,
};

/** A step's card and modal content; a step never saved says so. */
export const sectionDetails = (tab: TabName, section: SectionView | undefined): SectionDetails => {
  const present = PRESENTERS[tab];
  if (!section || !present) return { summary: CompletionTexts.statusMissing, groups: [] };
  return present(section.data);
};

export const sectionStatus = (section: SectionView | undefined): 'saved' | 'draft' | 'missing' => section?.status ?? 'missing';
