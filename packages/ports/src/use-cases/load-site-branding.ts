import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { SiteDirectory } from '../driven/site-directory.ts';
import type { SiteBranding } from '../shell/shell-types.ts';

/**
 * Title, favicon, logos and app links of the host (get-external-site-dynamic-information), cached for
 * the life of the page: they change when an administrator uploads an image, not while someone shops.
 */
export const loadSiteBranding = ({ directory }: { readonly directory: SiteDirectory }) => {
  const cache = new Map<string, ResultAsync<SiteBranding, DomainError>>();
  return (host: string): ResultAsync<SiteBranding, DomainError> => {
    const key = host.toLowerCase();
    const cached = cache.get(key);
    if (cached) return cached;
    const loading = directory.branding(key).mapErr((error) => {
      cache.delete(key);
      return error;
    });
    cache.set(key, loading);
    return loading;
  };
};

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadSiteBranding: ReturnType<typeof loadSiteBranding>;
  }
}
