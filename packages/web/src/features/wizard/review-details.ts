import { displayPhone, EmploymentStatuses, genderLabel, HolidayPolicies, isRecord, isTabName, MaritalStatuses, PriorCoverageOptions, type DomainError, type Messages, type TabName } from '@benefit-store/domain';
import type { SectionView } from '@benefit-store/ports';
import { type CompletionTexts, readableTime } from './completion-texts.ts';
import type { WizardTexts } from './wizard-texts.ts';

/**
 * How Review & Confirmation shows a saved step: a one-line summary for its card and the read-only details of its
 * modal. Presentation only: the values are the server's (numbers already masked), labelled with the form's own
 * labels and the domain's option lists, all in the visitor's language (the Words a component reads with useTexts).
 */

/** The catalogues the details are worded from, in the visitor's language, and the locale times are read in. */
export interface Words {
  readonly completion: typeof CompletionTexts;
  readonly wizard: typeof WizardTexts;
  readonly messages: Pick<typeof Messages, 'billDateOption'>;
  /** The domain's English labels (its option lists) in the visitor's language: useTranslate. */
  readonly translate: (english: string) => string;
  readonly locale: string;
}

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
/** A value's label from a domain option list, in the visitor's language; a value we do not know shows as itself. */
const labelOf = (w: Words, options: readonly (readonly [string, string])[], value: string): string => {
  const label = options.find(([id]) => id === value)?.[1];
  return label === undefined ? value : w.translate(label);
};
/** A value's label from a catalogue's map; a value we do not know shows as itself. */
const mapped = (labels: Readonly<Record<string, string>>, value: string): string => (Object.hasOwn(labels, value) ? (labels[value] ?? value) : value);
/** Male, Female or Others; nothing for a value that is none of them. */
const genderOf = (w: Words, value: string): string => {
  const label = genderLabel(value);
  return label === '' ? '' : w.translate(label);
};
const yesNo = (w: Words, value: string): string => (value === '1' ? w.wizard.yes : value === '0' ? w.wizard.no : value);
const capital = (value: string): string => (value === '' ? '' : value[0]!.toUpperCase() + value.slice(1));
/** Rows with a value only: what was not entered is not shown. */
const rows = (...pairs: Row[]): Row[] => pairs.filter(([, value]) => value.trim() !== '');
const fullName = (d: Data | undefined): string => [str(d, 'first_name'), str(d, 'middle_name'), str(d, 'last_name')].filter((s) => s !== '').join(' ');
const address = (d: Data | undefined): string => [str(d, 'address1'), str(d, 'address2'), str(d, 'city'), [str(d, 'state'), str(d, 'zip')].filter(Boolean).join(' ')].filter((s) => s !== '').join(', ');
const height = (w: Words, d: Data | undefined): string => (str(d, 'height_feet') ? w.completion.heightValue(str(d, 'height_feet'), str(d, 'height_inch')) : '');

const personal = (w: Words, d: Data): SectionDetails => ({
  summary: fullName(d),
  groups: [
    {
      rows: rows(
        [w.wizard.firstName, str(d, 'first_name')],
        [w.wizard.middleName, str(d, 'middle_name')],
        [w.wizard.lastName, str(d, 'last_name')],
        [w.wizard.gender, genderOf(w, str(d, 'gender'))],
        [w.completion.birthdate, str(d, 'birthdate')],
        [w.wizard.weight, str(d, 'weight')],
        [w.completion.height, height(w, d)],
        [w.wizard.maritalStatus, labelOf(w, MaritalStatuses, str(d, 'marital_status'))],
        [w.wizard.ssn, str(d, 'ssn')],
        [w.completion.otherEthnicGroup, str(d, 'ethnic_category_other_type')],
        [w.completion.priorCoverage, labelOf(w, PriorCoverageOptions, str(d, 'prior_coverage_flag'))],
        [w.wizard.carrierName, str(d, 'prior_carrier_name')],
        [w.wizard.priorEffectiveDate, str(d, 'prior_effective_date')],
        [w.wizard.priorTermDate, str(d, 'prior_term_date')],
      ),
    },
  ],
});

/**
 * A saved phone (ten digits) as sites write one, "(214) 555-0199", so that a person checking it reads it as a number;
 * its space does not break, so a narrow card never leaves "(214)" on a line of its own.
 */
const phoneOf = (d: Data, key: string): string => {
  const value = str(d, key);
  return /^\d{10}$/.test(value) ? displayPhone(value).replace(' ', '\u00a0') : value;
};

const contact = (w: Words, d: Data): SectionDetails => ({
  summary: [str(d, 'email_address'), phoneOf(d, 'phone_number')].filter(Boolean).join(' · '),
  groups: [
    {
      rows: rows(
        [w.wizard.email, str(d, 'email_address')],
        [w.wizard.phone, phoneOf(d, 'phone_number')],
        [w.wizard.address1, str(d, 'address1')],
        [w.wizard.address2, str(d, 'address2')],
        [w.wizard.city, str(d, 'city')],
        [w.wizard.state, str(d, 'state')],
        [w.wizard.zip, str(d, 'zip')],
        [w.wizard.birthState, str(d, 'birth_state')],
        [w.wizard.birthCity, str(d, 'birth_city')],
        [w.completion.usps, yesNo(w, str(d, 'with_validation'))],
      ),
    },
  ],
});

const employer = (w: Words, d: Data): SectionDetails => {
  const holidays = object(d, 'holiday_policy');
  const chosen = HolidayPolicies.filter(([key]) => String(holidays?.[key] ?? '0') === '1').map(([, label]) => w.translate(label));
  return {
    summary: [str(d, 'name'), str(d, 'occupation')].filter(Boolean).join(' · '),
    groups: [
      {
        rows: rows(
          [w.wizard.employerName, str(d, 'name')],
          [w.wizard.employerPhone, phoneOf(d, 'phone')],
          [w.completion.address, address(d)],
          [w.wizard.averageWorkWeek, str(d, 'average_work_week')],
          [w.wizard.employmentStartDate, str(d, 'employment_start_date')],
          [w.wizard.occupation, str(d, 'occupation')],
          [w.wizard.compensationType, str(d, 'compensation_type')],
          [w.wizard.employmentStatus, labelOf(w, EmploymentStatuses, str(d, 'employment_status'))],
          [w.wizard.employerIndustry, str(d, 'emp_industry')],
          [w.wizard.employees, str(d, 'emp_num_employed')],
          [w.wizard.vacationPolicy, str(d, 'emp_vac_policy')],
          [w.wizard.bargainingUnit, str(d, 'emp_barg_unit')],
          [w.completion.holidayPolicy, chosen.join(', ')],
        ),
      },
    ],
  };
};

const beneficiaries = (w: Words, d: Data): SectionDetails => {
  const people = list(d, 'beneficiaries');
  return {
    summary: people.map((b) => `${fullName(b)} (${str(b, 'beneficiary_percentage')}%)`).join(', '),
    groups: people.map((b, i) => ({
      title: w.completion.beneficiary(i + 1, str(b, 'first_name'), str(b, 'last_name')),
      rows: rows(
        [w.wizard.relationship, str(b, 'relationship')],
        [w.completion.birthdate, str(b, 'birthdate')],
        [w.wizard.ssn, str(b, 'ssn')],
        [w.wizard.percentage, str(b, 'beneficiary_percentage') ? `${str(b, 'beneficiary_percentage')}%` : ''],
      ),
    })),
  };
};

const health = (w: Words, d: Data): SectionDetails => {
  const questions = list(d, 'condition_questions');
  const medication = object(d, 'medication_question');
  const answered = [...questions, ...(medication ? [medication] : [])];
  const medications = list(medication, 'medications').map((m) => [str(m, 'medication'), str(m, 'dosage'), str(m, 'medical_condition')].filter((s) => s !== '').join(', '));
  return {
    summary: w.completion.answeredQuestions(answered.length, answered.filter((q) => str(q, 'yes_no_flag') === '1').length),
    groups: [
      {
        rows: rows(
          ...answered.map((q): Row => [str(q, 'question_text') || `#${str(q, 'question_id')}`, yesNo(w, str(q, 'yes_no_flag'))]),
          [w.completion.medications, medications.filter(Boolean).join('; ')],
          [w.completion.notes, str(d, 'notes')],
        ),
      },
    ],
  };
};

const dependents = (w: Words, d: Data): SectionDetails => {
  const people = list(d, 'dependents').map((dep) => object(dep, 'primary_info') ?? dep);
  const relation = (p: Data) => (str(p, 'relationship') === 'spouse' ? w.wizard.spouse : str(p, 'relationship') === 'child' ? w.wizard.child : capital(str(p, 'relationship')));
  return {
    summary: people.map((p) => `${fullName(p)} (${relation(p)})`).join(', '),
    groups: people.map((p, i) => ({
      title: w.completion.dependent(i + 1, str(p, 'first_name'), str(p, 'last_name'), relation(p)),
      rows: rows(
        [w.completion.birthdate, str(p, 'birthdate')],
        [w.wizard.gender, genderOf(w, str(p, 'gender'))],
        [w.wizard.ssn, str(p, 'ssn')],
        [w.wizard.weight, str(p, 'weight')],
        [w.completion.height, height(w, p)],
      ),
    })),
  };
};

/** A bank account's type or holder type (checking, savings; individual, company); another word shows capitalised. */
export const accountTypeLabel = (texts: Pick<typeof CompletionTexts, 'checking' | 'savings' | 'individual' | 'company'>, value: string): string =>
  value === 'checking' || value === 'savings' || value === 'individual' || value === 'company' ? texts[value] : capital(value);

export const methodLabel = (texts: Pick<typeof CompletionTexts, 'methodLabels'>, method: string): string => mapped(texts.methodLabels, method);

const billing = (w: Words, d: Data): SectionDetails => {
  const method = str(d, 'payment_method');
  const card = method === 'cc';
  const eft = method === 'eft';
  const brand = capital(str(d, 'card_brand'));
  return {
    summary: card
      ? `${brand} ${str(d, 'card_number')}`.trim()
      : eft
        ? `${str(d, 'bank_name')} ${str(d, 'account_number')}`.trim()
        : methodLabel(w.completion, method),
    groups: [
      {
        rows: rows(
          [w.completion.paymentMethod, methodLabel(w.completion, method)],
          ...(card
            ? rows(
                [w.completion.nameOnCard, [str(d, 'first_name_on_cc'), str(d, 'last_name_on_cc')].filter(Boolean).join(' ')],
                [w.completion.cardNumber, `${brand} ${str(d, 'card_number')}`.trim()],
                [w.completion.expiration, str(d, 'expiration_month') ? `${str(d, 'expiration_month')}/${str(d, 'expiration_year')}` : ''],
                [w.completion.billingAddress, address(d)],
              )
            : []),
          ...(eft
            ? rows(
                [w.completion.accountName, str(d, 'account_name')],
                [w.completion.bankName, str(d, 'bank_name')],
                [w.completion.routingNumber, str(d, 'routing_number')],
                [w.completion.accountNumber, str(d, 'account_number')],
                [w.completion.accountType, accountTypeLabel(w.completion, str(d, 'account_type'))],
                [w.completion.accountHolderType, accountTypeLabel(w.completion, str(d, 'account_holder_type'))],
              )
            : []),
          [w.completion.billDate, str(d, 'bill_date') ? w.messages.billDateOption(str(d, 'bill_date')) : ''],
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

const agreement = (w: Words, d: Data): SectionDetails => {
  const accepted = Array.isArray(d.accepted) ? d.accepted.length : 0;
  const signed = str(d, 'signed_at') !== '';
  return {
    summary: signed ? w.completion.signedBy(signerOf(d), str(d, 'date')) : w.completion.notSigned,
    groups: [
      {
        rows: rows(
          [w.completion.signer, signerOf(d)],
          [w.completion.signerRole, mapped(w.completion.roles, str(d, 'signer_role'))],
          [w.completion.signedOn, signed ? readableTime(str(d, 'signed_at'), w.locale) : str(d, 'date')],
          [w.completion.agreementsAccepted, accepted > 0 ? String(accepted) : ''],
          [w.completion.consentRecord, str(d, 'consent_hash').slice(0, 16)],
        ),
      },
    ],
  };
};

const PRESENTERS: Readonly<Partial<Record<TabName, (words: Words, data: Data) => SectionDetails>>> = {
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
export const sectionDetails = (words: Words, tab: TabName, section: SectionView | undefined): SectionDetails => {
  const present = PRESENTERS[tab];
  if (!section || !present) return { summary: words.completion.statusMissing, groups: [] };
  return present(words, section.data);
};

export const sectionStatus = (section: SectionView | undefined): 'saved' | 'draft' | 'missing' => section?.status ?? 'missing';

/**
 * A refused confirmation, as its modal shows it: the steps still to complete (the server names each by its tab), apart
 * from any other reason (an e-mail address another member already has, an empty cart), which is no step to complete
 * and must not be listed under "Still to complete:".
 */
export interface ReviewRefusal {
  readonly steps: readonly string[];
  readonly others: readonly string[];
}

export const reviewRefusalOf = (error: DomainError): ReviewRefusal => {
  if (error.kind !== 'validation') return { steps: [], others: [error.message] };
  const fields = Object.entries(error.fields);
  return { steps: fields.filter(([key]) => isTabName(key)).map(([, message]) => message), others: fields.filter(([key]) => !isTabName(key)).map(([, message]) => message) };
};
