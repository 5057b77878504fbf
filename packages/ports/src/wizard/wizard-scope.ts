import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import {
  buildSteps,
  isTabName,
  Messages,
  nextTarget,
  notFound,
  type DomainError,
  type NextMove,
  type TabDefinition,
  type TabName,
} from '@benefit-store/domain';
import type { Clock } from '../driven/clock.ts';
import type { SessionStore } from '../driven/session-store.ts';
import type { FormField, WizardGateway } from '../driven/wizard-gateway.ts';
import { screenVersion, type ScreenVersion } from './screen-version.ts';

/** What every wizard use case of part 1 works with. */
export interface WizardDeps {
  readonly wizard: WizardGateway;
  readonly session: SessionStore;
  readonly clock: Clock;
}

/** The temporary enrollment in progress, or not-found when there is none (the wizard cannot start). */
export const currentTempId = (session: SessionStore): ResultAsync<string, DomainError> => {
  const tempId = session.quote.get('tempId');
  return tempId ? okAsync(tempId) : errAsync(notFound(Messages.enrollmentNotFound));
};

/**
 * Opens a step's screen on the enrollment in progress (docs/adr/0712): its id, the screen's version, and the gateway
 * its reads go through (each answer's version is told to the screen; the lowest one wins).
 */
export const openScreen = (session: SessionStore, wizard: WizardGateway): ResultAsync<{ tempId: string; screen: ScreenVersion; reads: WizardGateway }, DomainError> =>
  currentTempId(session).map((tempId) => {
    const screen = screenVersion(tempId);
    return { tempId, screen, reads: wizard.versioned(screen.reading) };
  });

/** What every step's data carries: the screen its saves are based on. */
export interface OnScreen {
  readonly screen: ScreenVersion;
}

/** One change of a screen: based on its version, after its earlier changes, through a gateway that says so. */
export const changeOn = <T>(screen: ScreenVersion, wizard: WizardGateway, run: (gateway: WizardGateway, tempId: string) => ResultAsync<T, DomainError>) =>
  screen.change((link) => run(wizard.versioned(link), screen.enrollmentId));


/** Only fields the server flags required are shown (doc 002 section 2). */
export const visibleFields = (fields: readonly FormField[]): FormField[] => fields.filter((f) => f.required);

/**
 * A step's Next: what was entered, with the fields the step was shown with. Their flags decide which of the domain's
 * rules apply; the save uses the fields its step read rather than asking for them again (issue 23: Contact
 * Information's form fields were read on opening the step and again on its Next).
 */
export interface Entered<T> {
  readonly values: T;
  readonly fields: readonly FormField[];
}

/** Whether the server flags a field required: the optional-field rules of contact, employer and dependents. */
export const flagged = (fields: readonly FormField[], name: string): boolean => fields.some((f) => f.name === name && f.required);

/**
 * The stored navigation array (get-dynamic-tabs, kept by the wizard shell) as steps. It may hold tab
 * definitions ({tab_name|tabName, order, required}) or plain tab names in order.
 */
export const storedSteps = (session: SessionStore) => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(session.enrollment.get('navArray') ?? '[]');
  } catch {
    parsed = [];
  }
  const tabs: TabDefinition[] = (Array.isArray(parsed) ? parsed : []).flatMap((entry, index): TabDefinition[] => {
    if (typeof entry === 'string') return isTabName(entry) ? [{ tabName: entry, order: index, required: true }] : [];
    const e = entry as { tab_name?: unknown; tabName?: unknown; order?: unknown; required?: unknown } | null;
    const name = e?.tab_name ?? e?.tabName;
    if (typeof name !== 'string') return [];
    return [{ tabName: name, order: Number(e?.order ?? index), required: e?.required === true || e?.required === 1 || e?.required === '1' }];
  });
  return buildSteps(tabs);
};

/** After a successful save of `tab`: where to go (navto wins, and is cleared). */
export const advance = (session: SessionStore, tab: TabName): NextMove => {
  const move = nextTarget(storedSteps(session), tab, session.enrollment.get('navto'));
  if (move.clearNavto) session.enrollment.remove('navto');
  return move;
};
