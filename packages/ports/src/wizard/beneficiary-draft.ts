import type { BeneficiaryInputWithId, StoredBeneficiary } from '../driven/wizard-gateway.ts';
import type { StepDrafts } from '../driven/step-drafts.ts';

/**
 * Beneficiary Information's list as it stands in this window before Next sends it (docs/adr/0712): kept in the step
 * drafts so a refresh or a trip elsewhere does not lose it. An SSN typed in this window is not kept (a full SSN never
 * sits in the browser's storage): the entry comes back asking for it again. A masked SSN the server gave stays, as the
 * server resolves it by the beneficiary's id.
 */
export interface BeneficiaryDraftEntry {
  /** What Next sends. */
  readonly input: BeneficiaryInputWithId;
  /** What the list shows (the SSN masked, as the server answered it). */
  readonly shown: StoredBeneficiary;
  /** Restored from a draft without the SSN typed for it: it must be entered again (or cleared) before Next. */
  readonly ssnToReenter?: boolean;
}

interface StoredDraft {
  /** The enrollment version the list was based on: Next is checked against it. */
  readonly version?: number;
  readonly entries: readonly BeneficiaryDraftEntry[];
}

const MASKED_SSN = /^x{3}-x{2}-\d{4}$/i;

/** An entry as the draft keeps it: a typed SSN dropped, and the entry marked to ask for it again. */
const withoutTypedSsn = (entry: BeneficiaryDraftEntry): BeneficiaryDraftEntry => {
  const ssn = entry.input.ssn ?? '';
  if (ssn === '' || MASKED_SSN.test(ssn)) return entry;
  const { ssn: _typed, ...input } = entry.input;
  const { ssn: _shown, ...shown } = entry.shown;
  return { input, shown, ssnToReenter: true };
};

export const writeBeneficiaryDraft = (drafts: StepDrafts, enrollmentId: string, version: number | undefined, entries: readonly BeneficiaryDraftEntry[]): void => {
  const draft: StoredDraft = { ...(version !== undefined ? { version } : {}), entries: entries.map(withoutTypedSsn) };
  drafts.write(enrollmentId, 'beneficiary_info', JSON.stringify(draft));
};

const isEntry = (value: unknown): value is BeneficiaryDraftEntry => {
  const e = value as { input?: { first_name?: unknown }; shown?: { first_name?: unknown } } | null;
  return typeof e?.input?.first_name === 'string' && typeof e.shown?.first_name === 'string';
};

/** The draft kept in this window for the enrollment, if any (one that cannot be read is forgotten). */
export const readBeneficiaryDraft = (drafts: StepDrafts, enrollmentId: string): StoredDraft | undefined => {
  const text = drafts.read(enrollmentId, 'beneficiary_info');
  if (text === undefined) return undefined;
  try {
    const parsed = JSON.parse(text) as { version?: unknown; entries?: unknown };
    if (Array.isArray(parsed.entries) && parsed.entries.every(isEntry)) {
      return { ...(typeof parsed.version === 'number' ? { version: parsed.version } : {}), entries: parsed.entries };
    }
  } catch {
    // not a draft of ours: forgotten below
  }
  drafts.forget(enrollmentId, 'beneficiary_info');
  return undefined;
};
