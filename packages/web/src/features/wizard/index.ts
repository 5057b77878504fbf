import { lazyPage } from '../../ui/lazy-page.ts';

// The enrollment wizard (doc 002, part 1: the shell and the steps personal to dependents) loads when first shown.
export const WizardPage = lazyPage(() => import('./wizard-page.tsx'), (m) => m.WizardPage);
// Part 2 (docs/adr/0721): the receipt, continuing a saved enrollment, direct-continue and the member's signing page.
export const ReceiptPage = lazyPage(() => import('./receipt-page.tsx'), (m) => m.ReceiptPage);
export const ContinuePage = lazyPage(() => import('./continue-page.tsx'), (m) => m.ContinuePage);
export const DirectContinuePage = lazyPage(() => import('./continue-page.tsx'), (m) => m.DirectContinuePage);
export const SigningPage = lazyPage(() => import('./signing-page.tsx'), (m) => m.SigningPage);
