import { ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { Geolocator } from '../driven/help-desk.ts';
import { currentVisit } from '../site-visit.ts';
import type { LocationDeps } from './should-ask-for-location.ts';

export interface ShareLocationDeps extends LocationDeps {
  readonly geolocator: Geolocator;
}

/**
 * Allow on the location prompt: read the device's position (when it can tell), record the lead with
 * it, and keep the position and the ZIP it resolved to. A device that cannot tell still records the
 * lead, so that the prompt does not come back.
 */
export const shareLocation =
  ({ leads, session, site, geolocator }: ShareLocationDeps) =>
  (): ResultAsync<{ readonly zip?: string }, DomainError> =>
    ResultAsync.fromSafePromise(geolocator.currentPosition()).andThen((position) =>
      leads.record(currentVisit(session, site), position).map((result) => {
        session.device.set('locationAnswered', 'allowed');
        if (position) session.device.set('location', JSON.stringify(position));
        if (result.zip) session.device.set('zipCode', result.zip);
        return result;
      }),
    );

declare module '../use-case-registry.ts' {
  interface UseCases {
    ShareLocation: ReturnType<typeof shareLocation>;
  }
}
