import { err, ok, type Result } from 'neverthrow';
import { calendarDateOf, DEFAULT_LANGUAGE, Messages, type CalendarDate, type FieldErrors, type Language } from '@benefit-store/domain';
import type { Database, Queryable } from '../db/database.ts';
import { FINISHED_STATUSES, findEnrollment, findOwnedEnrollment, type EnrollmentRow, type Owner } from '../repository/enrollment-store.ts';
import type { Principal } from '../sessions/principal.ts';
import { takeHit, type RateLimit, type RateLimits } from '../security/rate-limit.ts';
import { appendJournal, journalChange } from './journal.ts';

/**
 * Every change to an enrollment is a command: a value with a type and a payload, run by one mechanism
 * (docs/adr/0008): resolve the enrollment the actor may act on (404 otherwise), check it with the
 * domain's rules, apply it in one transaction, and journal it in that same transaction, accepted or
 * refused with its field errors. Routes only turn a request into a command and the outcome into an
 * answer; support replay runs the same commands with a support actor.
 */

/**
 * Who runs a command: a visitor's session (signed in or not), a support person replaying one, or a member signing
 * from a rep's signing link (docs/adr/0720): that link's one enrollment only, and only commands that say `signable`.
 */
export type Actor =
  | { readonly kind: 'session'; readonly sessionHash: string; readonly principal: Principal | undefined; readonly address: string }
  | { readonly kind: 'support'; readonly staffId: string }
  | { readonly kind: 'signer'; readonly linkId: string; readonly enrollmentId: string; readonly sessionHash: string; readonly address: string };

export const actorName = (actor: Actor): string =>
  actor.kind === 'session' ? `session:${actor.sessionHash}` : actor.kind === 'support' ? `support:${actor.staffId}` : `signer:${actor.linkId.slice(0, 8)}`;

const ownerOf = (actor: Extract<Actor, { kind: 'session' }>): Owner => ({ session: actor.sessionHash, account: actor.principal?.account_id ?? null });

/** Why a command was not applied: an HTTP status for the adapter that answers, and the field errors. */
export interface Refusal {
  readonly status: 401 | 403 | 404 | 409 | 422 | 429;
  readonly fields: FieldErrors;
}

export const refuse = (fields: FieldErrors, status: Refusal['status'] = 422): Refusal => ({ status, fields });

export interface CommandContext<P> {
  readonly tx: Queryable;
  readonly payload: P;
  readonly actor: Actor;
  readonly now: Date;
  readonly today: CalendarDate;
  /**
   * The language of the person the command answers (the request's `Accept-Language`, issue 25): what a mail it sends
   * is written in. English for support replay and the CLI.
   */
  readonly language: Language;
  /** The server's rate limits: a command that guards a guess of its own (a group code) counts it (docs/adr/0006). */
  readonly limits: RateLimits;
}

export interface OwnedContext<P> extends CommandContext<P> {
  readonly enrollment: EnrollmentRow;
}

/** What an applied command means to an operator, counted in /metrics (docs/adr/0015): an enrollment started or confirmed. */
export type Milestone = 'started' | 'confirmed';

interface Definition<C, Plan, O> {
  readonly type: string;
  /**
   * The milestone an applied command reaches, if any (or, given what `check` planned, whether it does: a quote link
   * opened again by the same browser starts nothing new). Counted once the transaction has committed.
   */
  readonly milestone?: Milestone | ((plan: NoInfer<Plan>) => Milestone | undefined);
  /** The wizard tab the command saves, if any: support replay runs such commands in tab order (commands/registry.ts). */
  readonly tab?: string;
  /**
   * Whether support replay may re-run it. Default: yes for a command that saves a tab; no otherwise (a cart line
   * added or removed again, a visit recorded twice). A command that sets state to its payload says true.
   */
  readonly replayable?: boolean;
  /** Only a signed-in rep or group administrator (or support) may run it. */
  readonly signedIn?: boolean;
  /** A member signing from a rep's link may run it (on that link's enrollment): the review and agreement saves. */
  readonly signable?: boolean;
  /** It may run on a finished enrollment (docs/adr/0800's finished statuses); every other command answers 409 there. */
  readonly afterFinish?: boolean;
  /**
   * Whether it changes the enrollment's data (default: yes). Such a command is refused when it was based on an older
   * version of the enrollment than the current one, and moves the version on when applied (docs/adr/0712). False for
   * commands that only leave a trace beside the data (a step's screenshot, a visit, a link or code mailed).
   */
  readonly changesData?: boolean;
  /** Reads what it needs and checks the command with the domain's rules; changes nothing. */
  readonly check: (context: C) => Promise<Result<Plan, Refusal>>;
  /** Applies what `check` accepted. */
  readonly apply: (context: C, plan: Plan) => Promise<O>;
}

/** A command that starts a new enrollment; its outcome names the enrollment it made. */
export interface NewEnrollmentCommand<P, Plan, O extends { readonly enrollmentId: string }> extends Definition<CommandContext<P>, Plan, O> {
  readonly target: 'new';
}

/** A command on an enrollment the actor may act on. */
export interface OwnedEnrollmentCommand<P, Plan, O> extends Definition<OwnedContext<P>, Plan, O> {
  readonly target: 'owned';
}

export type Command<P, Plan, O> =
  | OwnedEnrollmentCommand<P, Plan, O>
  | (O extends { readonly enrollmentId: string } ? NewEnrollmentCommand<P, Plan, O> : never);

/** Defines a command that starts an enrollment; call with the payload type, then the definition. */
export const newEnrollmentCommand =
  <P>() =>
  <Plan, O extends { readonly enrollmentId: string }>(definition: Omit<NewEnrollmentCommand<P, Plan, O>, 'target'>): NewEnrollmentCommand<P, Plan, O> => ({
    ...definition,
    target: 'new',
  });

/** Defines a command on an owned enrollment; call with the payload type, then the definition. */
export const ownedEnrollmentCommand =
  <P>() =>
  <Plan, O>(definition: Omit<OwnedEnrollmentCommand<P, Plan, O>, 'target'>): OwnedEnrollmentCommand<P, Plan, O> => ({
    ...definition,
    target: 'owned',
  });

/** One run of a command: its payload and, for an existing enrollment, which one. */
export interface Invocation<P> {
  readonly enrollmentId?: string;
  readonly payload: P;
  /**
   * The version of the enrollment the change was based on (what the caller's screen showed, docs/adr/0712). A
   * command that changes data is refused with 409 when the enrollment has moved on since; undefined: not checked
   * (clients of the spec's API send none).
   */
  readonly basedOn?: number;
  /** The language the request asked to be answered in (http/language.ts); English when it named none. */
  readonly language?: Language;
}

/** A command applied: what it answered, and the enrollment's version after it (undefined for a new enrollment's). */
export interface Applied<O> {
  readonly output: O;
  readonly version: number | undefined;
}

export interface CommandRunner {
  run<P, Plan, O extends { readonly enrollmentId: string }>(
    command: NewEnrollmentCommand<P, Plan, O>,
    invocation: Invocation<P>,
    actor: Actor,
  ): Promise<Result<Applied<O>, Refusal>>;
  run<P, Plan, O>(command: OwnedEnrollmentCommand<P, Plan, O>, invocation: Invocation<P>, actor: Actor): Promise<Result<Applied<O>, Refusal>>;
  /**
   * Only the check of a command on an enrollment (support's dry run): resolves the enrollment as `run` does and
   * runs the domain's rules on it; applies nothing and journals nothing.
   */
  check<P, Plan, O>(command: OwnedEnrollmentCommand<P, Plan, O>, invocation: Invocation<P>, actor: Actor): Promise<Result<true, Refusal>>;
  /**
   * A request for a command that was refused before the command could run (the door could not decode it): journaled
   * as the command, rejected with those field errors, on the enrollment the actor may act on, so that support sees
   * every refusal a person met (docs/adr/0800). Nothing is journaled for an enrollment the actor may not act on.
   */
  refusedAtDoor<P, Plan, O>(command: OwnedEnrollmentCommand<P, Plan, O>, invocation: Invocation<unknown>, actor: Actor, fields: FieldErrors): Promise<void>;
}

const tooMany = (): Refusal => refuse({ request: Messages.tooManyRequests }, 429);
const notFound = (): Refusal => refuse({ enrollment_id: Messages.enrollmentNotFound }, 404);

/**
 * The fields the two 409 refusals of an enrollment name (docs/adr/0712), so that a client tells them apart: the
 * change was based on an older version than the current one; the enrollment is confirmed and changes no more.
 */
export const VERSION_FIELD = 'enrollment_version';
export const STATUS_FIELD = 'enrollment_status';
const finished = (): Refusal => refuse({ [STATUS_FIELD]: Messages.enrollmentFinished }, 409);
const changedElsewhere = (): Refusal => refuse({ [VERSION_FIELD]: Messages.enrollmentChangedElsewhere }, 409);

/** The enrollment the actor may act on, if any: its own (session or account), any (support), the link's (signer). */
const resolveFor = (tx: Queryable, actor: Actor, id: string, forUpdate: boolean, signable: boolean) => {
  if (actor.kind === 'support') return findEnrollment(tx, id, { forUpdate });
  if (actor.kind === 'signer') return signable && actor.enrollmentId === id ? findEnrollment(tx, id, { forUpdate }) : Promise.resolve(undefined);
  return findOwnedEnrollment(tx, id, ownerOf(actor), { forUpdate });
};

/**
 * Confirmed (docs/adr/0720): one of the finished statuses of docs/adr/0800. Not the context's policy_id: an
 * existing member's enrollment carries the member's current policy there from its start.
 */
const isFinishedEnrollment = (enrollment: EnrollmentRow): boolean => (FINISHED_STATUSES as readonly string[]).includes(enrollment.status);

export interface CommandRunnerOptions {
  readonly now: () => Date;
  readonly limits: RateLimits;
  /** Told of each milestone a command reached, after its transaction committed (the /metrics counters). */
  readonly onMilestone?: (milestone: Milestone) => void;
}

export const commandRunner = (db: Database, options: CommandRunnerOptions): CommandRunner => {
  /** Anonymous visitors' (and link signers') changes count against their address; signed-in staff and support are not limited here. */
  const withinLimit = async (actor: Actor, limit: RateLimit, at: Date): Promise<boolean> =>
    actor.kind === 'support' || (actor.kind === 'session' && actor.principal !== undefined) || takeHit(db, limit, actor.address, at);

  /** What every command's check and apply are given besides the transaction (and the enrollment it runs on). */
  const contextBase = <P>(invocation: Invocation<P>, actor: Actor, now: Date): Omit<CommandContext<P>, 'tx'> => ({
    payload: invocation.payload,
    actor,
    now,
    today: calendarDateOf(now),
    language: invocation.language ?? DEFAULT_LANGUAGE,
    limits: options.limits,
  });

  const run = async <P, Plan, O>(command: Command<P, Plan, O> | NewEnrollmentCommand<P, Plan, O & { enrollmentId: string }>, invocation: Invocation<P>, actor: Actor) => {
    const now = options.now();
    if (command.signedIn && actor.kind === 'session' && !actor.principal) return err(refuse({ session: Messages.signInRequired }, 401));
    const limit = command.target === 'new' ? options.limits.newEnrollments : options.limits.anonymousWrites;
    if (!(await withinLimit(actor, limit, now))) return err(tooMany());
    const base = contextBase(invocation, actor, now);
    const changesData = command.changesData !== false;
    let reached: Milestone | undefined;
    const result = await db.transaction(async (tx): Promise<Result<Applied<O>, Refusal>> => {
      const context = { ...base, tx };
      let enrollmentId: string | null = null;
      let checked: Result<Plan, Refusal>;
      let apply: (plan: Plan) => Promise<O>;
      let version: number | undefined;
      if (command.target === 'owned') {
        const id = invocation.enrollmentId ?? '';
        if (id === '') return err(refuse({ enrollment_id: Messages.fieldRequired }));
        const enrollment = await resolveFor(tx, actor, id, true, command.signable === true);
        // Someone else's enrollment is not found, and nothing is written to its journal.
        if (!enrollment) return err(notFound());
        enrollmentId = enrollment.id;
        version = enrollment.version;
        const owned: OwnedContext<P> = { ...context, enrollment };
        // A confirmed enrollment does not change any more (its receipt and invoice are read, not rewritten); a change
        // based on what an older version showed would silently undo what another window saved since (docs/adr/0712).
        if (isFinishedEnrollment(enrollment) && command.afterFinish !== true) checked = err(finished());
        else if (changesData && invocation.basedOn !== undefined && invocation.basedOn !== enrollment.version) checked = err(changedElsewhere());
        else checked = await command.check(owned);
        apply = (plan) => command.apply(owned, plan);
      } else {
        checked = await command.check(context);
        apply = (plan) => command.apply(context, plan) as Promise<O>;
      }
      const entry = { enrollmentId, actor: actorName(actor), type: command.type, payload: invocation.payload };
      if (checked.isErr()) {
        await appendJournal(tx, { ...entry, outcome: 'rejected', detail: checked.error.fields });
        return err(checked.error);
      }
      const output = await apply(checked.value);
      reached = typeof command.milestone === 'function' ? command.milestone(checked.value) : command.milestone;
      const made = (output as { enrollmentId?: unknown } | null)?.enrollmentId;
      const applied = { ...entry, enrollmentId: enrollmentId ?? (typeof made === 'string' ? made : null), outcome: 'ok' as const };
      // A change of an owned enrollment moves its version on with its journal line: the row is locked FOR UPDATE, so
      // the version moves in the same transaction as the change.
      if (command.target === 'owned' && changesData && enrollmentId !== null) version = await journalChange(tx, { ...applied, enrollmentId });
      else await appendJournal(tx, applied);
      return ok({ output, version });
    });
    if (result.isOk() && reached) options.onMilestone?.(reached);
    return result;
  };
  const check = async <P, Plan, O>(command: OwnedEnrollmentCommand<P, Plan, O>, invocation: Invocation<P>, actor: Actor): Promise<Result<true, Refusal>> => {
    const now = options.now();
    const id = invocation.enrollmentId ?? '';
    if (id === '') return err(refuse({ enrollment_id: Messages.fieldRequired }));
    return db.transaction(async (tx) => {
      const enrollment = await resolveFor(tx, actor, id, false, command.signable === true);
      if (!enrollment) return err(notFound());
      if (command.changesData !== false && invocation.basedOn !== undefined && invocation.basedOn !== enrollment.version) return err(changedElsewhere());
      const checked = await command.check({ ...contextBase(invocation, actor, now), tx, enrollment });
      return checked.map(() => true as const);
    });
  };
  const refusedAtDoor = async <P, Plan, O>(command: OwnedEnrollmentCommand<P, Plan, O>, invocation: Invocation<unknown>, actor: Actor, fields: FieldErrors): Promise<void> => {
    const id = invocation.enrollmentId ?? '';
    if (id === '') return;
    await db.transaction(async (tx) => {
      const enrollment = await resolveFor(tx, actor, id, false, command.signable === true);
      if (!enrollment) return;
      await appendJournal(tx, { enrollmentId: enrollment.id, actor: actorName(actor), type: command.type, payload: invocation.payload, outcome: 'rejected', detail: fields });
    });
  };
  return { run, check, refusedAtDoor } as CommandRunner;
};
