import { lazyPage } from '../../ui/lazy-page.ts';

// The cart is further into the journey: it loads when first shown (its modals and checkout with it).
export const CartPage = lazyPage(() => import('./cart-page.tsx'), (m) => m.CartPage);

/** Navigation state that opens the cart with its checkout flow started (the plan page's Enroll Now). */
export const CHECKOUT_ON_ARRIVAL = { checkout: true } as const;

/** Dates the server writes as MM/DD/YYYY, as the visitor reads them (also the members pages'). */
