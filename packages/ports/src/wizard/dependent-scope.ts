import type { ResultAsync } from 'neverthrow';
import { DefaultTier, isEnrollType, type DependentRules, type DomainError } from '@benefit-store/domain';
import type { SessionStore } from '../driven/session-store.ts';
import type { StorefrontGateway } from '../driven/site-directory.ts';
import type { WizardDeps } from './wizard-scope.ts';

/** The dependent step also needs to know whether a premier plan (plan type MM) is in the cart. */
export interface DependentDeps extends WizardDeps {
  readonly storefront: Pick<StorefrontGateway, 'premierInCart'>;
}

export const storedSpouseAnswer = (session: SessionStore): 'yes' | 'no' | undefined => {
  const answer = session.enrollment.get('isSpouseEnrollAccept');
  return answer === 'yes' || answer === 'no' ? answer : undefined;
};

/** The domain's dependent rules for this enrollment: tier, premier, existing member, the spouse answer. */
export const dependentRulesFor = (
  deps: Pick<DependentDeps, 'session' | 'storefront'>,
  tempId: string,
  spouseAnswer = storedSpouseAnswer(deps.session),
): ResultAsync<DependentRules, DomainError> =>
  deps.storefront.premierInCart(tempId).map((premier) => {
    const enrollType = deps.session.enrollment.get('enrollType');
    return {
      // The quote's tier, read from storage as a Tier; a quote started without one is for Member Only (DefaultTier).
      tier: deps.session.enrollment.get('tier') ?? DefaultTier,
      premier,
      existingMember: isEnrollType(enrollType) && (enrollType === 'existing-user' || enrollType === 'existing-member'),
      ...(spouseAnswer ? { spouseAnswer } : {}),
    };
  });
