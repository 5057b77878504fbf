import { errAsync, type ResultAsync } from 'neverthrow';
import { Messages, parseZip, validationError, type DomainError } from '@benefit-store/domain';
import type { StorefrontGateway } from '../driven/site-directory.ts';

/**
 * The 3-slide quote's first Next: the zip's form first ('Field is required' / 'Invalid Zip code'
 * under `zip`), then the server's zip check. The caller waits the spec's 2 seconds before calling.
 */
export const checkQuoteZip =
  ({ storefront }: { readonly storefront: StorefrontGateway }) =>
  (zip: string): ResultAsync<{ readonly state?: string }, DomainError> => {
    const parsed = parseZip(zip);
    if (parsed.isErr()) return errAsync(validationError({ zip: parsed.error }));
    return storefront
      .checkZip(parsed.value)
      .mapErr((error) => (error.kind === 'validation' || error.kind === 'not-found' ? validationError({ zip: Messages.invalidZip }) : error));
  };

/** The spec's pause before the zip check runs (doc 000 section 9). */
export const ZIP_CHECK_DELAY_MS = 2000;

declare module '../use-case-registry.ts' {
  interface UseCases {
    CheckQuoteZip: ReturnType<typeof checkQuoteZip>;
  }
}
