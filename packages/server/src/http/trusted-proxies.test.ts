import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, parseTrustProxy } from './trusted-proxies.ts';

/** The client address fastify reads for a request from `peer` carrying `forwardedFor`, under TRUST_PROXY=`setting`. */
const clientOf = async (setting: string | undefined, peer: string, forwardedFor?: string): Promise<string> => {
  const app = Fastify({ trustProxy: fastifyTrustProxy(parseTrustProxy(setting)) });
  app.get('/', async (request) => ({ ip: request.ip }));
  const answer = await app.inject({ method: 'GET', url: '/', remoteAddress: peer, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });
  await app.close();
  return (answer.json() as { ip: string }).ip;
};

describe('the client is the first untrusted hop counted from the right (docs/adr/0007-trusted-proxies-and-app-requests.md)', () => {
  it('trusts no hop when TRUST_PROXY is unset', async () => {
    expect(await clientOf(undefined, '127.0.0.1', '198.51.100.1, 203.0.113.77')).toBe('127.0.0.1');
  });

  it('with a hop count, skips that many hops and no more, whatever the client wrote on the left', async () => {
    expect(await clientOf('1', '127.0.0.1', '198.51.100.1, 203.0.113.77')).toBe('203.0.113.77');
    expect(await clientOf('2', '127.0.0.1', '198.51.100.1, 203.0.113.77, 10.0.0.2')).toBe('203.0.113.77');
    expect(await clientOf('1', '127.0.0.1')).toBe('127.0.0.1');
  });

  it('with addresses and ranges, skips every listed hop from the right, and stops at the first one not listed', async () => {
    const list = '127.0.0.1,10.0.0.0/8';
    expect(await clientOf(list, '127.0.0.1', '198.51.100.7, 10.1.2.3')).toBe('198.51.100.7');
    expect(await clientOf(list, '127.0.0.1', '198.51.100.8, 203.0.113.9, 10.1.2.3')).toBe('203.0.113.9');
    // A peer that is no proxy of ours is the client, whatever it forwards.
    expect(await clientOf(list, '192.0.2.50', '198.51.100.9')).toBe('192.0.2.50');
  });
});
