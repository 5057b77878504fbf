import { isIP } from 'node:net';

export interface AddressRange {
  readonly address: string;
  /** The CIDR prefix length; undefined for a single address. */
  readonly prefix: number | undefined;
  readonly family: 'ipv4' | 'ipv6';
}

/**
 * An operator's address or CIDR range (`10.0.0.1`, `10.0.0.0/8`, `::1`, `fd00::/8`), the way TRUST_PROXY and METRICS_ALLOW
 * read it; undefined when it is neither (a name, a prefix past the family's bits, a second slash).
 */
export const addressRange = (entry: string): AddressRange | undefined => {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return undefined;
  if (prefix !== undefined && (!/^\d{1,3}$/.test(prefix) || Number(prefix) > (family === 4 ? 32 : 128))) return undefined;
  return { address, prefix: prefix === undefined ? undefined : Number(prefix), family: family === 4 ? 'ipv4' : 'ipv6' };
};
