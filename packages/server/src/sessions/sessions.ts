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

  /** The caller's session, issued on the spot when the request brought none. */
  const require = async (request: FastifyRequest, reply: FastifyReply): Promise<Session> => {
    const existing = await load(request);
    if (existing) return existing;
    const id = randomBytes(32).toString('base64url');
    await db.query('INSERT INTO sessions (id) VALUES ($1)', [id]);
    reply.setCookie(SESSION_COOKIE, id, {
      signed: true,
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secure,
      path: '/',
      maxAge: 60 * 60 * 24 * 30,
    });
    const session: Session = { id, principal: null };
    request.existingSession = session;
    return session;
  };

  return { load, require };
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
