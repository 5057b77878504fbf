/**
 * The host a `site_domain` parameter names. Clients send it base64-encoded (doc 000 section 7); a plain
 * host is accepted too, because "encoded" is all the spec says of get-domainSite-infromation. The port
 * is dropped: a site is a host name, whatever port serves it.
 */
const HOST = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?$/i;

const clean = (host: string): string => host.trim().toLowerCase().replace(/:\d+$/, '');

export const decodeSiteDomain = (raw: string | undefined): string => {
  const value = (raw ?? '').trim();
  if (value === '' || value.length > 512) return '';
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(value)) {
    const decoded = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8');
    if (HOST.test(decoded)) return clean(decoded);
  }
  let plain = value;
  try {
    plain = decodeURIComponent(value);
  } catch {
    // Not percent-encoded: use it as it is.
  }
  return HOST.test(plain) ? clean(plain) : '';
};
