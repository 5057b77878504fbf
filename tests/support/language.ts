import { http } from './http.ts';
import type { TestServer } from './test-server.ts';
import type { Shopper } from './wizard-journey.ts';

/**
 * The same shopper (session and enrollment), each of its calls asking to be answered in `acceptLanguage`: what the
 * storefront sends on every API call once the visitor chose a language (issue 25).
 */
export const speaking = (server: TestServer, me: Shopper, acceptLanguage: string): Shopper => {
  const headers = { 'accept-language': acceptLanguage };
  const cookie = me.cookie || undefined;
  return {
    ...me,
    get: (path, query = {}) =>
      http(server.url, 'GET', `/api/v1/${path}?${new URLSearchParams({ enrollment_id: me.enrollmentId, ...query })}`, { cookie, headers }),
    post: (path, body) => http(server.url, 'POST', `/api/v1/${path}`, { cookie, headers, body: { enrollment_id: me.enrollmentId, ...body } }),
  };
};

/** The names a `Vary` header lists, lower-cased. */
export const varies = (vary: string | string[] | undefined): string[] =>
  [vary ?? []]
    .flat()
    .flatMap((value) => value.split(','))
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
