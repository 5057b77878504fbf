import { createHash } from 'node:crypto';
import * as t from 'io-ts';
import type { Queryable } from '../db/database.ts';
import { exec, row } from '../db/rows.ts';

/** The SQL of uploaded site images (docs/adr/0801-operators.md): operators' logos, served by the media routes. */

/** Keeps an uploaded logo under the SHA-256 of its bytes (once, however often it is uploaded); its URL. */
export const storeSiteImage = async (tx: Queryable, image: { readonly bytes: Uint8Array; readonly contentType: string; readonly extension: string }): Promise<string> => {
  const id = `${createHash('sha256').update(image.bytes).digest('hex')}.${image.extension}`;
  await exec(tx, 'INSERT INTO site_images (id, content_type, bytes) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING', [id, image.contentType, Buffer.from(image.bytes)]);
  return `/media/uploads/${id}`;
};

/** A bytea column: node-postgres hands back a Buffer, PGlite a Uint8Array; both are Uint8Arrays. */
const Bytes = new t.Type<Uint8Array, Uint8Array, unknown>('Bytes', (u): u is Uint8Array => u instanceof Uint8Array, (u, c) => (u instanceof Uint8Array ? t.success(u) : t.failure(u, c)), (b) => b);

export const SiteImageRow = t.type({ content_type: t.string, bytes: Bytes });
export const siteImageById = (db: Queryable, id: string) => row(db, SiteImageRow, 'SELECT content_type, bytes FROM site_images WHERE id = $1', [id]);

