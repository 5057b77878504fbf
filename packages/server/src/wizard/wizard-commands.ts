import { recordOrEmpty, recordsOf } from '@benefit-store/contract';
import * as t from 'io-ts';
import { err, ok } from 'neverthrow';
import { Messages, validateEnrollerCodeEntry } from '@benefit-store/domain';
import type {
  SaveBeneficiaryInfoRequest,
  SaveContactInfoRequest,
  SaveDependentInfoRequest,
  SaveEmployerInfoRequest,
  SaveEnrollerCodeRequest,
  SavePersonalInfoRequest,
  SavePrimaryHealthInfoRequest,
  ValidateSingleBeneficiaryRequest,
  ValidateSingleDependentRequest,
} from '@benefit-store/contract';
import { ownedEnrollmentCommand, refuse } from '../commands/command.ts';
import type { Queryable } from '../db/database.ts';
import { row } from '../db/rows.ts';
import type { Pii } from '../security/pii.ts';
import { maskedView, type SectionColumn } from '../repository/sections.ts';
import { beneficiaryListRule, beneficiaryRule, beneficiaryWarnings, contactRule, dependentListRule, dependentRule, employerRule, healthRule, personalRule } from './step-rules.ts';
import { loadFacts } from './wizard-facts.ts';
import { emailTaken, phoneTaken, saveEnrollerCode, writeSection } from '../repository/wizard-store.ts';

/**
 * The wizard's step saves as commands (docs/adr/0008, 0710): each resolves the enrollment the caller owns
 * (404 otherwise), checks the step with the domain's rules, writes the step's section in one transaction
 * and is journaled (payload redacted). A save through the step's Next stores the section as 'saved'.
 */

type Rec = Readonly<Record<string, unknown>>;

const asList = (value: unknown): Rec[] => recordsOf(value);

/** A section's data as responses show it: every SSN masked, sealed values never. */
export const sectionView = (column: SectionColumn, data: Rec): Record<string, unknown> => {
  switch (column) {
    case 'beneficiary_info':
      return { ...data, beneficiaries: asList(data.beneficiaries).map(maskedView) };
    case 'dependent_info':
      return { ...data, dependents: asList(data.dependents).map(dependentView) };
    default:
      return maskedView(data);
  }
};

export const dependentView = (d: Rec): Record<string, unknown> => ({ ...d, primary_info: maskedView(recordOrEmpty(d.primary_info)) });

export interface StepSaved {
  readonly enrollmentId: string;
  readonly tab: string;
  readonly data: Record<string, unknown>;
  readonly warnings?: readonly { code: string; message: string }[];
}

const strip = <P extends { enrollment_id: string }>(payload: P): Omit<P, 'enrollment_id'> => {
  const { enrollment_id: _id, ...rest } = payload;
  return rest;
};

const invalid = (fields: Readonly<Record<string, string>>) => refuse(fields, 422);

export const wizardCommands = (pii: Pii) => {
  const savePersonalInfo = ownedEnrollmentCommand<SavePersonalInfoRequest>()({
    type: 'save-personal-info',
    check: async ({ tx, enrollment, payload }) => {
      const facts = await loadFacts(tx, enrollment);
      const data = personalRule(pii, facts, strip(payload));
      return data.isErr() ? err(invalid(data.error)) : ok(data.value);
    },
    apply: async ({ tx, enrollment, now }, data): Promise<StepSaved> => {
      await writeSection(tx, enrollment.id, 'primary_info', { status: 'saved', data }, now);
      return { enrollmentId: enrollment.id, tab: 'primary_info', data: sectionView('primary_info', data) };
    },
  });

  const saveEnrollerCodeCommand = ownedEnrollmentCommand<SaveEnrollerCodeRequest>()({
    type: 'save-enroller-code',
    check: async ({ tx, payload }) => {
      const entry = validateEnrollerCodeEntry(payload.enrollerCode);
      if (entry.isErr()) return err(invalid({ enrollerCode: entry.error }));
      // An enroller code is the code of a rep of this storefront.
      const agent = await row(tx, t.type({ agent_code: t.string }), 'SELECT agent_code FROM agents WHERE upper(agent_code) = upper($1)', [entry.value]);
      return agent ? ok(agent.agent_code) : err(invalid({ enrollerCode: Messages.invalidEnrollerCode }));
    },
    apply: async ({ tx, enrollment, now }, code) => {
      await saveEnrollerCode(tx, enrollment.id, code, now);
      return { enrollmentId: enrollment.id, tab: 'primary_info', data: { enrollerCode: code } } satisfies StepSaved;
    },
  });

  const saveContactInfo = ownedEnrollmentCommand<SaveContactInfoRequest>()({
    type: 'save-contact-info',
    check: async ({ tx, enrollment, payload }) => {
      const facts = await loadFacts(tx, enrollment);
      const data = contactRule(facts, strip(payload));
      if (data.isErr()) return err(invalid(data.error));
      const taken = await contactTaken(tx, payload.email_address, payload.phone_number, enrollment.context.user_id);
      return Object.keys(taken).length > 0 ? err(invalid(taken)) : ok(data.value);
    },
    apply: async ({ tx, enrollment, now }, data): Promise<StepSaved> => {
      await writeSection(tx, enrollment.id, 'contact_info', { status: 'saved', data }, now);
      return { enrollmentId: enrollment.id, tab: 'contact_info', data: sectionView('contact_info', data) };
    },
  });

  const saveEmployerInfo = ownedEnrollmentCommand<SaveEmployerInfoRequest>()({
    type: 'save-employer-info',
    check: async ({ tx, enrollment, payload }) => {
      const facts = await loadFacts(tx, enrollment);
      const data = employerRule(facts, strip(payload));
      return data.isErr() ? err(invalid(data.error)) : ok(data.value);
    },
    apply: async ({ tx, enrollment, now }, data): Promise<StepSaved> => {
      await writeSection(tx, enrollment.id, 'employer_info', { status: 'saved', data }, now);
      return { enrollmentId: enrollment.id, tab: 'employer_info', data: sectionView('employer_info', data) };
    },
  });

  const saveBeneficiaryInfo = ownedEnrollmentCommand<SaveBeneficiaryInfoRequest>()({
    type: 'save-beneficiary-info',
    check: async ({ tx, enrollment, payload, today }) => {
      const facts = await loadFacts(tx, enrollment);
      const checked = beneficiaryListRule(pii, facts, payload, today);
      if (checked.isErr()) return err(invalid(checked.error));
      return ok({ people: checked.value.people, warnings: beneficiaryWarnings(pii, facts, checked.value.people, today) });
    },
    apply: async ({ tx, enrollment, now }, plan): Promise<StepSaved> => {
      const data = { beneficiaries: plan.people.map((p) => p.record) };
      await writeSection(tx, enrollment.id, 'beneficiary_info', { status: 'saved', data }, now);
      return { enrollmentId: enrollment.id, tab: 'benificiary_info', data: sectionView('beneficiary_info', data), warnings: plan.warnings };
    },
  });

  const savePrimaryHealthInfo = ownedEnrollmentCommand<SavePrimaryHealthInfoRequest>()({
    type: 'save-primary-health-info',
    check: async ({ payload }) => {
      const data = healthRule(strip(payload));
      return data.isErr() ? err(invalid(data.error)) : ok(data.value);
    },
    apply: async ({ tx, enrollment, now }, data): Promise<StepSaved> => {
      await writeSection(tx, enrollment.id, 'health_info', { status: 'saved', data }, now);
      return { enrollmentId: enrollment.id, tab: 'health_info', data };
    },
  });

  /** save-dependent-info (Next: the tier's requirement must be met) and save-dependent-info-to-temp (an add or edit). */
  const saveDependents = (type: 'save-dependent-info' | 'save-dependent-info-to-temp') =>
    ownedEnrollmentCommand<SaveDependentInfoRequest>()({
      type,
      check: async ({ tx, enrollment, payload, today }) => {
        const facts = await loadFacts(tx, enrollment);
        const checked = dependentListRule(pii, facts, payload.dependents, payload.spouse_answer, today, type === 'save-dependent-info');
        return checked.isErr() ? err(invalid(checked.error)) : ok(checked.value);
      },
      apply: async ({ tx, enrollment, now }, plan): Promise<StepSaved> => {
        const data = { dependents: plan.dependents.map((d) => d.record), ...(plan.spouseAnswer ? { spouse_answer: plan.spouseAnswer } : {}) };
        await writeSection(tx, enrollment.id, 'dependent_info', { status: type === 'save-dependent-info' ? 'saved' : 'draft', data }, now);
        return { enrollmentId: enrollment.id, tab: 'dependent_info', data: sectionView('dependent_info', data) };
      },
    });

  /** delete-dependent-in-IO: no dependents travel with this enrollment (the tier is IO, or none were added). */
  const deleteDependentInIO = ownedEnrollmentCommand<{ readonly enrollment_id: string }>()({
    type: 'delete-dependent-in-IO',
    check: async () => ok(undefined),
    apply: async ({ tx, enrollment, now }): Promise<StepSaved> => {
      await writeSection(tx, enrollment.id, 'dependent_info', null, now);
      return { enrollmentId: enrollment.id, tab: 'dependent_info', data: { dependents: [] } };
    },
  });

  /**
   * The beneficiaries' and dependents' popups check one person before the list is saved: a refusal there is one the
   * person met, so it runs as a command and is journaled (docs/adr/0800); it changes nothing.
   */
  const validateSingleBeneficiary = ownedEnrollmentCommand<ValidateSingleBeneficiaryRequest>()({
    type: 'validate-single-beneficiary',
    changesData: false,
    check: async ({ tx, enrollment, payload, today }) => {
      const facts = await loadFacts(tx, enrollment);
      const { enrollment_id: _id, ...input } = payload;
      const checked = beneficiaryRule(pii, facts, input, today);
      if (checked.isErr()) return err(invalid(checked.error));
      return ok({ beneficiary: maskedView(checked.value.record), warnings: beneficiaryWarnings(pii, facts, [checked.value], today) });
    },
    apply: async (_context, plan) => plan,
  });

  const validateSingleDependent = ownedEnrollmentCommand<ValidateSingleDependentRequest>()({
    type: 'validate-single-dependent',
    changesData: false,
    check: async ({ tx, enrollment, payload, today }) => {
      const facts = await loadFacts(tx, enrollment);
      const checked = dependentRule(pii, facts, { primary_info: payload.primary_info, ...(payload.health_info ? { health_info: payload.health_info } : {}) }, today);
      return checked.isErr() ? err(invalid(checked.error)) : ok({ dependent: dependentView(checked.value.record) });
    },
    apply: async (_context, plan) => plan,
  });

  return {
    validateSingleBeneficiary,
    validateSingleDependent,
    savePersonalInfo,
    saveEnrollerCode: saveEnrollerCodeCommand,
    saveContactInfo,
    saveEmployerInfo,
    saveBeneficiaryInfo,
    savePrimaryHealthInfo,
    saveDependentInfo: saveDependents('save-dependent-info'),
    saveDependentInfoToTemp: saveDependents('save-dependent-info-to-temp'),
    deleteDependentInIO,
  };
};

export type WizardCommands = ReturnType<typeof wizardCommands>;

/** 'Email Already Exists.' / 'Phone already exists': the address or number of another member. */
export const contactTaken = async (tx: Queryable, email: string, phone: string, ownUserId: string | undefined) => {
  const fields: Record<string, string> = {};
  if (email !== '' && (await emailTaken(tx, email, ownUserId))) fields.email_address = Messages.emailAlreadyExists;
  if (phone !== '' && (await phoneTaken(tx, phone, ownUserId))) fields.phone_number = Messages.phoneAlreadyExists;
  return fields;
};
