import { ResultAsync, errAsync, okAsync } from 'neverthrow';
import type * as t from 'io-ts';
import { AppClientHeader, EnrollmentVersion, EnrollmentVersionHeaders, ErrorEnvelope, decode, routePath, type Route } from '@benefit-store/contract';
import { conflict, Messages, notFound, unavailable, unexpected, validationError, type DomainError } from '@benefit-store/domain';
import type { VersionLink } from '@benefit-store/ports';
import type { HttpTransport } from './transport.ts';

/** The fields the server's two 409 refusals of an enrollment name (docs/adr/0712). */
const CHANGED_ELSEWHERE = 'enrollment_version';
const ALREADY_CONFIRMED = 'enrollment_status';

export interface CallOptions {
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string | undefined>>;
  readonly body?: unknown;
  /**
   * A call that changes the enrollment though its method says read (remove-plan-from-cart is a GET on the wire): it
   * is sent based on the link's version and its answer moves the link on, as any change (docs/adr/0712).
   */
  readonly changes?: boolean;
  /** Sees an answer before it is read as an error or success; true: it was handled (attempt's refusals). */
  readonly onError?: (status: number, body: unknown) => boolean;
}

/**
 * Every call to the API goes through here: the wire's envelopes become domain values at this edge
 * and nowhere else. 204 means "not found"; `{status:'error', data:[...]}` becomes field errors; a body
 * that does not match the contract is an unexpected error, never a silent half-value.
 */
/** A call's answer where a coded refusal (docs/adr/0610) is a value: pricing banners, add-to-cart refusals. */
export type Outcome<A, R> = { readonly kind: 'ok'; readonly value: A } | { readonly kind: 'refused'; readonly refusal: R };

/**
 * `link` (docs/adr/0712): a change sends the version its screen showed (`If-Enrollment-Version`), and the version a
 * successful answer carries is told to the link: every answer for a link that reads (the lowest one wins), only the
 * answers to changes for a link that changes (a read made while saving never moves a screen's version on).
 */
export const apiClient = (transport: HttpTransport, headers: () => Readonly<Record<string, string>> = () => ({}), link?: VersionLink) => {
  const client = {
    /** The same client, for one screen's reads or changes of an enrollment. */
    versioned: (versionLink: VersionLink) => apiClient(transport, headers, versionLink),
    /**
     * Like `call`, but a 4xx body that `refusal` decodes (an error envelope carrying an errorCode) answers
     * `{kind:'refused'}` instead of failing; any other error is an error as with `call`.
     */
    attempt<A, R>(route: Route, codec: t.Decoder<unknown, A>, refusal: t.Decoder<unknown, R>, options: CallOptions = {}): ResultAsync<Outcome<A, R>, DomainError> {
      let refused: { readonly value: R } | undefined;
      const onError = (status: number, body: unknown): boolean => {
        if (status < 400 || status >= 500) return false;
        const decoded = decode(refusal, body);
        if (decoded.ok) refused = { value: decoded.value };
        return decoded.ok;
      };
      return client
        .call(route, codec, { ...options, onError })
        .map((value): Outcome<A, R> => ({ kind: 'ok', value }))
        .orElse((error) => (refused ? okAsync<Outcome<A, R>, DomainError>({ kind: 'refused', refusal: refused.value }) : errAsync(error)));
    },
    call<A>(route: Route, codec: t.Decoder<unknown, A>, options: CallOptions = {}): ResultAsync<A, DomainError> {
      const changes = options.changes ?? route.method !== 'GET';
      const basedOn = link?.kind === 'change' && changes ? link.basedOn() : undefined;
      const request = {
        method: route.method,
        path: routePath(route, options.params),
        // The app's own header on every call: a GET that changes something is refused without it (contract's app-client.ts).
        headers: { [AppClientHeader.name]: AppClientHeader.value, ...headers(), ...(basedOn !== undefined ? { [EnrollmentVersionHeaders.basedOn]: String(basedOn) } : {}) },
        ...(options.query ? { query: options.query } : {}),
        ...(options.body !== undefined ? { body: options.body } : {}),
      };
      return ResultAsync.fromPromise(transport.send(request), () => unavailable(Messages.apiUnreachable)).andThen(({ status, body, headers: answered }) => {
        const version = answered?.[EnrollmentVersionHeaders.current];
        if (link && version !== undefined && status >= 200 && status < 300 && (link.kind === 'read' || changes)) {
          const decoded = decode(EnrollmentVersion, version);
          if (decoded.ok) link.seen(decoded.value);
        }
        if (status === 204) return errAsync(notFound(`${route.path}: not found`));
        if (options.onError?.(status, body)) return errAsync(unexpected(`${route.path}: refused`));
        const failure = decode(ErrorEnvelope, body);
        if (failure.ok) {
          const fields = Object.fromEntries(failure.value.data.map((e) => [e.target_element, e.error_message]));
          if (status === 404) return errAsync(notFound(Object.values(fields).join('; ') || `${route.path}: not found`));
          if (status >= 500) return errAsync(unavailable(Object.values(fields).join('; ')));
          if (status === 409 && fields[CHANGED_ELSEWHERE]) return errAsync(conflict('changed-elsewhere', fields[CHANGED_ELSEWHERE]));
          if (status === 409 && fields[ALREADY_CONFIRMED]) return errAsync(conflict('already-confirmed', fields[ALREADY_CONFIRMED]));
          return errAsync(validationError(fields));
        }
        if (status >= 500) return errAsync(unavailable(`${route.path} answered ${status}`));
        if (status === 404) return errAsync(notFound(`${route.path}: not found`));
        const decoded = decode(codec, body);
        return decoded.ok
          ? okAsync(decoded.value)
          : errAsync(unexpected(`${route.path} answered in an unexpected shape: ${decoded.problems.slice(0, 3).join('; ')}`));
      });
    },
  };
  return client;
};

export type ApiClient = ReturnType<typeof apiClient>;
