import { describe, expect, it } from 'vitest';
import { assertProductionConfig, configFromEnv, listenAddress } from './config.ts';
import { ConfigurationError } from './configuration-error.ts';

const KEYS = { sessionSecret: 's'.repeat(48), piiKey: 'k', idTokenSecret: 't' };

describe('PUBLIC_URL, where links in mail lead (docs/adr/0701)', () => {
  it('is read as an origin, and is unset unless given', () => {
    expect(configFromEnv({}).publicUrl).toBeUndefined();
    expect(configFromEnv({ PUBLIC_URL: 'https://Benefits.Example.com/' }).publicUrl).toBe('https://benefits.example.com');
    expect(configFromEnv({ PUBLIC_URL: ' http://localhost:8080 ' }).publicUrl).toBe('http://localhost:8080');
  });

  it('refuses an address a link cannot start with, naming PUBLIC_URL', () => {
    for (const bad of ['benefits.example.com', 'ftp://benefits.example.com', 'https://benefits.example.com/store', 'https://a:b@benefits.example.com', 'https://x.example?a=1']) {
      expect(() => configFromEnv({ PUBLIC_URL: bad }), bad).toThrow(ConfigurationError);
      expect(() => configFromEnv({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL/);
    }
  });

  it('is required in production, named with any missing key; development needs none', () => {
    expect(() => assertProductionConfig({ production: true, keys: KEYS })).toThrow(/these are not set: PUBLIC_URL\./);
    expect(() => assertProductionConfig({ production: true, keys: { sessionSecret: 'x' } })).toThrow(/PII_ENCRYPTION_KEY, ID_TOKEN_SECRET, PUBLIC_URL/);
    expect(() => assertProductionConfig({ production: true, keys: KEYS, publicUrl: 'https://benefits.example.com' })).not.toThrow();
    expect(() => assertProductionConfig({ production: false, keys: {} })).not.toThrow();
  });

  it("defaults, in development, to the address the server listens on as it is opened from this machine", () => {
    expect(listenAddress('127.0.0.1', 41234)).toBe('http://127.0.0.1:41234');
    expect(listenAddress('0.0.0.0', 8080)).toBe('http://localhost:8080');
    expect(listenAddress('::1', 8080)).toBe('http://[::1]:8080');
  });
});

describe('TRUST_PROXY, the proxies trusted to name the client (docs/adr/0007-trusted-proxies-and-app-requests.md)', () => {
  it('is a hop count or a list of addresses and ranges; unset, empty or 0 trusts none', () => {
    expect(configFromEnv({}).trustProxy).toBeUndefined();
    expect(configFromEnv({ TRUST_PROXY: '0' }).trustProxy).toBeUndefined();
    expect(configFromEnv({ TRUST_PROXY: '1' }).trustProxy).toEqual({ kind: 'hops', hops: 1 });
    expect(configFromEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback' }).trustProxy).toEqual({
      kind: 'addresses',
      ranges: ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback'],
    });
  });

  it('refuses to trust everything, or what is no address, naming TRUST_PROXY', () => {
    for (const bad of ['true', 'TRUE', '*', 'all', '0.0.0.0/0', '::/0', '10.0.0.0/33', 'proxy.example', '10.0.0.1,', '99']) {
      expect(() => configFromEnv({ TRUST_PROXY: bad }), bad).toThrow(ConfigurationError);
      expect(() => configFromEnv({ TRUST_PROXY: bad }), bad).toThrow(/^TRUST_PROXY must name the trusted proxies/);
    }
  });
});

describe('production defaults (issue 19, section 3; docs/adr/0704)', () => {
  it('makes cookies Secure (and so sends HSTS) in production unless told the site runs without TLS', () => {
    expect(configFromEnv({ NODE_ENV: 'production' }).secureCookies).toBe(true);
    expect(configFromEnv({ NODE_ENV: 'production', INSECURE_HTTP: '1' }).secureCookies).toBe(false);
    expect(configFromEnv({ NODE_ENV: 'production', INSECURE_HTTP: '1', SECURE_COOKIES: '1' }).secureCookies).toBe(true);
    expect(configFromEnv({}).secureCookies).toBe(false);
    expect(configFromEnv({ SECURE_COOKIES: '1' }).secureCookies).toBe(true);
  });

  it('serves the development mailbox only when asked for', () => {
    expect(configFromEnv({}).devMailbox).toBe(false);
    expect(configFromEnv({ DEV_MAILBOX: '1' }).devMailbox).toBe(true);
    expect(configFromEnv({ MAIL_KEEP_SENT_DAYS: '2' }).mailKeepSentDays).toBe(2);
    expect(configFromEnv({}).mailKeepSentDays).toBe(7);
  });
});
