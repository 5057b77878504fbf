import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.ts';

export const SESSION_COOKIE = 'bs_session';

export interface Session {
  readonly id: string;
  readonly principal: Readonly<Record<string, unknown>> | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The session this request proved with its signed cookie, if any. */
    existingSession?: Session | null;
  }
}

export interface SessionOptions {
  readonly secure: boolean;
}

/**
 * Sessions are issued by the server only: the cookie holds a random id signed with the server's secret,
 * and the row in `sessions` is the authority. A cookie that fails the signature or names no row is ignored.
 */
export const createSessions = (db: Queryable, options: SessionOptions) => {
  const load = async (request: FastifyRequest): Promise<Session | null> => {
    if (request.existingSession !== undefined) return request.existingSession;
    const raw = request.cookies[SESSION_COOKIE];
    let session: Session | null = null;
    if (raw) {
      const unsigned = request.unsignCookie(raw);
      if (unsigned.valid && unsigned.value) {
        const rows = await db.query<Session>(
          'UPDATE sessions SET last_seen_at = now() WHERE id = $1 RETURNING id, principal',
          [unsigned.value],
        );
        session = rows[0] ?? null;
      }
    }
    request.existingSession = session;
    return session;
  };

  const issue = async (reply: FastifyReply, principal: Session['principal'], tx: Queryable = db): Promise<Session> => {
    const id = randomBytes(32).toString('base64url');
    await tx.query('INSERT INTO sessions (id, principal) VALUES ($1, $2)', [id, principal]);
    reply.setCookie(SESSION_COOKIE, id, {
      signed: true,
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secure,
      path: '/',
      maxAge: 60 * 60 * 24 * 30,
    });
    return { id, principal };
  };

  /** The caller's session, issued on the spot when the request brought none. */
  const require = async (request: FastifyRequest, reply: FastifyReply): Promise<Session> => {
    const existing = await load(request);
    if (existing) return existing;
    const session = await issue(reply, null);
    request.existingSession = session;
    return session;
  };

  /**
   * Replaces the caller's session with a new id carrying `principal` (sign-in, sign-out), so that an id
   * seen before the change is worthless after it. Enrollments the old session owned move to the new one:
   * a cart started before signing in is not lost. Sign-out passes `carryEnrollments: false`: what a rep
   * quoted for a member then moves to a retired session row whose id no cookie ever carried.
   */
  const rotate = async (
    request: FastifyRequest,
    reply: FastifyReply,
    principal: Session['principal'],
    tx: Queryable = db,
    { carryEnrollments = true }: { carryEnrollments?: boolean } = {},
  ): Promise<Session> => {
    const previous = await load(request);
    const session = await issue(reply, principal, tx);
    if (previous) {
      let heir = session.id;
      const owned = carryEnrollments ? [] : await tx.query('SELECT 1 FROM temp_enrollments WHERE owner_session = $1 LIMIT 1', [previous.id]);
      if (owned.length > 0) {
        heir = randomBytes(32).toString('base64url');
        await tx.query('INSERT INTO sessions (id, principal) VALUES ($1, $2)', [heir, { retired: true }]);
      }
      await tx.query('UPDATE temp_enrollments SET owner_session = $2 WHERE owner_session = $1', [previous.id, heir]);
      await tx.query('DELETE FROM sessions WHERE id = $1', [previous.id]);
    }
    request.existingSession = session;
    return session;
  };

  return { load, require, rotate };
};

export type Sessions = ReturnType<typeof createSessions>;

/** The secret that signs session cookies: SESSION_SECRET when given, else one generated once and kept in the database. */
export const loadSessionSecret = async (db: Queryable, fromEnv: string | undefined): Promise<string> => {
  if (fromEnv) return fromEnv;
  await db.query("INSERT INTO app_settings (key, value) VALUES ('session_secret', $1) ON CONFLICT (key) DO NOTHING", [
    randomBytes(48).toString('base64url'),
  ]);
  const rows = await db.query<{ value: string }>("SELECT value FROM app_settings WHERE key = 'session_secret'");
  const secret = rows[0]?.value;
  if (!secret) throw new Error('session secret missing after insert');
  return secret;
};
