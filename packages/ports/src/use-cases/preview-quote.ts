import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { QuoteGateway } from '../driven/quote-gateway.ts';
import type { SessionStore } from '../driven/session-store.ts';
import { withQuote } from '../shopping/current-quote.ts';
import type { QuotePreview, QuoteRequest } from '../shopping/shopping-types.ts';

/** The quote form's Preview: the server's rendering of the quote mail (the same one Send delivers). */
export const previewQuote =
  ({ quotes, session }: { readonly quotes: QuoteGateway; readonly session: SessionStore }) =>
  (quote: QuoteRequest): ResultAsync<QuotePreview, DomainError> =>
    withQuote(session, (tempId) => quotes.preview(tempId, quote));

declare module '../use-case-registry.ts' {
  interface UseCases {
    PreviewQuote: ReturnType<typeof previewQuote>;
  }
}
