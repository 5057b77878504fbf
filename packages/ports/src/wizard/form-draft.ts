import { NeverDraftedFields, type TabName } from '@benefit-store/domain';
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

const isStored = (value: unknown): value is StoredFormDraft => {
  if (typeof value !== 'object' || value === null) return false;
  const { version, values } = value as { version?: unknown; values?: unknown };
  return typeof version === 'number' && typeof values === 'object' && values !== null && Object.values(values).every((v) => typeof v === 'string');
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
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    stored = undefined;
  }
  if (!isStored(stored) || stored.version !== version) {
    drafts.forget(enrollmentId, tab);
    return undefined;
  }
  return Object.fromEntries(Object.entries(stored.values).filter(([name]) => !NeverDraftedFields.includes(name)));
};
