import { errAsync, type ResultAsync } from 'neverthrow';
import { validateQuoteForm, validationError, type DomainError } from '@benefit-store/domain';
import type { QuoteGateway } from '../driven/quote-gateway.ts';
import type { SessionStore } from '../driven/session-store.ts';
import { changeOnScreen } from '../shopping/cart-screen.ts';
import type { QuoteRequest } from '../shopping/shopping-types.ts';
import type { ScreenVersion } from '../wizard/screen-version.ts';

/**
 * The quote form's Send: the domain's form rules first (Name and Email required, 'Please enter valid name',
 * 'Please enter valid email address'), then save-enrollment with tab 'cart_info'. Answers the confirmation
 * 'Quote Successfully Sent to {email}'. Only reps and groups may send (use canSendQuote to show the button;
 * the server refuses others with a `tab` error). Sending records the quote on the enrollment: from the cart page it is
 * based on the cart shown (docs/adr/0713), so the quote mailed is the cart the person sees.
 */
export const sendQuote =
  ({ quotes, session }: { readonly quotes: QuoteGateway; readonly session: SessionStore }) =>
  (quote: QuoteRequest, screen?: ScreenVersion): ResultAsync<string, DomainError> => {
    const checked = validateQuoteForm(quote);
    if (checked.isErr()) return errAsync(validationError(checked.error));
    return changeOnScreen(session, quotes, screen, (gateway, tempId) => gateway.send(tempId, checked.value));
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    SendQuote: ReturnType<typeof sendQuote>;
  }
}
