import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { HelpDesk } from '../driven/help-desk.ts';

/** Create Ticket: the support-request page (get-ticket-link), which the widget opens in a new tab. */
export const createTicket =
  ({ helpDesk }: { readonly helpDesk: HelpDesk }) =>
  (): ResultAsync<string, DomainError> =>
    helpDesk.ticketLink();

declare module '../use-case-registry.ts' {
  interface UseCases {
    CreateTicket: ReturnType<typeof createTicket>;
  }
}
