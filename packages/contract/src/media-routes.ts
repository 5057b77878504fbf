import * as t from 'io-ts';
import { Limits } from '@benefit-store/domain';
import { OptionalText, Text } from './fields.ts';
import { media } from './routes.ts';

const file = t.type({ file: Text(Limits.segment) });

/**
 * Images the server draws from catalogue and site data (logos, portraits, category tiles, site art).
 * Their URLs appear in API answers; the storefront only ever follows them.
 */
export const MediaRoutes = {
  categoryImage: media('GET', '/categories/:file', { params: file }),
  /** `lang`: the language of the words an image has in it (the app badges'); English when absent (docs/adr/0900). */
  siteImage: media('GET', '/site/:site/:file', {
    params: t.type({ site: Text(Limits.domain), file: Text(Limits.segment) }),
    query: t.type({ lang: OptionalText(Limits.id) }),
  }),
  planLogo: media('GET', '/plan-logos/:file', { params: file }),
  logo: media('GET', '/logos/:file', { params: file }),
  portrait: media('GET', '/portraits/:file', { params: file }),
  /** A logo an operator uploaded, named by the SHA-256 of its bytes (docs/adr/0801-operators.md). */
  uploadedImage: media('GET', '/uploads/:file', { params: file }),
} as const;
