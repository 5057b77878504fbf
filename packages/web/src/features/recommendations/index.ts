import { lazyPage } from '../../ui/lazy-page.ts';

export { HeaderRecommendedLink } from './header-recommended-link.tsx';
export { LandingRecommendations } from './landing-recommendations.tsx';
export { RecommendedCarousel } from './recommended-carousel.tsx';
export const RecommendListPage = lazyPage(() => import('./recommend-list-page.tsx'), (m) => m.RecommendListPage);
