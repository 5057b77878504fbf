import type { PlanSummary } from '@benefit-store/domain';
import { useUseCase } from '../../app/di.tsx';
import { readyValue, useLoaded } from '../../ui/use-loaded.ts';
import { RecommendedCarousel } from './recommended-carousel.tsx';

/** Recommended products on the landing/home page: a carousel of up to 5 with View All; nothing when none. */
export const LandingRecommendations = () => {
  const load = useUseCase('LoadRecommendations');
  // A failure leaves the section out: the landing page works without recommendations.
  const plans: readonly PlanSummary[] = readyValue(useLoaded(() => load('home'), [load])) ?? [];
  return plans.length > 0 ? <RecommendedCarousel plans={plans} viewAllTo="/recommend-list" /> : null;
};
