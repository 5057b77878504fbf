import * as t from 'io-ts';
import { Limits, Messages } from '@benefit-store/domain';
import { AppClientHeader } from './app-client.ts';
import { EnrollmentVersionHeaders } from './enrollment-version.ts';
import { ListOf, OptionalText, Text } from './fields.ts';
import { describedAs } from './json-schema.ts';
import { ReadBatch } from './read-batch-rules.ts';
import { api } from './routes.ts';

/**
 * Reads a screen asks for together, in one request (issue 23, docs/adr/0511-read-batches.md). On a phone every
 * request is a round trip (150 ms on the bench's profile) and HTTP/1.1 runs six at a time: the plan page's eight
 * reads, a wizard step's four, were two or three round trips. A client that saw the server offer batches
 * (`ReadBatch.offer` on an API answer, read-batch-rules.ts) may send the reads it asks in the same moment as one POST; the server answers
 * each through its own route, as if it had come alone (codec, session, ownership, rate limit, language), and answers
 * them in order. Only reads: a route that changes something (remove-plan-from-cart is a GET by the spec) answers 400
 * inside a batch. A server that does not offer batches (the spec's own API) is sent every read alone.
 */

/**
 * The headers a read may carry, and only these: exact, so that decoding drops any other. A read's own address, host or
 * cookie would let a client be someone else inside a batch (behind a proxy, a new X-Forwarded-For at every read and
 * never a rate limit); the server gives every read the batch's own.
 */
const BatchedReadHeaders = t.exact(t.partial({
  'accept-language': OptionalText(Limits.short),
  [EnrollmentVersionHeaders.basedOn]: OptionalText(Limits.id),
  [AppClientHeader.name]: OptionalText(Limits.id),
}));

/**
 * One read: its path under /api/v1 with its query string, as it would be sent alone, and its headers; `body` for a
 * read the spec sends as a POST (`READS_BY_POST`), decoded by that route's own codec.
 */
export const BatchedRead = t.intersection([t.type({ path: Text(Limits.text) }), t.partial({ headers: BatchedReadHeaders, body: t.UnknownRecord })]);
export type BatchedRead = t.TypeOf<typeof BatchedRead>;

/** The reads: a JSON list (unlike a query string's lone value, anything else is refused) of at most `ReadBatch.maxReads`. */
const listOfReads = ListOf(BatchedRead, ReadBatch.maxReads);
const Reads = describedAs(
  new t.Type<BatchedRead[], unknown, unknown>(
    'Reads',
    listOfReads.is,
    (u, c) => (Array.isArray(u) && u.length > 0 ? listOfReads.validate(u, c) : t.failure(u, c, Messages.invalidValue)),
    (a) => listOfReads.encode(a),
  ),
  (schemaOf) => ({ type: 'array', minItems: 1, maxItems: ReadBatch.maxReads, items: schemaOf(BatchedRead), description: `From 1 to ${ReadBatch.maxReads} reads.` }),
);

export const ReadBatchRequest = t.type({ reads: Reads });

export const ReadBatchRoutes = {
  readBatch: api('POST', '/read-batch', { body: ReadBatchRequest }),
} as const;

/** Each read's answer, in the order asked: its status, the headers it would have had (lower-case), its body (null when empty). */
export const BatchedAnswer = t.type({ status: t.number, headers: t.record(t.string, t.string), body: t.unknown });
export const ReadBatchResponse = t.type({ answers: t.array(BatchedAnswer) });
export type ReadBatchResponse = t.TypeOf<typeof ReadBatchResponse>;

