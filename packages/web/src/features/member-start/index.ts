import { lazyPage } from '../../ui/lazy-page.ts';

export { MemberBenefitStorePage } from './member-benefit-store-page.tsx';
export const MemberHomePage = lazyPage(() => import('./member-home-page.tsx'), (m) => m.MemberHomePage);
