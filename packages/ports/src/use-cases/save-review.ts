import type { ResultAsync } from 'neverthrow';
import { nextTarget, type DomainError, type NextMove } from '@benefit-store/domain';
import type { Receipt } from '../driven/enrollment-completion-gateway.ts';
import type { ScreenVersion } from '../wizard/screen-version.ts';
import { changeOn, storedSteps, type WizardDeps } from '../wizard/wizard-scope.ts';

/**
 * Review & Confirmation's Next: confirms the enrollment (save-review-info, first_enroll 1; with no dependents the
 * server drops them), then clears firstTrack and isSpouseEnrollAccept, empties the cart state and goes to the
 * receipt. A refusal names the steps still to complete; the page shows 'Something went wrong. Please save your
 * enrollment.' (Messages.reviewSaveFailed) with Save and Continue Later.
 */
export const saveReview =
  ({ wizard, session }: Pick<WizardDeps, 'wizard' | 'session'>) =>
  (additionalNotes: string, screen: ScreenVersion): ResultAsync<{ receipt: Receipt; next: NextMove }, DomainError> =>
    changeOn(screen, wizard, (gateway, tempId) => gateway.saveReview(tempId, additionalNotes.trim())).map((receipt) => {
        session.enrollment.remove('firstTrack');
        session.enrollment.remove('isSpouseEnrollAccept');
        session.enrollment.remove('navto');
        session.quote.set('cartCount', '0');
        return { receipt, next: nextTarget(storedSteps(session), 'review_info') };
      });

declare module '../use-case-registry.ts' {
  interface UseCases {
    SaveReview: ReturnType<typeof saveReview>;
  }
}
