import { lazyPage } from '../../ui/lazy-page.ts';

// The enrollment wizard (doc 002, part 1: the shell and the steps personal to dependents) loads when first shown.
export const WizardPage = lazyPage(() => import('./wizard-page.tsx'), (m) => m.WizardPage);
