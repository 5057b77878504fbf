import { answerBody } from '@benefit-store/contract';

export interface HttpRequest {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Absolute path on the API host, query string excluded. */
  readonly path: string;
  readonly query?: Readonly<Record<string, string | undefined>>;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface HttpResponse {
  readonly status: number;
  /** The parsed JSON body, the raw text when it was not JSON, or null when there was none. */
  readonly body: unknown;
  /** Response headers by lower-case name (the enrollment's version travels in one, docs/adr/0712). */
  readonly headers?: Readonly<Record<string, string>>;
}

/** One HTTP exchange. Rejects only when no response arrived at all (network, DNS, refused). */
export interface HttpTransport {
  send(request: HttpRequest): Promise<HttpResponse>;
}

/** Path plus query string, with empty values dropped as the spec's clients do. */
export const withQuery = (path: string, query: HttpRequest['query']): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== '') params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

/** The browser's transport: same-origin by default, cookies included so the server's session holds. */
export const fetchTransport = (baseUrl = '', fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis)): HttpTransport => ({
  async send(request) {
    const hasBody = request.body !== undefined;
    const response = await fetchImpl(baseUrl + withQuery(request.path, request.query), {
      method: request.method,
      credentials: 'include',
      headers: { accept: 'application/json', ...(hasBody ? { 'content-type': 'application/json' } : {}), ...request.headers },
      ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
    });
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name.toLowerCase()] = value;
    });
    return { status: response.status, headers, body: answerBody(response.status, response.headers.get('content-type'), await response.text()) };
  },
});

/**
 * Reads asked again while the same read is on its way share its answer: two parts of a screen that need the same
 * list (the plans page's list and its head both read get-filtered-plans) make one request (issue 23). Only reads
 * that started after the last change this client sent are shared: a read asked again after a change must see it,
 * not the answer of a read that left before it.
 */
export const sharedReads = (transport: HttpTransport): HttpTransport => {
  const inFlight = new Map<string, Promise<HttpResponse>>();
  let changes = 0;
  return {
    send(request) {
      if (request.method !== 'GET') {
        changes += 1;
        return transport.send(request);
      }
      const key = JSON.stringify([changes, withQuery(request.path, request.query), request.headers ?? {}]);
      const shared = inFlight.get(key);
      if (shared) return shared;
      const sent = transport.send(request);
      inFlight.set(key, sent);
      const forget = () => void inFlight.delete(key);
      sent.then(forget, forget);
      return sent;
    },
  };
};
