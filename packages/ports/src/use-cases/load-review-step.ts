import type { ResultAsync } from 'neverthrow';
import { formatMoney, reviewCards, type DomainError, type TabName, type WizardStep } from '@benefit-store/domain';
import type { ReviewSummary } from '../driven/enrollment-completion-gateway.ts';
import { openScreen, storedSteps, type OnScreen, type WizardDeps } from '../wizard/wizard-scope.ts';

export interface ReviewStep extends OnScreen {
  readonly summary: ReviewSummary;
  /** The cards to show: one per required step among the reviewable ones, Agreement & Signature always. */
  readonly cards: readonly TabName[];
  /** The side panel: each plan's name and price, First Month Total Cost and Recurring Monthly Cost, formatted. */
  readonly plans: readonly { readonly name: string; readonly price: string }[];
  readonly firstMonthTotal: string;
  readonly recurringMonthly: string;
}

/** Opens Review & Confirmation: every saved step (numbers masked), the cart's plans and totals, the notes. */
export const loadReviewStep =
  ({ wizard, session }: Pick<WizardDeps, 'wizard' | 'session'>) =>
  (): ResultAsync<ReviewStep, DomainError> =>
    openScreen(session, wizard).andThen(({ tempId, screen, reads }) =>
      reads.reviewSummary(tempId).map((summary) => {
        // The server's required tabs; the stored navigation array when the server sent none.
        const steps: WizardStep[] = summary.tabs.length > 0 ? summary.tabs.map((tab, i) => ({ tab, number: i + 1, title: '', path: '', routeName: '' })) : storedSteps(session);
        return {
          screen,
          summary,
          cards: reviewCards(steps),
          plans: summary.plans.map((p) => ({ name: p.name, price: formatMoney(p.price) })),
          firstMonthTotal: formatMoney(summary.firstMonth),
          recurringMonthly: formatMoney(summary.recurring),
        };
      }),
    );

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadReviewStep: ReturnType<typeof loadReviewStep>;
  }
}
