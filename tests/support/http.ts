import { request } from 'undici';

export interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly text: string;
  readonly body: unknown;
  /** The bs_session cookie the response set, as `name=value`; '' when it cleared it. */
  readonly cookie: string | undefined;
}

/** One HTTP call on the bare wire with an explicit cookie (or none), so a test controls every header. */
export const http = async (
  base: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  path: string,
  options: { cookie?: string | undefined; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> => {
  const response = await request(base + path, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.body.text();
  const setCookie = [response.headers['set-cookie'] ?? []].flat().find((line) => line.startsWith('bs_session='));
  let body: unknown = null;
  try {
    body = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    body = text;
  }
  return { status: response.statusCode, headers: response.headers, text, body, cookie: setCookie?.split(';')[0] };
};

/** The field errors of an error envelope, as field -> message. */
export const fieldsOfError = (answer: Answer): Record<string, string> =>
  Object.fromEntries(((answer.body as { data?: { target_element: string; error_message: string }[] }).data ?? []).map((e) => [e.target_element, e.error_message]));

/**
 * How many requests the server's /metrics counted on a route (`http_requests_total`), those answered with
 * `statusClass` ('2xx', '4xx' ...) only when given.
 */
export const servedRequests = async (base: string, method: string, route: string, statusClass = ''): Promise<number> => {
  const metrics = await http(base, 'GET', '/metrics');
  const prefix = `http_requests_total{method="${method}",route="${route}",status_class="${statusClass}`;
  return metrics.text
    .split('\n')
    .filter((line) => line.startsWith(prefix))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
};
