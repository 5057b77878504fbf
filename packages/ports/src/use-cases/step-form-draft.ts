import type { TabName } from '@benefit-store/domain';
import type { StepDrafts } from '../driven/step-drafts.ts';
import { readFormDraft, readShapedDraft, writeFormDraft, writeShapedDraft, type ShapedDraftTab, type ShapedDrafts } from '../wizard/form-draft.ts';
import type { ScreenVersion } from '../wizard/screen-version.ts';

/**
 * A step's form kept in this window until Next sends it (docs/adr/0712): kept after each change, read when the step
 * is shown, forgotten once saved. A screen whose load named no version keeps nothing (a draft could not be checked).
 */
export const keepStepFormDraft =
  ({ drafts }: { readonly drafts: StepDrafts }) =>
  (tab: TabName, values: Readonly<Record<string, string>>, loaded: Readonly<Record<string, string>>, screen: ScreenVersion): void => {
    const version = screen.version();
    if (version !== undefined) writeFormDraft(drafts, screen.enrollmentId, tab, version, values, loaded);
  };

export const readStepFormDraft =
  ({ drafts }: { readonly drafts: StepDrafts }) =>
  (tab: TabName, screen: ScreenVersion): Readonly<Record<string, string>> | undefined => {
    const version = screen.version();
    return version === undefined ? undefined : readFormDraft(drafts, screen.enrollmentId, tab, version);
  };

export const forgetStepFormDraft =
  ({ drafts }: { readonly drafts: StepDrafts }) =>
  (tab: TabName, screen: ScreenVersion): void =>
    drafts.forget(screen.enrollmentId, tab);

/** The same for a step whose entries are not a flat form: the health questions' answers, the agreement's ticks. */
export const keepShapedStepDraft =
  ({ drafts }: { readonly drafts: StepDrafts }) =>
  <K extends ShapedDraftTab>(tab: K, value: ShapedDrafts[K], loaded: ShapedDrafts[K], screen: ScreenVersion): void => {
    const version = screen.version();
    if (version !== undefined) writeShapedDraft(drafts, screen.enrollmentId, tab, version, value, loaded);
  };

export const readShapedStepDraft =
  ({ drafts }: { readonly drafts: StepDrafts }) =>
  <K extends ShapedDraftTab>(tab: K, screen: ScreenVersion): ShapedDrafts[K] | undefined => {
    const version = screen.version();
    return version === undefined ? undefined : readShapedDraft(drafts, screen.enrollmentId, tab, version);
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    KeepStepFormDraft: ReturnType<typeof keepStepFormDraft>;
    ReadStepFormDraft: ReturnType<typeof readStepFormDraft>;
    ForgetStepFormDraft: ReturnType<typeof forgetStepFormDraft>;
    KeepShapedStepDraft: ReturnType<typeof keepShapedStepDraft>;
    ReadShapedStepDraft: ReturnType<typeof readShapedStepDraft>;
  }
}
