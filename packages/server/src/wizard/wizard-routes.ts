import { EMAIL, fromExistingBeneficiary, isBlank, Messages, PHONE, requiresEnrollerCode } from '@benefit-store/domain';
import { Routes, WizardRoutes, recordsOf } from '@benefit-store/contract';
import type { Database, Queryable } from '../db/database.ts';
import type { EnrollmentRow } from '../repository/enrollment-store.ts';
import { ownedForRead, type VersionReply } from '../enrollments/ownership.ts';
import { answer, type Answer, type Door } from '../http/door.ts';
import { isDeliverableAddress } from '../mail/index.ts';
import type { Pii } from '../security/pii.ts';
import { takeHit, type RateLimits } from '../security/rate-limit.ts';
import type { Session } from '../sessions/sessions.ts';
import {
  beneficiaryFields,
  contactFields,
  DEPENDENT_DISCLAIMER,
  dependentFields,
  employerFields,
  personalFields,
  type GroupDefaults,
} from './form-fields.ts';
import { blankHealthInfo } from './health-questions.ts';
import {
  AVERAGE_WORK_WEEK,
  BARGAINING_UNITS,
  BENEFICIARY_RELATIONSHIPS,
  COMPENSATION_TYPES,
  EMPLOYMENT_STATUS,
  ETHNIC_CATEGORIES,
  HOLIDAY_POLICIES,
  STATES,
  VACATION_POLICIES,
} from './options.ts';
import { continueEnrollment } from './resume.ts';
import { readClosingColumn } from './closing-routes.ts';
import { isSectionKey, maskedView, SECTION_COLUMNS, unsealSsn } from '../repository/sections.ts';
import { dependentView, sectionView, wizardCommands, type StepSaved } from './wizard-commands.ts';
import { loadFacts, type WizardFacts } from './wizard-facts.ts';
import { emailTaken, groupInfo, phoneTaken, readSections } from '../repository/wizard-store.ts';

export interface WizardDeps {
  readonly db: Database;
  readonly pii: Pii;
  readonly limits: RateLimits;
  readonly now: () => Date;
}

type Rec = Readonly<Record<string, unknown>>;
const asList = (value: unknown): Rec[] => recordsOf(value);

const stepSaved = (saved: StepSaved): Answer => answer.ok({ enrollment_id: saved.enrollmentId, tab: saved.tab, data: saved.data });

/** The group defaults of an enrollment filed under a group (get-group-info, the employer step's values). */
const groupDefaults = async (db: Queryable, groupId: string | undefined): Promise<GroupDefaults | undefined> => {
  if (!groupId) return undefined;
  const group = await groupInfo(db, groupId);
  // The employer form takes a phone as its ten digits: the group's display format would be refused on save.
  return group ? { name: group.gname, phone: group.display_phone.replace(/\D/g, ''), address1: group.address1, city: group.city, state: group.state, zip: group.zip } : undefined;
};

/**
 * get-enrollment-temp-info for the wizard's columns (primary_info, contact_info, employer_info,
 * benificiary_info, health_info, dependent_info): the section's data as shown (SSNs masked) with its
 * status, or null when the step was never saved. Undefined for a column that is not the wizard's.
 */
export const readWizardColumn = async (db: Queryable, enrollment: EnrollmentRow, column: string): Promise<{ value: unknown } | undefined> => {
  // payment_info, aggrement_info, review_info, effective_date: the second part's (docs/adr/0720).
  if (!isSectionKey(column)) return readClosingColumn(db, enrollment, column);
  const key = SECTION_COLUMNS[column];
  const sections = await readSections(db, enrollment.id);
  const section = sections[key];
  return { value: section ? { ...sectionView(key, section.data), status: section.status } : null };
};

/** The named piece of an enrollment, as get-enrollment-temp-info's `column` selects it. */
const readColumn = (enrollment: EnrollmentRow, column: string): { found: true; value: unknown } | { found: false } => {
  switch (column) {
    case 'filter_info':
      return { found: true, value: enrollment.filter };
    case 'type':
    case 'eprocess':
    case 'group_id':
      return { found: true, value: enrollment.context[column] ?? null };
    default:
      return { found: false };
  }
};

/** The wizard's steps personal to dependents, their field definitions and option lists, and continue-enrollment. */
export const registerWizardRoutes = (door: Door, { db, pii, limits, now }: WizardDeps) => {
  const commands = wizardCommands(pii);

  // get-enrollment-temp-info: the filter and context's pieces, or a wizard section as responses show it.
  door.route(Routes.getEnrollmentTempInfo, { session: 'optional' }, async ({ query, session, reply }) => {
    const owned = await ownedForRead(db, { session, reply }, query.enrollment_id);
    if ('refused' in owned) return owned.refused;
    const column = readColumn(owned.enrollment, query.column);
    if (column.found) return answer.ok({ result: column.value });
    const wizard = await readWizardColumn(db, owned.enrollment, query.column);
    return wizard ? answer.ok({ result: wizard.value }) : answer.fail(422, { column: Messages.unknownColumn });
  });


  /** Reads of one enrollment: its owner only (404 for everyone else), with the wizard's facts loaded. */
  const withFacts =
    (read: (facts: WizardFacts) => Promise<Answer> | Answer) =>
    async ({ query, session, reply }: { query: { enrollment_id: string }; session: Session | undefined; reply: VersionReply }) => {
      const owned = await ownedForRead(db, { session, reply }, query.enrollment_id);
      if ('refused' in owned) return owned.refused;
      return read(await loadFacts(db, owned.enrollment));
    };

  // ---- Field definitions ----
  door.route(WizardRoutes.getFormFieldsPersonalInfo, { session: 'optional' }, withFacts((facts) => {
    const memberSsn = facts.member ? unsealSsn(pii, { ssn_sealed: facts.member.ssn_encrypted }) : undefined;
    return answer.ok(personalFields(facts, memberSsn?.slice(-4)));
  }));
  door.route(WizardRoutes.getFormFieldsContactInfo, { session: 'optional' }, withFacts((facts) => answer.ok(contactFields(facts))));
  door.route(WizardRoutes.getFormFieldsEmployerInfo, { session: 'optional' }, withFacts(async (facts) => answer.ok(employerFields(facts, await groupDefaults(db, facts.groupId)))));
  door.route(WizardRoutes.getFormFieldsBeneficiaryInfo, { session: 'optional' }, withFacts(() => answer.ok(beneficiaryFields())));
  door.route(WizardRoutes.getFormFieldsDependentPrimaryInfo, { session: 'optional' }, withFacts((facts) =>
    answer.ok({ fields: dependentFields(facts), disclaimer: DEPENDENT_DISCLAIMER }),
  ));

  // ---- Option lists ----
  door.route(WizardRoutes.getEthnicCategory, { session: 'none' }, async () => answer.ok(ETHNIC_CATEGORIES));
  door.route(WizardRoutes.getStates, { session: 'none' }, async () => answer.ok(STATES));
  door.route(WizardRoutes.getAverageWorkWeek, { session: 'none' }, async () => answer.ok(AVERAGE_WORK_WEEK));
  door.route(WizardRoutes.getEmploymentStatus, { session: 'none' }, async () => answer.ok(EMPLOYMENT_STATUS));
  door.route(WizardRoutes.getCompensationTypes, { session: 'none' }, async () => answer.ok(COMPENSATION_TYPES));
  door.route(WizardRoutes.getVacationPolicy, { session: 'none' }, async () => answer.ok(VACATION_POLICIES));
  door.route(WizardRoutes.getBargainingUnit, { session: 'none' }, async () => answer.ok(BARGAINING_UNITS));
  door.route(WizardRoutes.getHolidayPolicy, { session: 'none' }, async () => answer.ok(HOLIDAY_POLICIES));
  door.route(WizardRoutes.getBeneficiaryRelationships, { session: 'none' }, async () => answer.ok(BENEFICIARY_RELATIONSHIPS));
  door.route(WizardRoutes.getGroupInfo, { session: 'optional' }, withFacts(async (facts) => {
    const group = await groupDefaults(db, facts.groupId);
    if (!group) return answer.none();
    return answer.ok({
      general_info: { group_name: group.name, group_phone: group.phone },
      address_information: { address1: group.address1, city: group.city, state: group.state, zip: group.zip },
    });
  }));

  // ---- Personal ----
  door.command(WizardRoutes.savePersonalInfo, commands.savePersonalInfo, ({ body }) => ({ enrollmentId: body.enrollment_id, payload: body }), stepSaved);
  door.command(WizardRoutes.saveEnrollerCode, commands.saveEnrollerCode, ({ body }) => ({ enrollmentId: body.enrollment_id, payload: body }), stepSaved);
  door.route(WizardRoutes.checkEnrollCode, { session: 'optional' }, withFacts((facts) =>
    answer.ok({ show_enroll_code: facts.eprocess === 'rep' || requiresEnrollerCode(facts.groupId) }),
  ));

  // ---- Contact, and the e-mail and phone checks (format and uniqueness, no outside service) ----
  door.command(WizardRoutes.saveContactInfo, commands.saveContactInfo, ({ body }) => ({ enrollmentId: body.enrollment_id, payload: body }), stepSaved);

  /** The member an enrollment is for (their own address is no conflict), when the caller owns it. */
  const ownUser = async (call: { readonly session: Session | undefined; readonly reply: VersionReply }, enrollmentId: string | undefined) => {
    if (isBlank(enrollmentId)) return undefined;
    const owned = await ownedForRead(db, call, enrollmentId as string);
    return 'refused' in owned ? undefined : owned.enrollment.context.user_id;
  };
  const checkLimit = async (address: string) => takeHit(db, limits.contactChecks, address, now());

  door.route(WizardRoutes.validateMemberEmail, { session: 'optional' }, async ({ body, session, request, reply }) => {
    if (!(await checkLimit(request.ip))) return answer.fail(429, { email: Messages.tooManyRequests });
    if (!EMAIL.test(body.email) || !isDeliverableAddress(body.email)) return answer.fail(422, { email: Messages.emailFormat });
    if (await emailTaken(db, body.email, await ownUser({ session, reply }, body.enrollment_id))) return answer.fail(422, { email: Messages.emailAlreadyExists });
    return answer.ok({ valid: true });
  });
  door.route(WizardRoutes.validateEmailNeverbounce, { session: 'optional' }, async ({ body, request }) => {
    if (!(await checkLimit(request.ip))) return answer.fail(429, { email: Messages.tooManyRequests });
    return EMAIL.test(body.email) && isDeliverableAddress(body.email) ? answer.ok({ valid: true }) : answer.fail(422, { email: Messages.emailFormat });
  });
  door.route(WizardRoutes.validatePhoneNumverify, { session: 'optional' }, async ({ query, session, request, reply }) => {
    if (!(await checkLimit(request.ip))) return answer.fail(429, { phone: Messages.tooManyRequests });
    if (!PHONE.test(query.phone)) return answer.fail(422, { phone: Messages.invalidPhone });
    if (await phoneTaken(db, query.phone, await ownUser({ session, reply }, query.enrollment_id))) return answer.fail(422, { phone: Messages.phoneAlreadyExists });
    return answer.ok({ valid: true });
  });

  // ---- Employer ----
  door.command(WizardRoutes.saveEmployerInfo, commands.saveEmployerInfo, ({ body }) => ({ enrollmentId: body.enrollment_id, payload: body }), stepSaved);

  // ---- Beneficiaries ----
  door.route(WizardRoutes.getBeneficiariesExistingUserEnrollment, { session: 'optional' }, withFacts((facts) =>
    facts.member ? answer.ok(asList(facts.member.beneficiaries).map((b) => maskedView(fromExistingBeneficiary(b as { dob?: string; birthdate?: string })))) : answer.none(),
  ));
  door.command(WizardRoutes.validateSingleBeneficiary, commands.validateSingleBeneficiary, ({ body }) => ({ enrollmentId: body.enrollment_id, payload: body }), (checked) => answer.ok(checked));
  door.command(
    WizardRoutes.saveBeneficiaryInfo,
    commands.saveBeneficiaryInfo,
    ({ body }) => ({ enrollmentId: body.enrollment_id, payload: body }),
    (saved) => answer.ok({ beneficiaries: (saved.data.beneficiaries as unknown[]) ?? [], warnings: saved.warnings ?? [] }),
  );

  // ---- Health ----
  door.route(WizardRoutes.getHealthQuestionsPrimaryHealthInfo, { session: 'optional' }, withFacts(() => answer.ok(blankHealthInfo())));
  door.route(WizardRoutes.getExistingPrimaryHealthInfo, { session: 'optional' }, withFacts((facts) =>
    facts.member?.health ? answer.ok(facts.member.health) : answer.none(),
  ));
  door.command(WizardRoutes.savePrimaryHealthInfo, commands.savePrimaryHealthInfo, ({ body }) => ({ enrollmentId: body.enrollment_id, payload: body }), stepSaved);

  // ---- Dependents ----
  door.route(WizardRoutes.getDependentsExistingUserEnrollment, { session: 'optional' }, withFacts((facts) =>
    facts.member ? answer.ok(asList(facts.member.dependents).map(dependentView)) : answer.none(),
  ));
  door.route(WizardRoutes.getHealthQuestionsDependentInfo, { session: 'optional' }, withFacts(() => answer.ok(blankHealthInfo())));
  door.command(WizardRoutes.validateSingleDependent, commands.validateSingleDependent, ({ body }) => ({ enrollmentId: body.enrollment_id, payload: body }), (checked) => answer.ok(checked));
  const dependentsSaved = (saved: StepSaved) => answer.ok(saved.data);
  door.command(WizardRoutes.saveDependentInfo, commands.saveDependentInfo, ({ body }) => ({ enrollmentId: body.enrollment_id, payload: body }), dependentsSaved);
  door.command(WizardRoutes.saveDependentInfoToTemp, commands.saveDependentInfoToTemp, ({ body }) => ({ enrollmentId: body.enrollment_id, payload: body }), dependentsSaved);
  door.command(WizardRoutes.deleteDependentInIO, commands.deleteDependentInIO, ({ body }) => ({ enrollmentId: body.enrollment_id, payload: body }), stepSaved);

  // ---- Continue a saved enrollment ----
  door.command(
    WizardRoutes.continueEnrollment,
    continueEnrollment(limits),
    ({ body }) => ({ payload: body }),
    (resumed) => answer.ok({ enrollment_id: resumed.enrollmentId, saved_tab: resumed.savedTab, ...resumed.context }),
  );
};
