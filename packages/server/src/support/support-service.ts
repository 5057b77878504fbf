import { isRecord, recordOrEmpty } from '@benefit-store/contract';
import { err, ok, type Result } from 'neverthrow';
import {
  diagnoseStuck,
  isEprocess,
  isTabName,
  Messages,
  TabNames,
  tabState,
  type FieldErrors,
  type TabName,
  type TempEnrollmentSnapshot,
} from '@benefit-store/domain';
import type { WireInspection, WireJournalLine, WireReplay, WireReplayStep, WireStuckEnrollment } from '@benefit-store/contract';
import { loadCatalogue } from '../catalog/catalogue-store.ts';
import { WIZARD_ORDER } from '../catalog/wizard-tabs.ts';
import { refuse, VERSION_FIELD, type Actor, type CommandRunner, type Refusal } from '../commands/command.ts';
import { carrierStatusOf } from '../carriers/carrier-file-store.ts';
import { wireAcceptedText } from '../consent/agreement-texts.ts';
import { appendJournal } from '../commands/journal.ts';
import { redact } from '../commands/redact.ts';
import type { CommandRegistry, RegisteredCommand } from '../commands/registry.ts';
import type { Database } from '../db/database.ts';
import { findEnrollment } from '../repository/enrollment-store.ts';
import { decodeRequestPart, refusalOf } from '../http/decode-request.ts';
import { isComplete, loadProgress, sectionOf, tabDefinitionsOf, type Progress } from '../wizard/completion.ts';
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
  isRecord(detail)
    ? Object.entries(detail).map(([target_element, message]) => ({ target_element, error_message: String(message) }))
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

/**
 * The enrollment as support sees it: context, cart, each tab saved / valid / missing, the journal; personal data masked.
 * The tabs are the server's own: required as the review's check reads them (docs/adr/0720: the cart's plans, or the
 * enrolled ones once confirmed), saved when that check counts the step complete, and the enroller code read where its
 * save put it.
 */
export const inspectEnrollment = async (deps: SupportDeps, staff: SupportStaff, id: string): Promise<Result<WireInspection, Refusal>> => {
  const enrollment = await findEnrollment(deps.db, id);
  const saved = enrollment && (await sectionsOf(deps.db, id));
  if (!enrollment || !saved) return err(notFound());
  const events = await eventsOf(deps.db, [id], { withSupport: true });
  const steps = events.filter((e) => !e.type.startsWith('support-'));
  const catalogue = await loadCatalogue(deps.db);
  const progress = await loadProgress(deps.db, catalogue, enrollment);
  const eprocess = isEprocess(enrollment.context.eprocess) ? enrollment.context.eprocess : 'applicant';
  const tabs = tabDefinitionsOf(catalogue, enrollment, progress.closing);
  const sections = saved.sections;
  const held = TabNames.filter((tab) => sectionOf(progress, tab) !== undefined);
  const complete = TabNames.filter((tab) => isComplete(progress, tab));
  const employmentStatus = progress.sections.employer_info?.data.employment_status;
  const snapshot: TempEnrollmentSnapshot = {
    enrollmentId: enrollment.id,
    eprocess,
    filter: enrollment.filter,
    cart: { lineCount: enrollment.cart.length, effectiveDate: saved.effective_date ?? '', checkedOut: enrollment.status !== 'shopping' || saved.effective_date !== null },
    tabs,
    savedTabs: complete,
    openErrors: openErrorsOf(deps.registry, steps),
    ...(enrollment.context.group_id ? { groupId: enrollment.context.group_id } : {}),
    ...(progress.sections.enrollerCode ? { enrollerCode: progress.sections.enrollerCode } : {}),
    ...(typeof employmentStatus === 'string' ? { employmentStatus } : {}),
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
    context: recordOrEmpty(redact(enrollment.context)),
    filter: recordOrEmpty(redact(enrollment.filter)),
    cart: redact(enrollment.cart) as unknown[],
    effective_date: saved.effective_date,
    tabs: TabNames.map((tab) => ({
      tab,
      required: tabs.some((d) => d.tabName === tab && d.required),
      state: tabState(snapshot, tab),
      saved: held.includes(tab),
    })),
    sections: Object.fromEntries(Object.entries(sections).filter(([, v]) => v !== null).map(([k, v]) => [k, redact(v)])),
    agreements: progress.accepted.map(wireAcceptedText),
    reasons: diagnoseStuck(snapshot).map((r) => ({ code: r.code, tab: r.tab ?? null, message: r.message })),
    carriers: (await carrierStatusOf(deps.db, id)).map((c) => ({
      carrier: c.carrier_name,
      file_name: c.file_name,
      control_number: c.control_number,
      sent_at: c.delivered_at ?? c.created_at,
      status: c.status,
      errors: c.errors,
    })),
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

/** A step of a replay: a command support re-runs with its payload, or a tab only its owner can do (`run` undefined). */
interface PlannedStep {
  readonly tab: TabName | null;
  /** The command that saves the step (the one its owner ran last, when several save the tab). */
  readonly type: string;
  readonly run?: { readonly registered: RegisteredCommand; readonly payload: unknown; readonly source: 'saved' | 'journal' };
  /** Why support cannot re-run it (a step only its owner can do): said when it is not complete. */
  readonly ownersOnly?: string;
}

/**
 * Where a tab comes in a replay: the order the wizard walks (the domain's tab catalogue: billing, then the agreement,
 * and last the review, whose save confirms).
 */
const replayRank = (tab: string | null): number => (tab !== null && isTabName(tab) ? WIZARD_ORDER.indexOf(tab) : -1);

/**
 * The step whose save confirms the enrollment. Confirming is the owner's act, so its command is not replayable; but
 * when the owner asked to confirm and the server refused (required data was missing), replay re-submits that same
 * request once the data is fixed. A confirmation nobody asked for is never made up by support.
 */
const CONFIRMING_TAB: TabName = 'review_info';
const byOwner = (event: EventRow): boolean => !(event.actor ?? '').startsWith('support:');

const WHY = {
  masked: 'its payload is not kept (a card or account number, the journal masks personal data): only its owner can enter it again',
  consent: 'not re-run by support: only its owner can do this step',
  confirm: 'not confirmed: confirming is the owner\'s act (support re-submits only a confirmation its owner asked for and was refused)',
  nothing: 'nothing saved to re-run: its owner fills this step',
} as const;

/**
 * What a replay re-runs (docs/adr/0800, "what --from means"): the replayable commands that save no tab (the filter)
 * when no --from is given, in journal order; then every tab from --from on, in the wizard's order, that the enrollment
 * holds a section for or (once its wizard has started) requires. Each tab is one step: its save re-run with the payload
 * rebuilt from the saved section or else the owner's latest journaled one; or, when support cannot re-run it (consent,
 * a confirmation nobody asked for, a payload never kept), a step only its owner can do.
 */
const planReplay = async (deps: SupportDeps, progress: Progress, events: readonly EventRow[], from: TabName | undefined): Promise<PlannedStep[]> => {
  const { enrollment } = progress;
  const planned: PlannedStep[] = [];
  const owned = deps.registry.all().filter((r) => r.command.target === 'owned');
  const lastOf = (type: string) => events.filter((e) => e.type === type).at(-1);
  if (from === undefined) {
    const untabbed = owned
      .filter((r) => r.replay.replayable !== false && (r.replay.tab === undefined || !isTabName(r.replay.tab)))
      .flatMap((r) => {
        const last = lastOf(r.type);
        return last ? [{ r, last }] : [];
      })
      .sort((a, b) => Number(a.last.id) - Number(b.last.id));
    for (const { r, last } of untabbed) {
      planned.push(isRedacted(last.payload) ? { tab: null, type: r.type, ownersOnly: WHY.masked } : { tab: null, type: r.type, run: { registered: r, payload: last.payload, source: 'journal' } });
    }
  }
  const started = enrollment.status !== 'shopping' || progress.closing.effectiveDate !== undefined;
  for (const tab of WIZARD_ORDER.slice(from === undefined ? 0 : replayRank(from))) {
    const held = sectionOf(progress, tab) !== undefined;
    if (!held && !(started && progress.tabs.includes(tab))) continue;
    const commands = owned.filter((r) => r.replay.tab === tab);
    const latest = commands
      .flatMap((r) => {
        const last = lastOf(r.type);
        return last ? [{ r, last }] : [];
      })
      .sort((a, b) => Number(b.last.id) - Number(a.last.id))[0];
    const type = latest?.r.type ?? commands.find((r) => r.replay.replayable !== false)?.type ?? commands[0]?.type ?? tab;
    // The owner's own latest confirmation, refused: re-submitted as it was asked (an earlier replay's refusal aside).
    if (tab === CONFIRMING_TAB) {
      const confirming = commands.find((r) => r.replay.tab === CONFIRMING_TAB);
      const ownersConfirmation = confirming ? events.filter((e) => e.type === confirming.type && byOwner(e)).at(-1) : undefined;
      if (confirming && ownersConfirmation?.outcome === 'rejected') planned.push({ tab, type: confirming.type, run: { registered: confirming, payload: ownersConfirmation.payload, source: 'journal' } });
      else planned.push({ tab, type: confirming?.type ?? type, ownersOnly: WHY.confirm });
      continue;
    }
    const replayable = commands.filter((r) => r.replay.replayable !== false);
    let step: PlannedStep | undefined;
    for (const r of replayable) {
      const fromSaved = r.replay.payloadFromSaved ? await r.replay.payloadFromSaved(deps.db, enrollment) : undefined;
      if (fromSaved !== undefined) {
        step = { tab, type: r.type, run: { registered: r, payload: fromSaved, source: 'saved' } };
        break;
      }
    }
    if (!step && latest && latest.r.replay.replayable !== false && !isRedacted(latest.last.payload)) {
      step = { tab, type: latest.r.type, run: { registered: latest.r, payload: latest.last.payload, source: 'journal' } };
    }
    step ??= { tab, type, ownersOnly: replayable.length === 0 ? WHY.consent : latest ? WHY.masked : WHY.nothing };
    planned.push(step);
  }
  return planned;
};

export interface ReplayOptions {
  readonly from?: string;
  readonly dryRun: boolean;
  /** The version of the enrollment the staff member read before asking (docs/adr/0712); undefined: not checked. */
  readonly basedOn?: number;
}

/**
 * Re-runs an enrollment's steps through the command runner, as support (docs/adr/0800): in the wizard's order from
 * `--from`, stopping at the first refusal (with its field errors) or at the first step only its owner can do that the
 * server does not count complete; such a step that is complete is kept as its owner saved it. `dryRun` only checks.
 * A finished enrollment is never changed, so replaying it again changes nothing.
 */
export const replayEnrollment = async (deps: SupportDeps, staff: SupportStaff, id: string, options: ReplayOptions): Promise<Result<WireReplay, Refusal>> => {
  const from = options.from;
  if (from !== undefined && !isTabName(from)) return err(refuse({ from: Messages.invalidValue }));
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
  const catalogue = await loadCatalogue(deps.db);
  const plan = await planReplay(deps, await loadProgress(deps.db, catalogue, enrollment), events, from);
  const actor = actorOf(staff);
  const steps: WireReplayStep[] = [];
  let stoppedAt: string | null = null;
  let refusal: FieldErrors | undefined;
  // Each step is based on the version the plan was read at, then on the one the step before it left: a change the
  // owner makes meanwhile stops the replay instead of being overwritten by it.
  let version = enrollment.version;
  for (const step of plan) {
    const base = { type: step.type, tab: step.tab };
    if (!step.run) {
      // A step only its owner can do: complete as the server's own check counts it (after the steps replayed before it), it stays.
      const now = await findEnrollment(deps.db, id);
      const complete = now !== undefined && step.tab !== null && isComplete(await loadProgress(deps.db, catalogue, now), step.tab);
      if (complete) {
        steps.push({ ...base, outcome: 'kept', fields: [], note: 'complete as its owner saved it; not re-run by support' });
        continue;
      }
      steps.push({ ...base, outcome: 'needs-owner', fields: [], note: step.ownersOnly ?? WHY.nothing });
      stoppedAt = step.type;
      break;
    }
    const { registered, source } = step.run;
    const decoded = decodeRequestPart(registered.replay.request, step.run.payload);
    const payload = registered.replay.request === undefined ? step.run.payload : decoded.ok ? decoded.value : undefined;
    const command = registered.command as Extract<RegisteredCommand['command'], { target: 'owned' }>;
    const result = !decoded.ok
      ? err(refuse(refusalOf(decoded.errors).fields))
      : options.dryRun
        ? await deps.commands.check(command, { enrollmentId: id, payload, basedOn: version }, actor)
        : await deps.commands.run(command, { enrollmentId: id, payload, basedOn: version }, actor);
    if (result.isOk() && result.value !== true) version = result.value.version ?? version;
    if (result.isErr()) {
      steps.push({ ...base, outcome: 'refused', fields: fieldList(result.error.fields), note: null });
      stoppedAt = step.type;
      refusal = result.error.fields;
      break;
    }
    steps.push({ ...base, outcome: options.dryRun ? 'would-apply' : 'applied', fields: [], note: source === 'saved' ? 'payload rebuilt from the saved section' : null });
  }
  await journal(refusal ? 'rejected' : 'ok', { steps: steps.length, stopped_at: stoppedAt }, refusal);
  return ok({ enrollment_id: id, dry_run: options.dryRun, finished: false, steps, stopped_at: stoppedAt });
};
