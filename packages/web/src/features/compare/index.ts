import { lazyPage } from '../../ui/lazy-page.ts';

// Plan compare loads when first opened (docs/adr/0612).
export const ComparePage = lazyPage(() => import('./compare-page.tsx'), (m) => m.ComparePage);
