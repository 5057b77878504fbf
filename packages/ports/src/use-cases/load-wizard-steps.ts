import type { ResultAsync } from 'neverthrow';
import { buildSteps, type DomainError, type WizardStep } from '@benefit-store/domain';
import type { CartGateway } from '../driven/cart-gateway.ts';
import type { SessionStore } from '../driven/session-store.ts';
import { currentTempId } from '../wizard/wizard-scope.ts';

/**
 * Opens the enrollment wizard: the server's tabs for this enrollment (get-dynamic-tabs), kept as the
 * navigation array that Next and Back follow (doc 002 section 2), answered as the numbered steps
 * (required tabs only, order 0 to 10).
 */
export const loadWizardSteps =
  ({ cart, session }: { readonly cart: Pick<CartGateway, 'wizardTabs'>; readonly session: SessionStore }) =>
  (): ResultAsync<WizardStep[], DomainError> =>
    currentTempId(session)
      .andThen((tempId) => cart.wizardTabs(tempId))
      .map((tabs) => {
        session.enrollment.set('navArray', JSON.stringify(tabs.map((t) => ({ tab_name: t.tabName, order: t.order, required: t.required }))));
        return buildSteps(tabs);
      });

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadWizardSteps: ReturnType<typeof loadWizardSteps>;
  }
}
