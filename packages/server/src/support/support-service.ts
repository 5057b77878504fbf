import { err, ok, type Result } from 'neverthrow';
import {
  diagnoseStuck,
  isEprocess,
  isTabName,
  isTier,
  Messages,
  TabNames,
  tabState,
  type FieldErrors,
  type TabName,
  type TempEnrollmentSnapshot,
} from '@benefit-store/domain';
import type { WireInspection, WireJournalLine, WireReplay, WireReplayStep, WireStuckEnrollment } from '@benefit-store/contract';
import { isEnrollType } from '@benefit-store/domain';
import { loadCatalogue } from '../catalog/catalogue-store.ts';
import { requiredTabs, WIZARD_ORDER } from '../catalog/wizard-tabs.ts';
import { refuse, VERSION_FIELD, type Actor, type CommandRunner, type Refusal } from '../commands/command.ts';
import { appendJournal } from '../commands/journal.ts';
import { redact } from '../commands/redact.ts';
import type { CommandRegistry, RegisteredCommand } from '../commands/registry.ts';
import type { Database } from '../db/database.ts';
import { findEnrollment, type EnrollmentRow } from '../enrollments/enrollment-store.ts';
import { eventsOf, findStuck, isFinished, sectionsOf, type EventRow } from './support-store.ts';
import { staffId, type SupportStaff } from './token-store.ts';

export interface SupportDeps {
  readonly db: Database;
  readonly commands: CommandRunner;
  readonly registry: CommandRegistry;
  readonly now: () => Date;
}

const actorOf = (staff: SupportStaff): Actor => ({ kind: 'support', staffId: staffId(staff) });
const actorName = (staff: SupportStaff) => `support:${staffId(staff)}`;

const fieldList = (detail: unknown) =>
  detail !== null && typeof detail === 'object' && !Array.isArray(detail)
    ? Object.entries(detail as Record<string, unknown>).map(([target_element, message]) => ({ target_element, error_message: String(message) }))
    : [];

const notFound = (): Refusal => refuse({ enrollment_id: Messages.enrollmentNotFound }, 404);

/** The tab a journaled command saves, by its type; the type itself when it saves no tab. */
const stepOf = (registry: CommandRegistry, type: string): string => registry.byType(type)?.replay.tab ?? type;

/** Enrollments started and not finished, with the last step that went through and the last refusal. */
export const listStuck = async (deps: SupportDeps, staff: SupportStaff, olderThanMinutes: number): Promise<WireStuckEnrollment[]> => {
  const before = new Date(deps.now().getTime() - olderThanMinutes * 60_000);
  const stuck = await findStuck(deps.db, before);
  const events = await eventsOf(deps.db, stuck.map((s) => s.id));
  await appendJournal(deps.db, { enrollmentId: null, actor: actorName(staff), type: 'support-stuck', payload: { older_than_minutes: olderThanMinutes, found: stuck.length }, outcome: 'ok' });
  return stuck.map((s) => {
    const own = events.filter((e) => e.enrollment_id === s.id);
    // The last step is the last change of the enrollment's data: a trace beside it (a cart screenshot, a mail) is not one.
    const lastOk = own.filter((e) => e.outcome === 'ok' && deps.registry.byType(e.type)?.command.changesData !== false).at(-1);
    const lastRefusal = own.filter((e) => e.outcome === 'rejected').at(-1);
    return {
      enrollment_id: s.id,
      status: s.status,
      started_at: s.created_at.toISOString(),
      updated_at: s.last_activity.toISOString(),
      last_step: lastOk ? stepOf(deps.registry, lastOk.type) : null,
      last_step_at: lastOk ? lastOk.created_at.toISOString() : null,
      last_refusal: lastRefusal ? { type: lastRefusal.type, at: lastRefusal.created_at.toISOString(), fields: fieldList(lastRefusal.detail) } : null,
    };
  });
};

/** Field errors still open per tab: the latest run of a tab's command was refused. */
const openErrorsOf = (registry: CommandRegistry, events: readonly EventRow[]) => {
  const open: Partial<Record<TabName, FieldErrors>> = {};
  for (const event of events) {
    const tab = registry.byType(event.type)?.replay.tab;
    if (!tab || !isTabName(tab)) continue;
    if (event.outcome === 'ok') delete open[tab];
    else open[tab] = Object.fromEntries(fieldList(event.detail).map((f) => [f.target_element, f.error_message]));
  }
  return open;
};

const cartRefs = (cart: readonly unknown[]) =>
  cart.flatMap((item) => {
    const line = item as { plan_id?: unknown; pricing_id?: unknown };
    return typeof line?.plan_id === 'string' ? [{ planId: line.plan_id, pricingId: typeof line.pricing_id === 'string' ? line.pricing_id : '' }] : [];
  });

/** The enrollment as support sees it: context, cart, each tab saved / valid / missing, the journal; personal data masked. */
export const inspectEnrollment = async (deps: SupportDeps, staff: SupportStaff, id: string): Promise<Result<WireInspection, Refusal>> => {
  const enrollment = await findEnrollment(deps.db, id);
  const saved = enrollment && (await sectionsOf(deps.db, id));
  if (!enrollment || !saved) return err(notFound());
  const events = await eventsOf(deps.db, [id], { withSupport: true });
  const steps = events.filter((e) => !e.type.startsWith('support-'));
  const catalogue = await loadCatalogue(deps.db);
  const eprocess = isEprocess(enrollment.context.eprocess) ? enrollment.context.eprocess : 'applicant';
  const tier = isTier(enrollment.filter.tier) ? enrollment.filter.tier : 'IO';
  const enrollType = isEnrollType(enrollment.context.type) ? enrollment.context.type : undefined;
  const tabs = requiredTabs(catalogue, { cart: cartRefs(enrollment.cart), tier, eprocess, ...(enrollType ? { enrollType } : {}) });
  const sections = saved.sections as Record<string, unknown>;
  const savedTabs = TabNames.filter((tab) => sections[tab] !== null && sections[tab] !== undefined);
  const snapshot: TempEnrollmentSnapshot = {
    enrollmentId: enrollment.id,
    eprocess,
    filter: enrollment.filter,
    cart: { lineCount: enrollment.cart.length, effectiveDate: saved.effective_date ?? '', checkedOut: enrollment.status !== 'shopping' || saved.effective_date !== null },
    tabs,
    savedTabs,
    openErrors: openErrorsOf(deps.registry, steps),
    ...(enrollment.context.group_id ? { groupId: enrollment.context.group_id } : {}),
  };
  const journal: WireJournalLine[] = events.map((e) => ({
    at: e.created_at.toISOString(),
    actor: e.actor ?? '',
    type: e.type,
    outcome: e.outcome,
    payload: e.payload,
    fields: fieldList(e.detail),
  }));
  await appendJournal(deps.db, { enrollmentId: id, actor: actorName(staff), type: 'support-inspect', payload: {}, outcome: 'ok' });
  return ok({
    enrollment_id: enrollment.id,
    status: enrollment.status,
    version: enrollment.version,
    finished: isFinished(enrollment),
    started_at: saved.created_at.toISOString(),
    updated_at: saved.updated_at.toISOString(),
    context: redact(enrollment.context) as Record<string, unknown>,
    filter: redact(enrollment.filter) as Record<string, unknown>,
    cart: redact(enrollment.cart) as unknown[],
    effective_date: saved.effective_date,
    tabs: TabNames.map((tab) => ({
      tab,
      required: tabs.some((d) => d.tabName === tab && d.required),
      state: tabState(snapshot, tab),
      saved: savedTabs.includes(tab),
    })),
    sections: Object.fromEntries(Object.entries(sections).filter(([, v]) => v !== null).map(([k, v]) => [k, redact(v)])),
    reasons: diagnoseStuck(snapshot).map((r) => ({ code: r.code, tab: r.tab ?? null, message: r.message })),
    journal,
  });
};

/** A payload the journal kept masked or cut short cannot be re-run as it stands. */
const isRedacted = (payload: unknown): boolean => {
  if (payload !== null && typeof payload === 'object' && (payload as { truncated?: unknown }).truncated === true) return true;
  const walk = (value: unknown): boolean =>
    typeof value === 'string' ? /^\*+[^*]{0,4}$/.test(value) && value.length >= 4 : Array.isArray(value) ? value.some(walk) : value !== null && typeof value === 'object' ? Object.values(value).some(walk) : false;
  return walk(payload);
};

interface PlannedStep {
  readonly registered: RegisteredCommand;
  readonly tab: string | null;
  readonly payload: unknown;
  readonly source: 'saved' | 'journal' | 'redacted';
  readonly position: number;
}

/**
 * Where a tab comes in a replay: the order the wizard walks on the server (catalog/wizard-tabs.ts: billing, then the
 * agreement, and last the review, whose save confirms), not the domain's list of tab names, where review comes first.
 */
const replayRank = (tab: string | null): number => (tab !== null && isTabName(tab) ? WIZARD_ORDER.indexOf(tab) : -1);

/**
 * The step whose save confirms the enrollment. Confirming is the owner's act, so its command is not replayable; but
 * when the owner asked to confirm and the server refused (required data was missing), replay re-submits that same
 * request once the data is fixed. A confirmation nobody asked for is never made up by support.
 */
const CONFIRMING_TAB: TabName = 'review_info';
const byOwner = (event: EventRow): boolean => !(event.actor ?? '').startsWith('support:');

/** What a replay re-runs: each replayable command the enrollment's journal (or saved sections) holds, in tab order. */
const planReplay = async (deps: SupportDeps, enrollment: EnrollmentRow, events: readonly EventRow[], from: TabName | undefined): Promise<PlannedStep[]> => {
  const planned: PlannedStep[] = [];
  for (const registered of deps.registry.all()) {
    const how = registered.replay;
    const journaled = events.filter((e) => e.type === registered.type);
    // The owner's own latest confirmation, refused: re-submitted as it was asked (an earlier replay's refusal aside).
    const ownersConfirmation = how.replayable === false && how.tab === CONFIRMING_TAB ? journaled.filter(byOwner).at(-1) : undefined;
    const resubmit = ownersConfirmation?.outcome === 'rejected';
    if ((how.replayable === false && !resubmit) || registered.command.target !== 'owned') continue;
    const last = resubmit ? ownersConfirmation : journaled.at(-1);
    const tab = how.tab ?? null;
    if (from !== undefined && (tab === null || !isTabName(tab) || replayRank(tab) < replayRank(from))) continue;
    const fromSaved = how.payloadFromSaved ? await how.payloadFromSaved(deps.db, enrollment) : undefined;
    if (fromSaved === undefined && !last) continue;
    const position = last ? Number(last.id) : Number.MAX_SAFE_INTEGER;
    if (fromSaved !== undefined) planned.push({ registered, tab, payload: fromSaved, source: 'saved', position });
    else planned.push({ registered, tab, payload: last?.payload, source: isRedacted(last?.payload) ? 'redacted' : 'journal', position });
  }
  // Steps without a tab (filter, cart) first, in the order they were last run; then the tabs in wizard order.
  return planned.sort((a, b) => replayRank(a.tab) - replayRank(b.tab) || a.position - b.position);
};

export interface ReplayOptions {
  readonly from?: string;
  readonly dryRun: boolean;
  /** The version of the enrollment the staff member read before asking (docs/adr/0712); undefined: not checked. */
  readonly basedOn?: number;
}

/**
 * Re-runs an enrollment's commands through the command runner, as support (docs/adr/0800): in tab order,
 * stopping at the first refusal with its field errors; `dryRun` only checks. A finished enrollment is never
 * changed, so replaying it again changes nothing.
 */
export const replayEnrollment = async (deps: SupportDeps, staff: SupportStaff, id: string, options: ReplayOptions): Promise<Result<WireReplay, Refusal>> => {
  if (options.from !== undefined && !isTabName(options.from)) return err(refuse({ from: Messages.invalidValue }));
  const enrollment = await findEnrollment(deps.db, id);
  if (!enrollment) return err(notFound());
  const journal = (outcome: 'ok' | 'rejected', extra: Record<string, unknown>, detail?: FieldErrors) =>
    appendJournal(deps.db, {
      enrollmentId: id,
      actor: actorName(staff),
      type: options.dryRun ? 'support-replay-dry-run' : 'support-replay',
      payload: { from: options.from ?? null, ...extra },
      outcome,
      ...(detail ? { detail } : {}),
    });
  if (isFinished(enrollment)) {
    await journal('ok', { finished: true });
    return ok({ enrollment_id: id, dry_run: options.dryRun, finished: true, steps: [], stopped_at: null });
  }
  // What the staff member looked at is no longer what the enrollment holds: they look again first (docs/adr/0712).
  if (options.basedOn !== undefined && options.basedOn !== enrollment.version) {
    const changed = { [VERSION_FIELD]: Messages.enrollmentChangedElsewhere };
    await journal('rejected', { based_on: options.basedOn, version: enrollment.version }, changed);
    return err(refuse(changed, 409));
  }
  const events = await eventsOf(deps.db, [id]);
  const plan = await planReplay(deps, enrollment, events, options.from as TabName | undefined);
  const actor = actorOf(staff);
  const steps: WireReplayStep[] = [];
  let stoppedAt: string | null = null;
  let refusal: FieldErrors | undefined;
  // Each step is based on the version the plan was read at, then on the one the step before it left: a change the
  // owner makes meanwhile stops the replay instead of being overwritten by it.
  let version = enrollment.version;
  for (const step of plan) {
    const base = { type: step.registered.type, tab: step.tab };
    if (step.source === 'redacted') {
      steps.push({ ...base, outcome: 'skipped', fields: [], note: 'the journal keeps this payload masked; the command gives no payloadFromSaved to rebuild it' });
      continue;
    }
    const command = step.registered.command as Extract<RegisteredCommand['command'], { target: 'owned' }>;
    const invocation = { enrollmentId: id, payload: step.payload, basedOn: version };
    const result = options.dryRun ? await deps.commands.check(command, invocation, actor) : await deps.commands.run(command, invocation, actor);
    if (result.isOk() && result.value !== true) version = result.value.version ?? version;
    if (result.isErr()) {
      steps.push({ ...base, outcome: 'refused', fields: fieldList(result.error.fields), note: null });
      stoppedAt = step.registered.type;
      refusal = result.error.fields;
      break;
    }
    steps.push({ ...base, outcome: options.dryRun ? 'would-apply' : 'applied', fields: [], note: step.source === 'saved' ? 'payload rebuilt from the saved section' : null });
  }
  await journal(refusal ? 'rejected' : 'ok', { steps: steps.length, stopped_at: stoppedAt }, refusal);
  return ok({ enrollment_id: id, dry_run: options.dryRun, finished: false, steps, stopped_at: stoppedAt });
};
