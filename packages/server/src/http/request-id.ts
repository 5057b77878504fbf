import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header a request id arrives in (from a proxy, or the client) and goes back in (docs/adr/0015). */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an incoming id may be: 1 to 128 letters, digits and `.`, `_`, `:`, `-` (UUIDs, nginx's $request_id, trace
 * ids). Anything else (longer, spaces, quotes, control characters a log reader would trip on) is replaced.
 */
const ACCEPTED = /^[A-Za-z0-9._:-]{1,128}$/;

/** The incoming id when it is one we take; undefined otherwise (absent, repeated, or outside the charset/length). */
export const acceptedRequestId = (header: string | string[] | undefined): string | undefined =>
  typeof header === 'string' && ACCEPTED.test(header) ? header : undefined;

/** fastify's genReqId: the caller's id when acceptable, else a fresh UUID. */
export const requestIdOf = (request: Pick<IncomingMessage, 'headers'>): string =>
  acceptedRequestId(request.headers[REQUEST_ID_HEADER]) ?? randomUUID();
