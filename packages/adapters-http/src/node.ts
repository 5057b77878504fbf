import { request } from 'undici';
import { answerBody } from '@benefit-store/contract';
import { withQuery, type HttpTransport } from './transport.ts';

/** Cookies the server set, kept between calls (and, by the CLI, between runs) so its session holds. */
export interface CookieJar {
  header(): string | undefined;
  store(setCookie: string | string[] | undefined): void;
  toJSON(): Record<string, string>;
}

export const cookieJar = (initial: Record<string, string> = {}): CookieJar => {
  const cookies = new Map(Object.entries(initial));
  return {
    header: () => (cookies.size ? [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') : undefined),
    store(setCookie) {
      for (const line of [setCookie ?? []].flat()) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        if (at <= 0) continue;
        const name = pair.slice(0, at).trim();
        const value = pair.slice(at + 1).trim();
        if (value === '' || /max-age=0/i.test(line)) cookies.delete(name);
        else cookies.set(name, value);
      }
    },
    toJSON: () => Object.fromEntries(cookies),
  };
};

/** Node's transport, over undici, for the CLI and the contract tests. */
export const undiciTransport = (baseUrl: string, jar: CookieJar = cookieJar()): HttpTransport => ({
  async send(req) {
    const hasBody = req.body !== undefined;
    const cookie = jar.header();
    const response = await request(baseUrl.replace(/\/$/, '') + withQuery(req.path, req.query), {
      method: req.method,
      headers: {
        accept: 'application/json',
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
        ...req.headers,
      },
      ...(hasBody ? { body: JSON.stringify(req.body) } : {}),
    });
    jar.store(response.headers['set-cookie']);
    const text = await response.body.text();
    const contentType = response.headers['content-type'];
    const headers = Object.fromEntries(
      Object.entries(response.headers).flatMap(([name, value]) => (value === undefined ? [] : [[name.toLowerCase(), Array.isArray(value) ? value.join(', ') : value]])),
    );
    return { status: response.statusCode, headers, body: answerBody(response.statusCode, typeof contentType === 'string' ? contentType : null, text) };
  },
});
