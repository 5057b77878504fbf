import type { PlanSummary } from '@benefit-store/domain';
import { useUseCase } from '../../app/di.tsx';
import { DataTopics } from '../../app/data-topics.ts';
import { useUseCaseQuery } from '../../app/data.ts';
import { RecommendedCarousel } from './recommended-carousel.tsx';

/** Recommended products on the landing/home page: a carousel of up to 5 with View All; nothing when none. */
export const LandingRecommendations = () => {
  const load = useUseCase('LoadRecommendations');
  // A failure leaves the section out: the landing page works without recommendations.
  const plans: readonly PlanSummary[] = useUseCaseQuery(DataTopics.recommendations('home'), () => load('home')).data ?? [];
  return plans.length > 0 ? <RecommendedCarousel plans={plans} viewAllTo="/recommend-list" /> : null;
};
