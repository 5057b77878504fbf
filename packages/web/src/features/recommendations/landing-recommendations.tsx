import { useEffect, useState } from 'react';
import type { PlanSummary } from '@benefit-store/domain';
import { useUseCase } from '../../app/di.tsx';
import { RecommendedCarousel } from './recommended-carousel.tsx';

/** Recommended products on the landing/home page: a carousel of up to 5 with View All; nothing when none. */
export const LandingRecommendations = () => {
  const load = useUseCase('LoadRecommendations');
  const [plans, setPlans] = useState<readonly PlanSummary[]>([]);
  useEffect(() => {
    let live = true;
    // A failure leaves the section out: the landing page works without recommendations.
    void load('home').map((found) => live && setPlans(found));
    return () => {
      live = false;
    };
  }, [load]);
  return plans.length > 0 ? <RecommendedCarousel plans={plans} viewAllTo="/recommend-list" /> : null;
};
