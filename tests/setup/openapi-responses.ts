import type { IncomingHttpHeaders } from 'node:http';
import { afterEach, expect } from 'vitest';
import { DecoratorHandler, getGlobalDispatcher, setGlobalDispatcher, type Dispatcher } from 'undici';
import { openApiDocument } from '@benefit-store/contract/openapi';
import { responseChecker } from '../support/openapi-check.ts';

/**
 * Every response a contract suite receives over undici (the adapters' transport, `http`, `raw` and the suites' own
 * `request` calls all go through the global dispatcher) is checked against the published OpenAPI document
 * (docs/adr/0012-the-published-contract.md). A response the document does not describe fails the test that received it: either the server
 * or the contract is wrong, and the document cannot drift from what the server says.
 */

interface Seen {
  readonly problems: string[];
  checked: number;
}

const STATE = Symbol.for('benefit-store.tests.openapi-responses');
const holder = globalThis as unknown as { [STATE]?: Seen };

if (!holder[STATE]) {
  const seen: Seen = { problems: [], checked: 0 };
  holder[STATE] = seen;
  const checker = responseChecker(openApiDocument());

  // undici's typings of DecoratorHandler lag behind its code: it forwards every handler method.
  interface Forwarding {
    onResponseStart(controller: Dispatcher.DispatchController, statusCode: number, headers: IncomingHttpHeaders, statusMessage?: string): void;
    onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void;
    onResponseEnd(controller: Dispatcher.DispatchController, trailers: IncomingHttpHeaders): void;
  }
  const Decorated = DecoratorHandler as unknown as new (handler: Dispatcher.DispatchHandler) => Dispatcher.DispatchHandler & Forwarding;

  class Recording extends Decorated {
    readonly #method: string;
    readonly #path: string;
    #status = 0;
    #contentType: string | undefined;
    #encoded = false;
    readonly #chunks: Buffer[] = [];

    constructor(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler) {
      super(handler);
      this.#method = String(options.method).toUpperCase();
      this.#path = options.path;
    }

    override onResponseStart(controller: Dispatcher.DispatchController, statusCode: number, headers: IncomingHttpHeaders, statusMessage?: string) {
      this.#status = statusCode;
      const type = headers['content-type'];
      this.#contentType = Array.isArray(type) ? type[0] : type;
      this.#encoded = headers['content-encoding'] !== undefined && headers['content-encoding'] !== 'identity';
      return super.onResponseStart(controller, statusCode, headers, statusMessage);
    }

    override onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer) {
      this.#chunks.push(Buffer.from(chunk));
      return super.onResponseData(controller, chunk);
    }

    override onResponseEnd(controller: Dispatcher.DispatchController, trailers: IncomingHttpHeaders) {
      // A compressed body (the storefront's files) is not an API answer: nothing to check.
      if (!this.#encoded) {
        const verdict = checker.check({ method: this.#method, path: this.#path, status: this.#status, contentType: this.#contentType, body: Buffer.concat(this.#chunks) });
        if (verdict.operationId) seen.checked++;
        seen.problems.push(...verdict.problems);
      }
      return super.onResponseEnd(controller, trailers);
    }
  }

  setGlobalDispatcher(
    getGlobalDispatcher().compose((dispatch: Dispatcher['dispatch']) => (options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler) => dispatch(options, new Recording(options, handler))),
  );
}

/** The responses checked since the process started, and what did not match (for the suites that report it). */
export const openApiResponses = (): Seen => holder[STATE]!;

afterEach(() => {
  const problems = holder[STATE]!.problems.splice(0);
  expect(problems, 'responses that the published OpenAPI document (GET /api/v1/openapi.json) does not describe').toEqual([]);
});
