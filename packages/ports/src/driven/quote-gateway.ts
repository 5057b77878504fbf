import type { VersionLink } from './enrollment-version.ts';
import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { OpenedQuote, QuotePreview, QuoteRequest } from '../shopping/shopping-types.ts';

/** A rep's or group's personalised quote of the cart: preview it, send it; its recipient opens its link. */
export interface QuoteGateway {
  /** The same gateway for one of a screen's changes (docs/adr/0713): the cart's quote, based on the cart shown. */
  versioned(link: VersionLink): QuoteGateway;
  preview(tempId: string, quote: QuoteRequest): ResultAsync<QuotePreview, DomainError>;
  /** Answers the confirmation text ('Quote Successfully Sent to {email}'). */
  send(tempId: string, quote: QuoteRequest): ResultAsync<string, DomainError>;
  /** The mail's "Shop these plans" link (its token): an enrollment of this browser's own with the quote's plans. */
  openLink(token: string): ResultAsync<OpenedQuote, DomainError>;
}
