import { request } from 'undici';
import { apiClient, type ApiClient } from '@benefit-store/adapters-http';
import { cookieJar, undiciTransport } from '@benefit-store/adapters-http/node';
import type { TestServer } from './test-server.ts';

/** A new visitor: its own cookie jar, so its own server session. */
export const visitor = (server: TestServer): ApiClient => apiClient(undiciTransport(server.url, cookieJar()));

/** One request on the bare wire, without a session: status, headers and the parsed JSON body (null when empty). */
export const raw = async (server: TestServer, method: 'GET' | 'POST', path: string, body?: unknown) => {
  const response = await request(server.url + path, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.body.text();
  return { status: response.statusCode, headers: response.headers, body: text ? (JSON.parse(text) as unknown) : null };
};
