import { lazyPage } from '../../ui/lazy-page.ts';

// Plans load when first shown: nothing of them is part of the landing page's first visit.
export const PlansPage = lazyPage(() => import('./plans-page.tsx'), (m) => m.PlansPage);
