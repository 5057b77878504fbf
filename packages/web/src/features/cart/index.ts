import { lazyPage } from '../../ui/lazy-page.ts';

// The cart is further into the journey: it loads when first shown (its modals and checkout with it).
export const CartPage = lazyPage(() => import('./cart-page.tsx'), (m) => m.CartPage);
