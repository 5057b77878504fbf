import { errAsync, type ResultAsync } from 'neverthrow';
import { bankNameFromLookup, Limits, maskDigits, Messages, validationError, type DomainError } from '@benefit-store/domain';
import type { WizardGateway } from '../driven/wizard-gateway.ts';

/**
 * The routing number's blur: nine digits ('Routing number must be of 9 digits'), then the lookup fills the bank
 * name in upper case. A failure is the server's message under routing_number, and the page clears the bank name.
 */
export const lookUpRoutingNumber =
  ({ wizard }: { readonly wizard: WizardGateway }) =>
  (routingNumber: string): ResultAsync<{ readonly bankName: string }, DomainError> => {
    const digits = maskDigits(routingNumber, Limits.routingNumber);
    if (digits.length !== 9 || digits !== routingNumber.trim()) return errAsync(validationError({ routing_number: Messages.routingNumberLength }));
    return wizard.lookUpRoutingNumber(digits).map((name) => ({ bankName: bankNameFromLookup(name) }));
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    LookUpRoutingNumber: ReturnType<typeof lookUpRoutingNumber>;
  }
}
