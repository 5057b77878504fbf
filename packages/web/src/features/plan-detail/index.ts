import { lazyPage } from '../../ui/lazy-page.ts';

// The plan page loads when first opened.
export const PlanDetailPage = lazyPage(() => import('./plan-detail-page.tsx'), (m) => m.PlanDetailPage);
