import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Tokens of links mailed to people (a signing link, a quote's "Shop these plans"): `<version>.<link id>.<expiry>.<mac>`.
 * The MAC (HMAC-SHA256 with a key derived from ID_TOKEN_SECRET for this kind of link alone) covers the link id, the
 * expiry and the enrollment the link was made for, so a token cannot be forged, extended or pointed at another
 * enrollment, nor replayed as another kind of link. The token is stored nowhere; the link's row (by its id) says
 * whether it is still good.
 */
export interface LinkTokens {
  sign(linkId: string, expiresAt: Date, enrollmentId: string): string;
  /** The link id and expiry of a token of this kind, before its row is read; undefined for anything malformed. */
  parse(token: string): { readonly linkId: string; readonly expiresAt: Date } | undefined;
  /** Whether the token's MAC holds for this enrollment. */
  verify(token: string, enrollmentId: string): boolean;
}

export interface LinkKind {
  /** The token's first part, e.g. `sgn1`. */
  readonly version: string;
  /** HKDF info: one key per kind of link. */
  readonly purpose: string;
}

export const linkTokens = (secret: Buffer, kind: LinkKind): LinkTokens => {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), kind.purpose, 32));
  const mac = (linkId: string, expiry: string, enrollmentId: string) => createHmac('sha256', key).update(`${linkId}.${expiry}.${enrollmentId}`).digest('base64url');
  const split = (token: string) => {
    const parts = token.split('.');
    if (parts.length !== 4 || parts[0] !== kind.version) return undefined;
    const [, linkId = '', expiry = '', tag = ''] = parts;
    if (!/^[A-Za-z0-9_-]{16,64}$/.test(linkId) || !/^\d{1,12}$/.test(expiry) || !/^[A-Za-z0-9_-]{43}$/.test(tag)) return undefined;
    return { linkId, expiry, tag };
  };
  return {
    sign: (linkId, expiresAt, enrollmentId) => {
      const expiry = String(Math.floor(expiresAt.getTime() / 1000));
      return [kind.version, linkId, expiry, mac(linkId, expiry, enrollmentId)].join('.');
    },
    parse: (token) => {
      const parts = split(token);
      return parts ? { linkId: parts.linkId, expiresAt: new Date(Number(parts.expiry) * 1000) } : undefined;
    },
    verify: (token, enrollmentId) => {
      const parts = split(token);
      if (!parts) return false;
      const expected = Buffer.from(mac(parts.linkId, parts.expiry, enrollmentId));
      const given = Buffer.from(parts.tag);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
};

/** A new link's id: 128 random bits. */
export const newLinkId = (): string => randomBytes(16).toString('base64url');
