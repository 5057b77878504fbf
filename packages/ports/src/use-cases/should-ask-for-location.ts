import { okAsync, type ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { LeadGateway, SiteIdentity } from '../driven/help-desk.ts';
import type { SessionStore } from '../driven/session-store.ts';
import { currentVisit } from '../site-visit.ts';

export interface LocationDeps {
  readonly leads: LeadGateway;
  readonly session: SessionStore;
  readonly site: SiteIdentity;
}

/**
 * Whether the location prompt shows (docs/adr/0402): not once this device answered it here (Allow or
 * Don't Allow), not to a signed-in rep or group administrator, not once a quote is under way (its ZIP is known, and
 * the prompt would float over the plans, the cart and the wizard's forms), and otherwise only while the benefit
 * service has no lead for this device on this site. A failed check shows nothing: the prompt is an offer, never in
 * the way.
 */
export const shouldAskForLocation =
  ({ leads, session, site }: LocationDeps) =>
  (): ResultAsync<boolean, DomainError> => {
    if (session.device.get('locationAnswered') || session.quote.get('tempId')) return okAsync(false);
    // A signed-in rep or group administrator enrolls others: their device's position is no shopper's lead.
    const eprocess = session.signIn.get('eprocess');
    if (eprocess === 'rep' || eprocess === 'group') return okAsync(false);
    return leads
      .check(currentVisit(session, site))
      .map((status) => {
        if (status.zip) session.device.set('zipCode', status.zip);
        return !status.recorded;
      })
      .orElse(() => okAsync(false));
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    ShouldAskForLocation: ReturnType<typeof shouldAskForLocation>;
  }
}
