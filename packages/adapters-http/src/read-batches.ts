import { batchableRead, batchAnswers, ReadBatch } from '@benefit-store/contract';
import { withQuery, type HttpRequest, type HttpResponse, type HttpTransport } from './transport.ts';

interface Waiting {
  readonly request: HttpRequest;
  readonly resolve: (response: HttpResponse) => void;
  readonly reject: (reason: unknown) => void;
}

/**
 * Reads asked in the same moment travel together (contract's read-batch.ts, docs/adr/0511-read-batches.md): once an
 * answer of the server has offered batches, the reads a screen asks in one turn of the event loop (its parts' queries
 * start in the same commit) are sent as one POST, and each read's promise settles with its own answer, as if it had
 * been sent alone. A read alone, a read the contract keeps alone (cacheable lookups), and every read to a server that
 * never offered batches (the spec's API) go as they are. A change sends the reads asked before it first, so a read
 * never leaves after a change it was asked before.
 */
export const batchedReads = (transport: HttpTransport, options: { readonly offered?: string | undefined } = {}): HttpTransport => {
  // `offered`: what the page said (the storefront's page offers batches as the API's answers do).
  let endpoint: string | undefined = options.offered?.startsWith('/') ? options.offered : undefined;
  let waiting: Waiting[] = [];
  let scheduled = false;

  const learn = (response: HttpResponse): HttpResponse => {
    const offered = response.headers?.[ReadBatch.offer];
    if (offered?.startsWith('/')) endpoint = offered;
    return response;
  };
  const alone = ({ request, resolve, reject }: Waiting) => void transport.send(request).then(learn).then(resolve, reject);

  const sendTogether = (group: readonly Waiting[], path: string) => {
    const reads = group.map(({ request }) => {
      const headers = Object.fromEntries(ReadBatch.headers.flatMap((name) => (request.headers?.[name] === undefined ? [] : [[name, request.headers[name]]])));
      return { path: withQuery(request.path, request.query), headers, ...(request.method === 'POST' ? { body: (request.body ?? {}) as Record<string, unknown> } : {}) };
    });
    transport.send({ method: 'POST', path, body: { reads }, ...(group[0]?.request.headers?.['accept-language'] ? { headers: { 'accept-language': group[0].request.headers['accept-language'] } } : {}) }).then(
      (response) => {
        const answers = response.status === 200 ? batchAnswers(response.body, group.length) : undefined;
        if (!answers) {
          // Not answered as a batch (a server that stopped offering them, a proxy in the way): each read alone.
          if (response.status === 404 || response.status === 405) endpoint = undefined;
          return group.forEach(alone);
        }
        group.forEach(({ resolve }, i) => resolve({ status: answers[i]!.status, headers: answers[i]!.headers, body: answers[i]!.body }));
      },
      (reason: unknown) => group.forEach(({ reject }) => reject(reason)),
    );
  };

  const flush = () => {
    scheduled = false;
    const group = waiting;
    waiting = [];
    const path = endpoint;
    if (group.length === 1 || path === undefined) return group.forEach(alone);
    for (let start = 0; start < group.length; start += ReadBatch.maxReads) {
      const part = group.slice(start, start + ReadBatch.maxReads);
      if (part.length === 1) alone(part[0]!);
      else sendTogether(part, path);
    }
  };

  return {
    send(request) {
      if (endpoint === undefined || !batchableRead(request.method, request.path)) {
        // A change: the reads asked before it leave first.
        if (request.method !== 'GET' && waiting.length > 0) flush();
        return transport.send(request).then(learn);
      }
      return new Promise<HttpResponse>((resolve, reject) => {
        waiting.push({ request, resolve, reject });
        if (scheduled) return;
        scheduled = true;
        setTimeout(flush, 0);
      });
    },
  };
};
