import { okAsync, ResultAsync } from 'neverthrow';
import {
  billDateLabel,
  defaultBillDate,
  expiryMonths,
  expiryYears,
  paymentChoice,
  type DomainError,
  type PaymentChoice,
} from '@benefit-store/domain';
import type { Clock } from '../driven/clock.ts';
import type { FormField, SavedSection, StateChoice } from '../driven/wizard-gateway.ts';
import type { BillingView, ExistingBank, ExistingCard } from '../driven/enrollment-completion-gateway.ts';
import { openScreen, visibleFields, type OnScreen, type WizardDeps } from '../wizard/wizard-scope.ts';

export interface BillingStep extends OnScreen {
  /** Which payment types are offered, which is selected, and whether the server locked it (list, elist, stmt). */
  readonly choice: PaymentChoice;
  readonly fields: readonly FormField[];
  readonly billDates: readonly { readonly value: number; readonly label: string }[];
  readonly defaultBillDate: number;
  /** An existing member's accounts and cards on file (an account is preselected; a card is chosen). */
  readonly banks: readonly ExistingBank[];
  readonly cards: readonly ExistingCard[];
  readonly states: readonly StateChoice[];
  /** The notice the step shows, and what the statement will say. */
  readonly billingText: string;
  readonly statementDescriptor: string;
  readonly saved: SavedSection<BillingView> | undefined;
  readonly expiryMonths: readonly string[];
  readonly expiryYears: readonly number[];
}

/** Opens Billing Information: the payment method decides the default; saved details come back masked. */
export const loadBillingStep =
  ({ wizard, session, clock }: WizardDeps & { readonly clock: Clock }) =>
  (): ResultAsync<BillingStep, DomainError> =>
    openScreen(session, wizard).andThen(({ tempId, screen, reads }) =>
      ResultAsync.combine([
        reads.paymentMethod(tempId),
        reads.billingFields(tempId),
        reads.billDates(tempId),
        reads.existingBanks(tempId),
        reads.existingCards(tempId),
        reads.states(),
        reads.billingText(tempId),
        reads.billing(tempId),
      ] as const).andThen(([method, fields, dates, banks, cards, states, text, saved]) =>
        okAsync({
          screen,
          choice: paymentChoice(method),
          fields: visibleFields(fields),
          billDates: dates.map((value) => ({ value, label: billDateLabel(value) })),
          defaultBillDate: defaultBillDate(dates),
          banks,
          cards,
          states,
          billingText: text.text,
          statementDescriptor: text.statementDescriptor,
          saved,
          expiryMonths: expiryMonths(),
          expiryYears: expiryYears(clock.today()),
        }),
      ),
    );

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadBillingStep: ReturnType<typeof loadBillingStep>;
  }
}
