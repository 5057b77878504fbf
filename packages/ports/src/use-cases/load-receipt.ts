import { okAsync, type ResultAsync } from 'neverthrow';
import { isEprocess, isOpenType, receiptReturnRoute, type DomainError } from '@benefit-store/domain';
import type { Invoice, Receipt } from '../driven/enrollment-completion-gateway.ts';
import type { WizardDeps } from '../wizard/wizard-scope.ts';

export interface ReceiptPage {
  readonly receipt: Receipt;
  /** The first payment's invoice, when the receipt asked for it (callInvoice) and it could be had. */
  readonly invoice?: Invoice;
  /** Where Return goes: the referral page, /, or the enroller's home (doc 002 Receipt). */
  readonly returnTo: string;
}

/**
 * Opens the receipt: the confirmation number and the enrolled person's name; when callInvoice is set, the first
 * invoice is generated (a failure there is only logged: the receipt still shows); then the stored enrollment id and
 * dependent sync id are cleared. The host arguments serve Return's special-host rule. With no enrollment id stored
 * (the receipt page refreshed, or opened from another window), the server answers the enrollment this session
 * confirmed last (docs/adr/0712).
 */
export const loadReceipt =
  ({ wizard, session }: Pick<WizardDeps, 'wizard' | 'session'>) =>
  (where: { readonly host?: string; readonly specialHost?: string } = {}): ResultAsync<ReceiptPage, DomainError> =>
    wizard.receipt(session.quote.get('tempId')).andThen((receipt) => {
        const enrollmentId = receipt.enrollmentId ?? session.quote.get('tempId');
        const invoice: ResultAsync<Invoice | undefined, DomainError> =
          receipt.callInvoice && enrollmentId
            ? wizard.generateInvoice(enrollmentId, receipt.policyId, receipt.effectiveDate).orElse(() => okAsync(undefined))
            : okAsync(undefined);
        return invoice.map((made) => {
          const openType = session.site.get('openType');
          const eprocess = session.signIn.get('eprocess');
          const returnTo = receiptReturnRoute({
            openType: isOpenType(openType) ? openType : undefined,
            referral: session.site.get('referral'),
            eprocess: isEprocess(eprocess) ? eprocess : undefined,
            host: where.host,
            specialHost: where.specialHost,
          });
          session.quote.remove('tempId');
          session.enrollment.remove('dependentSyncId');
          return { receipt, ...(made ? { invoice: made } : {}), returnTo };
        });
      });

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadReceipt: ReturnType<typeof loadReceipt>;
  }
}
