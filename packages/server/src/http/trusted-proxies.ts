import { ConfigurationError } from '../configuration-error.ts';
import { addressRange } from './address-range.ts';

/**
 * Which proxies in front of the server are trusted to say who the client is (docs/adr/0007-trusted-proxies-and-app-requests.md): the last `hops` peers
 * (a hop count, when the server is reachable only through its proxies), or the peers whose address is in `ranges`
 * (addresses, CIDR ranges, or proxy-addr's names loopback, linklocal, uniquelocal). Never everything.
 */
export type TrustedProxies = { readonly kind: 'hops'; readonly hops: number } | { readonly kind: 'addresses'; readonly ranges: readonly string[] };

const NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const EXAMPLE = 'e.g. TRUST_PROXY=1 (one proxy in front) or TRUST_PROXY=127.0.0.1,10.0.0.0/8';

const refuse = (raw: string, why: string): never => {
  throw new ConfigurationError(`TRUST_PROXY must name the trusted proxies: a hop count or a comma list of addresses/CIDR ranges (${EXAMPLE}); ${why}, not ${JSON.stringify(raw)}.`);
};

const validRange = (entry: string): boolean => {
  if (NAMES.has(entry)) return true;
  const range = addressRange(entry);
  // A range of prefix 0 is every address: trusting it is trusting everything.
  return range !== undefined && (range.prefix === undefined || range.prefix >= 1);
};

/**
 * TRUST_PROXY, read once at start. Unset, empty or 0: no proxy is trusted (the TCP peer is the client). A whole
 * number: that many hops. Otherwise a comma list of addresses or ranges. `true`, `*`, `all` and ranges of prefix 0
 * would trust whatever a client writes in X-Forwarded-For, and are refused with this message.
 */
export const parseTrustProxy = (raw: string | undefined): TrustedProxies | undefined => {
  const value = (raw ?? '').trim();
  if (value === '' || value === '0' || value.toLowerCase() === 'false') return undefined;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 16) refuse(raw ?? '', 'a hop count is at most 16');
    return { kind: 'hops', hops };
  }
  if (['true', '*', 'all', 'yes'].includes(value.toLowerCase())) refuse(raw ?? '', 'trusting every hop would let any client choose its own address');
  const ranges = value.split(',').map((entry) => entry.trim());
  const bad = ranges.find((entry) => !validRange(entry));
  if (bad !== undefined) refuse(raw ?? '', `${JSON.stringify(bad)} is neither an address nor a range of prefix 1 or more`);
  return { kind: 'addresses', ranges };
};

/**
 * What fastify's `trustProxy` is given. The client is the first untrusted hop counted from the right of
 * X-Forwarded-For (the TCP peer being hop 0). A hop count is a function of the hop's position: fastify itself reads a
 * number as "trust nothing".
 */
export const fastifyTrustProxy = (trusted: TrustedProxies | undefined): false | string[] | ((address: string, hop: number) => boolean) => {
  if (!trusted) return false;
  if (trusted.kind === 'addresses') return [...trusted.ranges];
  const { hops } = trusted;
  return (_address, hop) => hop < hops;
};
