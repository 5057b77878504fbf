import { lazyPage } from '../../ui/lazy-page.ts';

// Plans load when first shown: nothing of them is part of the landing page's first visit.
export const PlansPage = lazyPage(() => import('./plans-page.tsx'), (m) => m.PlansPage);
// A quote's "Shop these plans" link (docs/adr/0701): opens the quote, then the plan list.
export const QuoteLinkPage = lazyPage(() => import('./quote-link-page.tsx'), (m) => m.QuoteLinkPage);
// The plan page uses the same filter form, dependents dialog and summary; fetched when first opened.
export const EditQuoteModal = lazyPage(() => import('./edit-quote-modal.tsx'), (m) => m.EditQuoteModal);
export const DependentsModal = lazyPage(() => import('./dependents-modal.tsx'), (m) => m.DependentsModal);
export { SearchSummary } from './search-summary.tsx';
export { PlansTexts } from './plans-texts.ts';
export { dollars, cents, planPath } from './money.ts';
export { usePlanWords, type PlanWords } from './plan-words.ts';
