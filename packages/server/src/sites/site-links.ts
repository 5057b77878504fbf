import type { Queryable } from '../db/database.ts';
import { DEFAULT_BRAND_COLOR, type MailBrand } from '../mail/index.ts';
import { siteOfEnrollment, type EnrollmentSiteContext } from '../repository/site-directory.ts';

/**
 * Where links in mail point (docs/adr/0701). Every link is built from the site the mail belongs to, never from
 * the request's Host header (a forged Host would put an attacker's address into mail a member trusts) nor from
 * the process's own address alone: a group with a custom domain is linked on its domain, every other site on the
 * storefront's public address, PUBLIC_URL (in development the address the server listens on).
 */

/** The storefront's public address as an origin (`https://benefits.example.com`), read when a link is built. */
export type PublicAddress = () => string;

/**
 * A site's public base URL: a custom domain keeps the public address's scheme and port with its own host
 * (`acme.localhost:8080` in development, `https://acme.example` behind the production proxy); any other site is the
 * public address itself. The one place a link's origin is decided.
 */
export const siteBaseUrl = (publicUrl: string, customDomain: string | null | undefined): string => {
  if (!customDomain) return new URL(publicUrl).origin;
  const url = new URL(publicUrl);
  url.hostname = customDomain;
  return url.origin;
};

/** The site an enrollment belongs to as its mail shows it: its name, colour, and the base URL of its links. */
export const mailBrandOf = async (db: Queryable, context: EnrollmentSiteContext, publicAddress: PublicAddress): Promise<MailBrand> => {
  const site = await siteOfEnrollment(db, context);
  return {
    siteName: site?.name || 'Benefit Store',
    brandColor: site?.color || DEFAULT_BRAND_COLOR,
    siteUrl: siteBaseUrl(publicAddress(), site?.customDomain),
  };
};
