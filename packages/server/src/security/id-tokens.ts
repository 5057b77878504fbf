import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The "encrypted ids" decrypt-detail opens (docs/adr/0400): an id sealed by this server with AES-256-GCM,
 * so a link can carry an agent, group, portal, plan or user id without disclosing or letting anyone forge it.
 * Token: `bs1.<iv>.<ciphertext>.<tag>` (base64url). The id's kind (agentId, groupId, ...) is the additional
 * authenticated data, so a token sealed as a group id cannot be replayed as an agent id.
 */
export type IdKind = 'agentId' | 'groupId' | 'portalId' | 'planId' | 'userID';

export interface IdTokens {
  seal(kind: IdKind, id: string): string;
  /** The id, or undefined for anything this server did not seal as this kind (forged, altered, other kind). */
  open(kind: IdKind, token: string): string | undefined;
}

const VERSION = 'bs1';
const MAX_TOKEN_LENGTH = 512;

export const idTokens = (secret: Buffer): IdTokens => {
  // A key of its own, derived from the secret: sealing ids never shares a key with PII encryption.
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'benefit-store id tokens v1', 32));
  return {
    seal(kind, id) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(kind));
      const body = Buffer.concat([cipher.update(id, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
    },
    open(kind, token) {
      if (token.length > MAX_TOKEN_LENGTH) return undefined;
      const [version, iv, body, tag, ...rest] = token.split('.');
      if (version !== VERSION || !iv || body === undefined || !tag || rest.length > 0) return undefined;
      try {
        const ivBytes = Buffer.from(iv, 'base64url');
        const tagBytes = Buffer.from(tag, 'base64url');
        if (ivBytes.length !== 12 || tagBytes.length !== 16) return undefined;
        const decipher = createDecipheriv('aes-256-gcm', key, ivBytes);
        decipher.setAAD(Buffer.from(kind));
        decipher.setAuthTag(tagBytes);
        const id = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
        return id.length > 0 ? id : undefined;
      } catch {
        // The authentication tag did not match: forged, altered, or sealed by another key or as another kind.
        return undefined;
      }
    },
  };
};
