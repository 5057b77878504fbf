import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Result } from 'neverthrow';
import { Messages, type FieldErrors } from '@benefit-store/domain';
import {
  AppClientHeader,
  decodeBasedOn,
  DEFAULT_MAX_BODY_BYTES,
  EnrollmentVersionHeaders,
  LOOKUP_CACHE_CONTROL,
  NoInput,
  routePattern,
  ValidatedLookups,
  type LookupValidators,
  type RequestCodecs,
  type RequestPart,
  type Route,
  isRecord,
} from '@benefit-store/contract';
import type { Actor, Applied, CommandRunner, Invocation, NewEnrollmentCommand, OwnedEnrollmentCommand, Refusal } from '../commands/command.ts';
import type { CommandRegistry } from '../commands/registry.ts';
import { principalOf, type Principal } from '../sessions/principal.ts';
import type { Session, Sessions } from '../sessions/sessions.ts';
import { fieldErrorList, success } from './envelope.ts';
import { inRequestLanguage, languageOf, LOOKUP_KEYS, translatorFor, varyOnLanguage } from './language.ts';
import { decodeRequestPart as decodePart, refusalOf, unstorableAt } from './decode-request.ts';
import { registerJsonBodyParser } from './json-body.ts';

/**
 * The one door every request comes through (docs/adr/0008). A route is registered from its entry in a
 * contract route table; the door decodes its query, path parameters and body with the route's codecs
 * (refusing bad input with the field-error envelope before any handler runs), reads the session the
 * route needs — and only then, so a catalogue read never creates one — and turns the handler's answer
 * into the wire's envelope.
 */

/**
 * What a route needs of the caller's session:
 * - none: never read (public catalogue and site lookups; no cookie is set);
 * - optional: read if the request brought one (reads of an enrollment: no session owns nothing); the handler
 *   may still issue one once it has checked what the request carries (`openSession`: a signing link only
 *   binds a browser after its token proved genuine, so a forged token never gets a cookie);
 * - create: issued when the request brought none (starting a quote);
 * - signed-in: a rep or group administrator (401 otherwise).
 * A signed-in session past its timeout answers 401 wherever a session is read.
 */
export type SessionNeed = 'none' | 'optional' | 'create' | 'signed-in';

/** The header, and its value of this process's own, that marks a read run inside a batch (http/read-batch.ts). */
export interface BatchMark {
  readonly name: string;
  readonly value: string;
}

export interface Call<R extends RequestCodecs> {
  readonly query: RequestPart<R, 'query'>;
  readonly params: RequestPart<R, 'params'>;
  readonly body: RequestPart<R, 'body'>;
  /** The enrollment version a change was based on (`If-Enrollment-Version`, docs/adr/0712), when the caller sent one. */
  readonly basedOn: number | undefined;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

type CallWith<R extends RequestCodecs, N extends SessionNeed> = Call<R> &
  (N extends 'none'
    ? unknown
    : N extends 'optional'
      ? { readonly session: Session | undefined; readonly actor: Actor | undefined; readonly openSession: () => Promise<Session> }
      : N extends 'create'
        ? { readonly session: Session; readonly actor: Actor }
        : { readonly session: Session; readonly actor: Actor; readonly principal: Principal });

/** What a handler answers; the door writes it as the wire expects. */
export type Answer =
  | { readonly kind: 'ok'; readonly data: unknown }
  | { readonly kind: 'raw'; readonly body: unknown; readonly status?: number }
  | { readonly kind: 'none' }
  | { readonly kind: 'fail'; readonly status: number; readonly fields: FieldErrors }
  /** The handler wrote the reply itself (images). */
  | { readonly kind: 'sent' }
  /** A success envelope serialised already (`serialisedSuccess`): kept and answered again without serialising. */
  | { readonly kind: 'json'; readonly body: string };

export const answer = {
  /** `{status:'success', statusCode:200, data}`. */
  ok: (data: unknown): Answer => ({ kind: 'ok', data }),
  /** A body in a shape of its own (the benefit service's answers). */
  raw: (body: unknown, status?: number): Answer => ({ kind: 'raw', body, ...(status ? { status } : {}) }),
  /** 204, empty: the spec's "not found" for lookups. */
  none: (): Answer => ({ kind: 'none' }),
  fail: (status: number, fields: FieldErrors): Answer => ({ kind: 'fail', status, fields }),
  sent: (): Answer => ({ kind: 'sent' }),
  /** The envelope `serialisedSuccess` made, as it is. */
  json: (body: SerialisedSuccess): Answer => ({ kind: 'json', body }),
  refused: (refusal: Refusal): Answer => ({ kind: 'fail', status: refusal.status, fields: refusal.fields }),
} as const;

/** `{status:'success', statusCode:200, data}` serialised: what `answer.json` sends. */
export type SerialisedSuccess = string & { readonly __serialisedSuccess: true };
export const serialisedSuccess = (data: unknown): SerialisedSuccess => JSON.stringify(success(data)) as SerialisedSuccess;

/** A strong ETag of the exact bytes answered. */
const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** Whether `If-None-Match` names this ETag (weak or strong, one of a list, or `*`). */
const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });

export interface DoorOptions<N extends SessionNeed> {
  readonly session: N;
  /** Told of a request the door refused before its handler ran (a command's route journals it, docs/adr/0800). */
  readonly refused?: (request: FastifyRequest, fields: FieldErrors) => Promise<void>;
  /** The route changes something (a command's): it never runs as a read of a batch (http/read-batch.ts). */
  readonly changes?: true;
  /**
   * The route answers only a request of its own, never a batch's read: one that decides by where the request came
   * from (the development mailbox: this machine, no proxy), which a batch's read, made inside the server, cannot tell.
   */
  readonly alone?: true;
}


/**
 * The error envelope, with the request's id (docs/adr/0015): also for what the router refuses before any hook runs.
 * Its messages are in the request's language (`Accept-Language`, http/language.ts), so it varies with it.
 */
export const sendFieldErrors = (reply: FastifyReply, status: number, fields: FieldErrors) => {
  const translate = translatorFor(languageOf(reply.request));
  const worded = Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, translate(message)]));
  varyOnLanguage(reply);
  return reply.code(status).send({ status: 'error', statusCode: status, data: fieldErrorList(worded), request_id: reply.request.id });
};

/** Says which version of the enrollment an answer's data is at (docs/adr/0712). */
export const tellVersion = (reply: Pick<FastifyReply, 'header'>, version: number | undefined): void => {
  if (version !== undefined) reply.header(EnrollmentVersionHeaders.current, String(version));
};

/**
 * The success envelope, serialised once, with its ETag; 304 and no body when the caller holds it already. Its words
 * (the options' names too) are in the request's language, and the tag is of those bytes: a validator of the English
 * answer never matches the Spanish one, and `Vary: Accept-Language` keeps caches from mixing them (docs/adr/0504).
 */
const writeValidated = (reply: FastifyReply, data: unknown, validators: LookupValidators) => {
  const body = JSON.stringify(inRequestLanguage(reply, success(data), LOOKUP_KEYS));
  const etag = etagOf(body);
  reply.header('etag', etag).header('cache-control', LOOKUP_CACHE_CONTROL[validators]);
  if (matches(reply.request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
};

const write = (reply: FastifyReply, result: Answer, validators?: LookupValidators) => {
  if (validators && result.kind === 'ok') return writeValidated(reply, result.data, validators);
  switch (result.kind) {
    // The sentences of an answer (`message`, `error_message`) in the request's language (http/language.ts).
    case 'ok':
      return reply.send(inRequestLanguage(reply, success(result.data)));
    case 'raw':
      return reply.code(result.status ?? 200).send(inRequestLanguage(reply, result.body));
    case 'none':
      return reply.code(204).send();
    case 'fail':
      return sendFieldErrors(reply, result.status, result.fields);
    case 'sent':
      return reply;
    case 'json':
      return reply.type('application/json; charset=utf-8').send(result.body);
  }
};

/** The enrollment a raw request names (body or query `enrollment_id`, or the path's `id`), before any decoding. */
const namedEnrollment = (request: FastifyRequest): string | undefined => {
  const pick = (part: unknown, key: string) => {
    const value = isRecord(part) ? part[key] : undefined;
    return typeof value === 'string' && value !== '' && value.length <= 100 ? value : undefined;
  };
  return pick(request.body, 'enrollment_id') ?? pick(request.params, 'id') ?? pick(request.params, 'enrollment_id') ?? pick(request.query, 'enrollment_id');
};

/**
 * Whether a request comes from the store's own pages or clients (docs/adr/0007-trusted-proxies-and-app-requests.md):
 * it carries the app's header (which a page of another site cannot add without the CORS permission we never give),
 * or the browser says it is same-origin, or its Origin is this site's. What a GET that changes something requires.
 */
export const fromTheApp = (request: FastifyRequest): boolean => {
  const header = request.headers[AppClientHeader.name];
  if (typeof header === 'string' && header.toLowerCase() === AppClientHeader.value.toLowerCase()) return true;
  if (request.headers['sec-fetch-site'] === 'same-origin') return true;
  const origin = request.headers.origin;
  return typeof origin === 'string' && origin !== 'null' && origin === `${request.protocol}://${request.host}`;
};

/** The actor of a visitor's session: what a route that opened the session itself (`openSession`) runs commands as. */
export const sessionActor = (request: FastifyRequest, session: Session): Actor => ({
  kind: 'session',
  sessionHash: session.hash,
  principal: principalOf(session),
  address: request.ip,
});

export const createDoor = (
  app: FastifyInstance,
  deps: { readonly sessions: Sessions; readonly commands: CommandRunner; readonly registry?: CommandRegistry },
) => {
  const { sessions } = deps;
  /** What each registered route requires of the session: the published document says so (http/api-docs.ts). */
  const needs = new Map<Route, SessionNeed>();
  // Bodies are parsed here too: a JSON body nested past Limits.jsonDepth is refused before anything walks it.
  registerJsonBodyParser(app);

  const actorFor = sessionActor;
  /**
   * What marks a read run inside a batch (http/read-batch.ts): a header with a value of this process's own, which no
   * client can know, so a route that changes something can refuse to run there.
   */
  const insideBatch: BatchMark = { name: 'x-read-batch-read', value: randomBytes(18).toString('base64url') };
  const isInsideBatch = (request: FastifyRequest) => request.headers[insideBatch.name] === insideBatch.value;

  /** Reads the session a route needs; answers for the door when the caller cannot go on. */
  const sessionFor = async (request: FastifyRequest, reply: FastifyReply, need: SessionNeed) => {
    if (need === 'none') return {};
    const state = await sessions.read(request);
    if (state.kind === 'expired') {
      sessions.forgetExpired(reply);
      return { refused: answer.fail(401, { session: Messages.sessionExpired }) };
    }
    if (need === 'optional') {
      const openSession = () => sessions.require(request, reply);
      return state.kind === 'active'
        ? { session: state.session, actor: actorFor(request, state.session), openSession }
        : { session: undefined, actor: undefined, openSession };
    }
    if (need === 'create') {
      const session = await sessions.require(request, reply);
      return { session, actor: actorFor(request, session) };
    }
    const principal = state.kind === 'active' ? principalOf(state.session) : undefined;
    if (state.kind !== 'active' || !principal) {
      // A browser whose signed-in session expired is told so again, whichever of its pages or tabs heard it first.
      return { refused: answer.fail(401, { session: state.kind === 'none' && sessions.expiredBefore(request) ? Messages.sessionExpired : Messages.signInRequired }) };
    }
    return { session: state.session, actor: actorFor(request, state.session), principal };
  };

  const route = <R extends RequestCodecs, N extends SessionNeed>(
    definition: Route<R>,
    options: DoorOptions<N>,
    handler: (call: CallWith<R, N>) => Promise<Answer>,
  ): void => {
    needs.set(definition, options.session);
    // A lookup that does not change between deploys answers with an ETag and 304 (contract's ValidatedLookups, docs/adr/0504).
    const validators = ValidatedLookups.get(definition);
    app.route({
      method: definition.method,
      url: routePattern(definition),
      bodyLimit: definition.request.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
      handler: async (request, reply) => {
        if ((options.changes || options.alone) && isInsideBatch(request)) return sendFieldErrors(reply, 400, { request: Messages.malformedRequest });
        const badValueAt = unstorableAt(request.query) ?? unstorableAt(request.params) ?? unstorableAt(request.body);
        if (badValueAt) return sendFieldErrors(reply, 400, { [badValueAt]: Messages.malformedRequest });
        const parts = {
          query: decodePart(definition.request.query, request.query),
          params: decodePart(definition.request.params, request.params),
          // A call that reads no body still takes only a JSON object (or nothing) as one.
          body: decodePart(definition.method === 'GET' ? undefined : (definition.request.body ?? NoInput), request.body),
        };
        const errors = [parts.query, parts.params, parts.body].flatMap((part) => (part.ok ? [] : part.errors));
        if (errors.length > 0) {
          const refusal = refusalOf(errors);
          if (refusal.status === 422) await options.refused?.(request, refusal.fields);
          return sendFieldErrors(reply, refusal.status, refusal.fields);
        }
        const basedOn = decodeBasedOn(request.headers[EnrollmentVersionHeaders.basedOn]);
        if (!basedOn.ok) return sendFieldErrors(reply, 400, { [EnrollmentVersionHeaders.basedOn]: Messages.malformedRequest });
        const who = await sessionFor(request, reply, options.session);
        if (who.refused) return write(reply, who.refused);
        const call = {
          query: (parts.query as { value: unknown }).value,
          params: (parts.params as { value: unknown }).value,
          body: (parts.body as { value: unknown }).value,
          basedOn: basedOn.value,
          request,
          reply,
          ...who,
        } as CallWith<R, N>;
        return write(reply, await handler(call), validators);
      },
    });
  };

  /**
   * A route that runs a command: `toInvocation` reads the command's payload (and enrollment id) off the
   * decoded request, `toAnswer` says what the wire answers when it was applied. Starting an enrollment
   * issues a session; acting on one needs the session (or account) that owns it.
   */
  function command<R extends RequestCodecs, P, Plan, O extends { readonly enrollmentId: string }>(
    definition: Route<R>,
    cmd: NewEnrollmentCommand<P, Plan, O>,
    toInvocation: (call: CallWith<R, 'create'>) => Invocation<P>,
    toAnswer: (output: O) => Answer,
  ): void;
  function command<R extends RequestCodecs, P, Plan, O>(
    definition: Route<R>,
    cmd: OwnedEnrollmentCommand<P, Plan, O>,
    toInvocation: (call: CallWith<R, 'optional'>) => Invocation<P>,
    toAnswer: (output: O) => Answer,
  ): void;
  function command<R extends RequestCodecs, P, Plan, O>(
    definition: Route<R>,
    cmd: NewEnrollmentCommand<P, Plan, O & { enrollmentId: string }> | OwnedEnrollmentCommand<P, Plan, O>,
    toInvocation: (call: never) => Invocation<P>,
    toAnswer: (output: O) => Answer,
  ): void {
    // Every command the door serves is known by its type, so support replay can re-run it (commands/registry.ts).
    deps.registry?.register(cmd);
    /** The answer, with the enrollment's version after the change (docs/adr/0712). */
    const finish = (reply: FastifyReply, result: Result<Applied<O>, Refusal>) => {
      if (result.isErr()) return answer.refused(result.error);
      tellVersion(reply, result.value.version);
      return toAnswer(result.value.output);
    };
    /** The command's invocation as the route reads it, based on the version the request named, in the language it asked for. */
    const invocationOf = <C extends Call<R>>(call: C): Invocation<P> => ({
      ...(toInvocation as (c: C) => Invocation<P>)(call),
      basedOn: call.basedOn,
      language: languageOf(call.request),
    });
    /**
     * A request for a command on an enrollment refused at the door (a value its codec refuses) is still a refusal the
     * person met: journaled as the command, rejected, when the session owns the enrollment the request names.
     */
    const refused =
      cmd.target === 'owned'
        ? async (request: FastifyRequest, fields: FieldErrors) => {
            const state = await sessions.read(request);
            const enrollmentId = namedEnrollment(request);
            if (state.kind !== 'active' || enrollmentId === undefined) return;
            await deps.commands.refusedAtDoor(cmd, { enrollmentId, payload: request.body ?? {} }, actorFor(request, state.session), fields);
          }
        : undefined;
    // A command behind a GET (the spec's remove-plan-from-cart) runs only for the app's own requests: a link, an image
    // or a form on another site would otherwise change a visitor's enrollment with the visitor's cookie.
    const crossSite = (call: Call<R>) => (definition.method === 'GET' && !fromTheApp(call.request) ? answer.fail(403, { request: Messages.appRequestRequired }) : undefined);
    if (cmd.signedIn) {
      route(
        definition,
        { session: 'signed-in', changes: true, ...(refused ? { refused } : {}) },
        async (call) => crossSite(call) ?? finish(call.reply, await deps.commands.run(cmd as OwnedEnrollmentCommand<P, Plan, O>, invocationOf(call), call.actor)),
      );
      return;
    }
    if (cmd.target === 'new') {
      route(definition, { session: 'create', changes: true }, async (call) => crossSite(call) ?? finish(call.reply, await deps.commands.run(cmd, invocationOf(call), call.actor)));
      return;
    }
    route(definition, { session: 'optional', changes: true, ...(refused ? { refused } : {}) }, async (call) => {
      const crossed = crossSite(call);
      if (crossed) return crossed;
      // No session owns nothing: the answer is the same 404 another session gets.
      if (!call.actor) return answer.fail(404, { enrollment_id: Messages.enrollmentNotFound });
      return finish(call.reply, await deps.commands.run(cmd, invocationOf(call), call.actor));
    });
  }

  /** The session a route was registered with; undefined for a route the server does not serve. */
  const sessionOf = (definition: Route): SessionNeed | undefined => needs.get(definition);

  return { route, command, sessionOf, insideBatch };
};

export type Door = ReturnType<typeof createDoor>;
