import { errAsync, type ResultAsync } from 'neverthrow';
import { billingSaveKind, validateCard, validateEft, validationError, type CardInput, type DomainError, type EftInput, type NextMove, type PaymentMethod } from '@benefit-store/domain';
import type { Clock } from '../driven/clock.ts';
import type { BillingView, ExistingBilling, NewBilling } from '../driven/enrollment-completion-gateway.ts';
import type { WizardGateway } from '../driven/wizard-gateway.ts';
import type { ScreenVersion } from '../wizard/screen-version.ts';
import { advance, changeOn, type WizardDeps } from '../wizard/wizard-scope.ts';

/** What Billing Information's Next sends: the method, and either details on file or new ones. */
export interface BillingEntry {
  readonly method: PaymentMethod;
  /** A saved bank account or card the member chose (its fields disabled). */
  readonly existing?: ExistingBilling;
  readonly eft?: EftInput;
  readonly card?: CardInput;
  readonly billDate?: string;
}

/**
 * Billing Information's Next (doc 002 section 4): list, elist and stmt post without field validation; an existing
 * bank or card uses the existing-details save; otherwise the domain's EFT or card rules (Luhn, expiry, address),
 * then the save. Then navto (back to review) or the next step.
 */
export const saveBilling =
  ({ wizard, session, clock }: WizardDeps & { readonly clock: Clock }) =>
  (entry: BillingEntry, screen: ScreenVersion): ResultAsync<{ saved: BillingView; next: NextMove }, DomainError> => {
    const kind = billingSaveKind(entry.method, entry.existing !== undefined);
    let save: (wizard: WizardGateway, tempId: string) => ResultAsync<BillingView, DomainError>;
    if (kind === 'without-details') {
      const method = entry.method as 'list' | 'elist' | 'stmt';
      save = (gateway, tempId) => gateway.saveBilling(tempId, { method, ...(entry.billDate ? { billDate: entry.billDate } : {}) } as NewBilling);
    } else if (kind === 'existing-details') {
      const existing = entry.existing as ExistingBilling;
      save = (gateway, tempId) => gateway.saveExistingBilling(tempId, existing);
    } else if (entry.method === 'eft') {
      const checked = validateEft(entry.eft ?? { account_name: '', bank_name: '', routing_number: '', account_number: '', account_type: '', account_holder_type: '' });
      if (checked.isErr()) return errAsync(validationError(checked.error));
      save = (gateway, tempId) => gateway.saveBilling(tempId, { method: 'eft', eft: { ...checked.value, ...(entry.billDate ? { bill_date: entry.billDate } : {}) } });
    } else {
      const card: CardInput = entry.card ?? { first_name_on_cc: '', last_name_on_cc: '', card_number: '', expiration_month: '', expiration_year: '', security_code: '', address1: '', city: '', state: '', zip: '' };
      const checked = validateCard(card, clock.today());
      if (checked.isErr()) return errAsync(validationError(checked.error));
      save = (gateway, tempId) => gateway.saveBilling(tempId, { method: 'cc', card: checked.value, ...(entry.billDate ? { billDate: entry.billDate } : {}) });
    }
    return changeOn(screen, wizard, save).map((saved) => ({ saved, next: advance(session, 'billing_info') }));
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    SaveBilling: ReturnType<typeof saveBilling>;
  }
}
