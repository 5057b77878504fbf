import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { SiteDirectory } from '../driven/site-directory.ts';

/** The footer's support-request link (get-ticket-link). */
export const loadTicketLink =
  ({ directory }: { readonly directory: SiteDirectory }) =>
  (): ResultAsync<string, DomainError> =>
    directory.ticketLink();

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadTicketLink: ReturnType<typeof loadTicketLink>;
  }
}
