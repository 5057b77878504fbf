import { okAsync, type ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { SiteDirectory, StorefrontGateway } from '../driven/site-directory.ts';
import type { SessionStore } from '../driven/session-store.ts';

/**
 * Source 'elevate' (doc 000 section 4): with open type group and no portal yet, the elevate portal is
 * looked up and stored and the visitor goes to / (answered as the path). A quote already under way
 * records the elevate visit (track-elevate-traffic) once per quote.
 */
export const resolveElevateSource =
  ({ directory, storefront, session }: { readonly directory: SiteDirectory; readonly storefront: StorefrontGateway; readonly session: SessionStore }) => {
    const tracked = new Set<string>();
    return (): ResultAsync<string | undefined, DomainError> => {
      if (session.access.get('source') !== 'elevate') return okAsync(undefined);
      const tempId = session.quote.get('tempId');
      const track = tempId && !tracked.has(tempId)
        ? storefront.trackElevateTraffic(tempId).map(() => void tracked.add(tempId)).orElse(() => okAsync(undefined))
        : okAsync(undefined);
      if (session.site.get('openType') !== 'group' || session.site.get('portalId')) return track.map(() => undefined);
      return track.andThen(() =>
        directory.elevatePortal().map((portalId) => {
          session.site.set('portalId', portalId);
          return '/';
        }),
      );
    };
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    ResolveElevateSource: ReturnType<typeof resolveElevateSource>;
  }
}
