import { answerBody, API_PREFIX, EnrollmentVersionHeaders, ReadBatch, ReadBatchRoutes, readByPost, type BatchedRead } from '@benefit-store/contract';
import { Messages } from '@benefit-store/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { answer, type BatchMark, type Door } from './door.ts';
import { fieldErrorList } from './envelope.ts';
import { languageOf, translatorFor } from './language.ts';
import { REQUEST_ID_HEADER } from './request-id.ts';

/**
 * Reads asked together (contract's read-batch.ts, docs/adr/0511-read-batches.md). Each read goes through the server
 * as a request of its own (`inject`): its route's codec, the session of the batch's cookie, ownership, rate limits,
 * metrics and log line are those it would have had alone; only what crosses the network is shared. A read is
 * forwarded the batch's cookie, host and client address, and its own headers of `ReadBatch.headers`; it answers
 * the headers a client reads of a read. A route that changes something refuses to run inside a batch (the door
 * knows them: `door.insideBatch`), so a batch can only read.
 */

/** The headers a batched read's answer keeps: what a client reads of a read's answer. */
const ANSWERED_HEADERS = ['content-type', EnrollmentVersionHeaders.current, REQUEST_ID_HEADER] as const;

/**
 * Whether a batched read names a read of this API: a GET under /api/v1 (not a batch itself), or a read the spec sends
 * as a POST. The path must be one a router reads as written: `/api/v1/../media/...` would leave the API.
 */
const isBatchable = (read: BatchedRead) => {
  const [path = ''] = read.path.split('?');
  let resolved: string;
  try {
    resolved = new URL(read.path, 'http://read-batch.invalid').pathname;
  } catch {
    return false;
  }
  if (read.path.includes('#') || resolved !== path || path.includes('\\')) return false;
  return read.body === undefined ? path.startsWith(`${API_PREFIX}/`) && path !== ReadBatch.path : readByPost(path);
};

/**
 * A read run through the server on behalf of a request of a browser (a batch, a page drawing its copy): the read's
 * route sees that request's cookie, host, user agent and client address, the read's own headers, and the batch mark,
 * so a route that changes anything refuses (docs/adr/0511-read-batches.md).
 */
export const injectRead = (
  app: FastifyInstance,
  from: FastifyRequest,
  read: { readonly method: 'GET' | 'POST'; readonly url: string; readonly body?: object | undefined; readonly headers: Readonly<Record<string, string>> },
  mark: BatchMark,
) =>
  app.inject({
    method: read.method,
    url: read.url,
    ...(read.body === undefined ? {} : { payload: read.body }),
    remoteAddress: from.ip,
    headers: {
      ...(from.headers.cookie ? { cookie: from.headers.cookie } : {}),
      ...(from.headers.host ? { host: from.headers.host } : {}),
      ...(typeof from.headers['user-agent'] === 'string' ? { 'user-agent': from.headers['user-agent'] } : {}),
      ...read.headers,
      [mark.name]: mark.value,
    },
  });

const runRead = async (app: FastifyInstance, batch: FastifyRequest, read: BatchedRead, mark: BatchMark) => {
  if (!isBatchable(read)) {
    return { answer: { status: 400, headers: { 'content-type': 'application/json; charset=utf-8' }, body: refusal(batch) }, cookies: [] as string[] };
  }
  const ownHeaders = Object.fromEntries(Object.entries(read.headers ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const response = await injectRead(app, batch, { method: read.body === undefined ? 'GET' : 'POST', url: read.path, body: read.body, headers: ownHeaders }, mark);
  const headers: Record<string, string> = {};
  for (const name of ANSWERED_HEADERS) {
    const value = response.headers[name];
    if (value !== undefined) headers[name] = String(value);
  }
  const setCookie = response.headers['set-cookie'];
  return {
    answer: { status: response.statusCode, headers, body: answerBody(response.statusCode, headers['content-type'], response.payload) },
    cookies: setCookie === undefined ? [] : [setCookie].flat(),
  };
};

/** The error envelope a read that a batch may not carry answers (the batch's request id: the read never ran). */
const refusal = (batch: FastifyRequest) => ({
  status: 'error',
  statusCode: 400,
  data: fieldErrorList({ path: translatorFor(languageOf(batch))(Messages.malformedRequest) }),
  request_id: batch.id,
});

/**
 * The storefront's page offers batches too (a meta element named like the header), so that a first visit's first
 * reads can travel together before any answer has offered them.
 */
export const offerReadBatchIn = (html: string): string => html.replace('</head>', `<meta name="${ReadBatch.offer}" content="${ReadBatch.path}" />\n  </head>`);

export const registerReadBatch = (app: FastifyInstance, door: Door) => {
  // Offered on every answer of the product API: the storefront learns it from its first answer.
  app.addHook('onSend', (request, reply, payload, next) => {
    if (request.url.startsWith(`${API_PREFIX}/`)) reply.header(ReadBatch.offer, ReadBatch.path);
    next(null, payload);
  });
  door.route(ReadBatchRoutes.readBatch, { session: 'none' }, async ({ body, request, reply }) => {
    // All at once, as a client's reads sent alone would run; a cookie a read sets (a session it cleared) is the batch's.
    const ran = await Promise.all(body.reads.map((read) => runRead(app, request, read, door.insideBatch)));
    const cookies = ran.flatMap((r) => r.cookies);
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    // Written as it is: each read's words are in its own request's language already (a raw answer would be worded again).
    await reply.type('application/json; charset=utf-8').send(JSON.stringify({ answers: ran.map((r) => r.answer) }));
    return answer.sent();
  });
};
