import { AppClientHeader } from './app-client.ts';
import { EnrollmentVersionHeaders } from './enrollment-version.ts';

/**
 * What a client needs to batch reads (docs/adr/0511-read-batches.md), kept apart from the batch's codecs and from the
 * route tables so that the storefront's first script carries a few strings, not every route's codecs
 * (read-batch.test.ts checks these lists against the route tables).
 */
export const ReadBatch = {
  /** The header on API answers (and the meta element of the storefront's page) that offers batches: the batch route's path. */
  offer: 'x-read-batch',
  /** The batch route. */
  path: '/api/v1/read-batch',
  /** At most this many reads in one batch. */
  maxReads: 12,
  /** What a batched read may carry of its own headers: those the server reads of a read. */
  headers: ['accept-language', EnrollmentVersionHeaders.basedOn, AppClientHeader.name] as const,
} as const;

/**
 * The reads a client sends alone even where batches are offered: the lookups every cache may keep (`fixed` in
 * lookup-validators.ts: a browser answers them from its cache, which a batch would bypass) and the spec's GET that
 * changes the cart (refused inside a batch).
 */
export const READS_ALONE: ReadonlySet<string> = new Set([
  '/api/v1/get-states',
  '/api/v1/get-ethnic-category',
  '/api/v1/get-beneficiary-relationships',
  '/api/v1/get-average-work-week',
  '/api/v1/get-employment-status',
  '/api/v1/get-compensation-types',
  '/api/v1/get-vacation-policy',
  '/api/v1/get-bargaining-unit',
  '/api/v1/get-holiday-policy',
  '/api/v1/remove-plan-from-cart',
]);

/** The POSTs that only read (the spec's check-already-in-cart sends its ids in a body): a batch may carry them. */
export const READS_BY_POST: ReadonlySet<string> = new Set(['/api/v1/check-already-in-cart']);

/** Whether a POST of `path` (no query string) is a read a batch may carry. */
export const readByPost = (path: string): boolean => READS_BY_POST.has(path);

/** Whether a request of `method` to `path` (no query string) may travel in a batch. */
export const batchableRead = (method: string, path: string): boolean =>
  method === 'POST' ? readByPost(path) : method === 'GET' && path.startsWith('/api/v1/') && !READS_ALONE.has(path) && path !== ReadBatch.path;

/** Each read's answer, as the batch route answers it. */
export interface BatchedAnswerWire {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: unknown;
}

/** The batch's answer, when it is one for `count` reads (checked by shape: the codecs stay on the server's side). */
export const batchAnswers = (body: unknown, count: number): readonly BatchedAnswerWire[] | undefined => {
  const answers = typeof body === 'object' && body !== null ? (body as { answers?: unknown }).answers : undefined;
  if (!Array.isArray(answers) || answers.length !== count) return undefined;
  const wellFormed = answers.every(
    (a: unknown) =>
      typeof a === 'object' &&
      a !== null &&
      typeof (a as { status?: unknown }).status === 'number' &&
      typeof (a as { headers?: unknown }).headers === 'object' &&
      (a as { headers?: unknown }).headers !== null,
  );
  return wellFormed ? (answers as BatchedAnswerWire[]) : undefined;
};
