import type { ResultAsync } from 'neverthrow';
import { allAgreementsChecked, formatMoney, reviewCards, type DomainError } from '@benefit-store/domain';
import type { WizardGateway } from '../driven/wizard-gateway.ts';
import type { SigningReview } from '../driven/enrollment-completion-gateway.ts';
import { visibleFields } from '../wizard/wizard-scope.ts';

/** The signing page's content: the application to review (numbers masked) and the agreement to sign. */
export const loadSigningReview =
  ({ wizard }: { readonly wizard: WizardGateway }) =>
  (token: string): ResultAsync<SigningReview & { readonly cards: ReturnType<typeof reviewCards>; readonly firstMonthTotal: string; readonly recurringMonthly: string; readonly allChecked: boolean }, DomainError> =>
    wizard.signingReview(token).map((page) => ({
      ...page,
      form: { ...page.form, fields: visibleFields(page.form.fields) },
      cards: reviewCards(page.review.tabs.map((tab, i) => ({ tab, number: i + 1, title: '', path: '', routeName: '' }))),
      firstMonthTotal: formatMoney(page.review.firstMonth),
      recurringMonthly: formatMoney(page.review.recurring),
      allChecked: allAgreementsChecked(
        page.texts.map((t) => ({ head: t.head, body: t.body, required: t.required })),
        page.texts.map((t) => t.checked),
      ),
    }));

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadSigningReview: ReturnType<typeof loadSigningReview>;
  }
}
