import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { keepCheck, startCheck } from '../db/read-cache.ts';
import {
  deleteSession,
  findSession,
  insertSession,
  moveEnrollments,
  releaseEnrollments,
  sweepSessions,
  touchSession,
  type SessionRow,
} from './session-store.ts';

export const SESSION_COOKIE = 'bs_session';
/**
 * Left when a signed-in session expired, in place of its cookie, until the next sign-in or sign-out: a request of a
 * members page that finds no session then hears that it expired rather than that nobody signed in. The answer that
 * cleared the session may have gone to a page being left, or to another tab, whose script never read it.
 */
export const SESSION_EXPIRED_COOKIE = 'bs_expired';
const SESSION_EXPIRED_SECONDS = 24 * 60 * 60;

/** The enrollment row a read names in its query or path (`enrollment_id`), as read-cache names rows. */
const namedEnrollmentRow = (request: FastifyRequest): readonly string[] | undefined => {
  const pick = (part: unknown) => {
    const value = part && typeof part === 'object' ? (part as Record<string, unknown>).enrollment_id : undefined;
    return typeof value === 'string' && value !== '' && value.length <= 100 ? value : undefined;
  };
  const id = request.method === 'GET' ? (pick(request.query) ?? pick(request.params)) : undefined;
  return id === undefined ? undefined : [`temp_enrollments:${id}`];
};

/** How long sessions live. Anonymous shoppers keep a quote as long as the cookie; signed-in staff time out. */
export interface SessionPolicy {
  readonly anonymousDays: number;
  readonly idleMinutes: number;
  readonly absoluteHours: number;
}

export const DEFAULT_SESSION_POLICY: SessionPolicy = { anonymousDays: 30, idleMinutes: 30, absoluteHours: 12 };

/** A live session. `hash` is what the database knows it by; the id itself lives only in the cookie. */
export interface Session {
  readonly hash: string;
  readonly principal: Readonly<Record<string, unknown>> | null;
}

export type SessionState =
  | { readonly kind: 'none' }
  /** A signed-in session past its idle or absolute timeout: the caller must sign in again. */
  | { readonly kind: 'expired' }
  | { readonly kind: 'active'; readonly session: Session };

declare module 'fastify' {
  interface FastifyRequest {
    /** The session this request proved with its signed cookie, read once per request. */
    sessionState?: SessionState;
  }
}

export interface SessionOptions {
  readonly secure: boolean;
  readonly policy: SessionPolicy;
  readonly now: () => Date;
}

export const hashSessionId = (id: string): string => createHash('sha256').update(id).digest('hex');

const MINUTE = 60_000;
/** Signed cookies whose signature was checked, kept with their session's hash. */
const PROVEN_COOKIES = 10_000;
/**
 * Only a cookie as long as ours (87 characters: id and signature) is remembered: a client sending thousands of
 * different cookies of kilobytes each would otherwise keep up to 10,000 of them in memory (160 MB at 16 KB).
 */
const PROVABLE_COOKIE_CHARS = 128;
/** last_seen_at is written at most this often: the idle timeout needs minutes, not every request. */
const TOUCH_EVERY_MS = MINUTE;

/**
 * Sessions are issued by the server only: the cookie holds a random id signed with the server's secret;
 * the row, found by the id's hash, is the authority. A cookie that fails the signature or names no
 * live row is no session at all.
 */
export const createSessions = (db: Queryable, options: SessionOptions) => {
  const { policy, now } = options;

  const cutoffs = (at: Date) => ({
    anonymousSeenBefore: new Date(at.getTime() - policy.anonymousDays * 24 * 60 * MINUTE),
    signedInSeenBefore: new Date(at.getTime() - policy.idleMinutes * MINUTE),
    signedInCreatedBefore: new Date(at.getTime() - policy.absoluteHours * 60 * MINUTE),
  });

  const expired = (session: SessionRow, at: Date): boolean => {
    const limits = cutoffs(at);
    return session.principal === null
      ? session.last_seen_at < limits.anonymousSeenBefore
      : session.last_seen_at < limits.signedInSeenBefore || session.created_at < limits.signedInCreatedBefore;
  };

  /**
   * The hash of the session a signed cookie names, or undefined when its signature is wrong: the same cookie comes
   * with every request of a visit, and its HMAC and SHA-256 are the same every time (bounded; cleared when full).
   */
  const proven = new Map<string, string | undefined>();
  const hashOfCookie = (request: FastifyRequest, raw: string): string | undefined => {
    if (proven.has(raw)) return proven.get(raw);
    const unsigned = request.unsignCookie(raw);
    const hash = unsigned.valid && unsigned.value ? hashSessionId(unsigned.value) : undefined;
    if (raw.length > PROVABLE_COOKIE_CHARS) return hash;
    if (proven.size >= PROVEN_COOKIES) proven.clear();
    proven.set(raw, hash);
    return hash;
  };

  const read = async (request: FastifyRequest): Promise<SessionState> => {
    if (request.sessionState) return request.sessionState;
    let state: SessionState = { kind: 'none' };
    const raw = request.cookies[SESSION_COOKIE];
    const hash = raw ? hashOfCookie(request, raw) : undefined;
    if (hash) {
      const at = now();
      // The enrollment the request names is checked in the same round trip as the session (PostgreSQL, ADR 0505).
      const named = namedEnrollmentRow(request);
      const alongside = named ? startCheck(db, named) : undefined;
      const found = await findSession(db, hash);
      if (found && expired(found, at)) {
        // An anonymous session past its lifetime is simply gone; a signed-in one must sign in again.
        state = found.principal === null ? { kind: 'none' } : { kind: 'expired' };
      } else if (found) {
        if (at.getTime() - found.last_seen_at.getTime() >= TOUCH_EVERY_MS) await touchSession(db, found.id, at);
        const session = { hash: found.id, principal: found.principal };
        if (named && alongside) keepCheck(session, named, alongside);
        state = { kind: 'active', session };
      }
    }
    request.sessionState = state;
    return state;
  };

  const setCookie = (reply: FastifyReply, id: string) =>
    reply.setCookie(SESSION_COOKIE, id, {
      signed: true,
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secure,
      path: '/',
      maxAge: policy.anonymousDays * 24 * 60 * 60,
    });

  const issue = async (request: FastifyRequest, reply: FastifyReply, principal: Session['principal'], tx: Queryable = db): Promise<Session> => {
    const id = randomBytes(32).toString('base64url');
    const session: Session = { hash: hashSessionId(id), principal };
    await insertSession(tx, session.hash, principal === null ? null : { ...principal }, now());
    setCookie(reply, id);
    if (principal !== null) forgetExpiry(request, reply);
    request.sessionState = { kind: 'active', session };
    return session;
  };

  /** The caller's session, issued on the spot when the request brought none. */
  const require = async (request: FastifyRequest, reply: FastifyReply, tx: Queryable = db): Promise<Session> => {
    const state = await read(request);
    return state.kind === 'active' ? state.session : issue(request, reply, null, tx);
  };

  /**
   * Signs in: a new session id carrying `principal`, so an id seen before is worthless after it. The
   * enrollments of the old session come along (a cart started before signing in is not lost) and are
   * filed under the account.
   */
  const rotate = async (request: FastifyRequest, reply: FastifyReply, principal: Record<string, unknown>, tx: Queryable): Promise<Session> => {
    const previous = await read(request);
    const session = await issue(request, reply, principal, tx);
    if (previous.kind === 'active') {
      const account = typeof principal.account_id === 'string' ? principal.account_id : null;
      await moveEnrollments(tx, previous.session.hash, session.hash, account);
      await deleteSession(tx, previous.session.hash);
    }
    return session;
  };

  /** Signs out: the session is deleted, its enrollments stay with their account, the cookie is cleared. */
  const end = async (request: FastifyRequest, reply: FastifyReply, tx: Queryable): Promise<void> => {
    const previous = await read(request);
    if (previous.kind === 'active') {
      await releaseEnrollments(tx, previous.session.hash);
      await deleteSession(tx, previous.session.hash);
    }
    request.sessionState = { kind: 'none' };
    clearSessionCookie(reply);
    forgetExpiry(request, reply);
  };

  const clearSessionCookie = (reply: FastifyReply) => reply.clearCookie(SESSION_COOKIE, { path: '/' });

  /** Tells the browser to forget its expired session's cookie, and to remember that it expired (SESSION_EXPIRED_COOKIE). */
  const forgetExpired = (reply: FastifyReply) => {
    clearSessionCookie(reply);
    reply.setCookie(SESSION_EXPIRED_COOKIE, '1', { httpOnly: true, sameSite: 'lax', secure: options.secure, path: '/', maxAge: SESSION_EXPIRED_SECONDS });
  };

  /** Whether the session this browser last had was signed in and expired (not signed in or out since). */
  const expiredBefore = (request: FastifyRequest): boolean => request.cookies[SESSION_EXPIRED_COOKIE] === '1';

  const forgetExpiry = (request: FastifyRequest, reply: FastifyReply) => {
    if (request.cookies[SESSION_EXPIRED_COOKIE] !== undefined) reply.clearCookie(SESSION_EXPIRED_COOKIE, { path: '/' });
  };

  const sweep = () => sweepSessions(db, cutoffs(now()));

  return { read, require, rotate, end, forgetExpired, expiredBefore, sweep };
};

export type Sessions = ReturnType<typeof createSessions>;
