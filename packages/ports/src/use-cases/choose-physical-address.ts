import { okAsync, ResultAsync } from 'neverthrow';
import { physicalAddress, type BillingAddress, type DomainError } from '@benefit-store/domain';
import { currentTempId, type WizardDeps } from '../wizard/wizard-scope.ts';

export type PhysicalAddressChoice = ReturnType<typeof physicalAddress>;

/**
 * Billing Information's 'Choose physical address' (doc 002 section 4): checked copies the contact step's address
 * (state and zip from the quote) read-only, is_physical_address yes; unchecked clears and unlocks the fields (no).
 */
export const choosePhysicalAddress =
  ({ wizard, session }: Pick<WizardDeps, 'wizard' | 'session'>) =>
  (checked: boolean): ResultAsync<PhysicalAddressChoice, DomainError> => {
    const empty: BillingAddress = { address1: '', city: '', state: '', zip: '' };
    if (!checked) return okAsync(physicalAddress(false, empty));
    return currentTempId(session).andThen((tempId) =>
      ResultAsync.combine([wizard.contact(tempId), wizard.formFields(tempId, 'contact')] as const).map(([saved, fields]) => {
        const value = (name: string): string => fields.find((f) => f.name === name)?.value ?? '';
        const contact = saved?.data ?? {};
        return physicalAddress(true, {
          address1: contact.address1 ?? value('address1'),
          address2: contact.address2 ?? value('address2'),
          city: contact.city ?? value('city'),
          state: contact.state ?? value('state'),
          zip: contact.zip ?? value('zip'),
        });
      }),
    );
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    ChoosePhysicalAddress: ReturnType<typeof choosePhysicalAddress>;
  }
}
