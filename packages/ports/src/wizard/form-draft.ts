import { NeverDraftedFields, type HealthInput, type TabName } from '@benefit-store/domain';
import type { StepDrafts } from '../driven/step-drafts.ts';

/**
 * A wizard step's form as typed in this window before Next sent it (docs/adr/0712, 2026-12-07): a refresh, Back or a
 * trip to the cart brings it back. Only what differs from what the step loaded is kept, never a field of
 * `NeverDraftedFields`, and only with the enrollment version the step was read at: a draft of another version (the
 * enrollment changed in another window, or was saved for later) is dropped, as the step then shows newer data.
 */
interface StoredFormDraft {
  readonly version: number;
  readonly values: Readonly<Record<string, string>>;
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringRecord = (value: unknown): boolean => isRecord(value) && Object.values(value).every((v) => typeof v === 'string');
const isStrings = (value: unknown): value is readonly string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

const isStored = (value: unknown): value is StoredFormDraft => isRecord(value) && typeof value.version === 'number' && isStringRecord(value.values);

/** A kept draft's text read back (undefined: not JSON, so not a draft of ours). */
const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** Keeps what was typed beyond what was loaded (none: the draft is forgotten). */
export const writeFormDraft = (
  drafts: StepDrafts,
  enrollmentId: string,
  tab: TabName,
  version: number,
  values: Readonly<Record<string, string>>,
  loaded: Readonly<Record<string, string>>,
): void => {
  const typed = Object.fromEntries(Object.entries(values).filter(([name, value]) => !NeverDraftedFields.includes(name) && value !== (loaded[name] ?? '')));
  if (Object.keys(typed).length === 0) return drafts.forget(enrollmentId, tab);
  drafts.write(enrollmentId, tab, JSON.stringify({ version, values: typed } satisfies StoredFormDraft));
};

/** What was typed for this version of the enrollment; a draft of another version, or unreadable, is forgotten. */
export const readFormDraft = (drafts: StepDrafts, enrollmentId: string, tab: TabName, version: number): Readonly<Record<string, string>> | undefined => {
  const text = drafts.read(enrollmentId, tab);
  if (text === undefined) return undefined;
  const stored = parsed(text);
  if (!isStored(stored) || stored.version !== version) {
    drafts.forget(enrollmentId, tab);
    return undefined;
  }
  return Object.fromEntries(Object.entries(stored.values).filter(([name]) => !NeverDraftedFields.includes(name)));
};

/**
 * The drafts of the steps whose entries are not a flat form (docs/adr/0712, 2026-12-08): the health questions' answers
 * as the questionnaire holds them; the agreement's ticks (by the agreement's hash, so a changed wording is not ticked)
 * with the signer's name, never the verification answer, a code or a drawn signature (what Save & Continue Later keeps
 * of the agreement, no more); a dependent popup left open, never its SSN.
 */
export interface ShapedDrafts {
  readonly primary_health_info: HealthInput;
  readonly agreement_info: AgreementDraft;
  readonly dependent_info: DependentPopupDraft;
}
export type ShapedDraftTab = keyof ShapedDrafts;

export interface AgreementDraft {
  readonly accepted: readonly string[];
  readonly user_name: string;
}

/**
 * Dependent Information's popup as it stands while open (the list itself is kept on the server at each Submit): which
 * popup (an add, or the edit of the dependent named), its fields but never the SSN, the disabled tick, and the health
 * answers once touched. `open: false` is the step with no popup open: nothing is kept.
 */
export interface DependentPopupDraft {
  readonly open: boolean;
  readonly editing?: string;
  readonly values: Readonly<Record<string, string>>;
  readonly disabled: boolean;
  readonly health?: HealthInput;
}
export const NO_DEPENDENT_POPUP: DependentPopupDraft = { open: false, values: {}, disabled: false };
/** What the open popup itself holds (the step adds which popup it is). */
export type DependentPopupEntries = Pick<DependentPopupDraft, 'values' | 'disabled' | 'health'>;

const isHealthInput = (value: unknown): value is HealthInput => {
  if (!isRecord(value) || !Array.isArray(value.condition_questions)) return false;
  const questions = value.condition_questions.every(
    (q: unknown) => isRecord(q) && typeof q.question_id === 'string' && typeof q.yes_no_flag === 'string' && Array.isArray(q.conditions) && q.conditions.every(isStringRecord),
  );
  const medication = value.medication_question;
  const medicationOk =
    medication === undefined ||
    (isRecord(medication) &&
      typeof medication.question_id === 'string' &&
      typeof medication.yes_no_flag === 'string' &&
      Array.isArray(medication.medications) &&
      medication.medications.every((m: unknown) => isStringRecord(m) && ['medication', 'dosage', 'medical_condition'].every((field) => field in (m as object))));
  return questions && medicationOk && (value.notes === undefined || typeof value.notes === 'string');
};

const isAgreementDraft = (value: unknown): value is AgreementDraft => isRecord(value) && isStrings(value.accepted) && typeof value.user_name === 'string';

const isDependentPopupDraft = (value: unknown): value is DependentPopupDraft =>
  isRecord(value) &&
  typeof value.open === 'boolean' &&
  (value.editing === undefined || typeof value.editing === 'string') &&
  isStringRecord(value.values) &&
  typeof value.disabled === 'boolean' &&
  (value.health === undefined || isHealthInput(value.health));

const SHAPES: { readonly [K in ShapedDraftTab]: (value: unknown) => value is ShapedDrafts[K] } = {
  primary_health_info: isHealthInput,
  agreement_info: isAgreementDraft,
  dependent_info: isDependentPopupDraft,
};

/** What a draft may hold: a popup's SSN (`NeverDraftedFields`) is typed again, never kept. */
const scrubbed = <K extends ShapedDraftTab>(tab: K, value: ShapedDrafts[K]): ShapedDrafts[K] => {
  if (tab !== 'dependent_info') return value;
  const popup = value as DependentPopupDraft;
  return { ...popup, values: Object.fromEntries(Object.entries(popup.values).filter(([name]) => !NeverDraftedFields.includes(name))) } as ShapedDrafts[K];
};

/** Keeps the step's entries whole while they differ from what it loaded (the same again: forgotten). */
export const writeShapedDraft = <K extends ShapedDraftTab>(
  drafts: StepDrafts,
  enrollmentId: string,
  tab: K,
  version: number,
  value: ShapedDrafts[K],
  loaded: ShapedDrafts[K],
): void => {
  const text = JSON.stringify(scrubbed(tab, value));
  if (text === JSON.stringify(scrubbed(tab, loaded))) return drafts.forget(enrollmentId, tab);
  drafts.write(enrollmentId, tab, `{"version":${version},"value":${text}}`);
};

/** The step's entries kept for this version of the enrollment; another version's, or one of another shape, is forgotten. */
export const readShapedDraft = <K extends ShapedDraftTab>(drafts: StepDrafts, enrollmentId: string, tab: K, version: number): ShapedDrafts[K] | undefined => {
  const text = drafts.read(enrollmentId, tab);
  if (text === undefined) return undefined;
  const stored = parsed(text);
  const isShape: (value: unknown) => value is ShapedDrafts[K] = SHAPES[tab];
  if (isRecord(stored) && stored.version === version && isShape(stored.value)) return scrubbed(tab, stored.value);
  drafts.forget(enrollmentId, tab);
  return undefined;
};
