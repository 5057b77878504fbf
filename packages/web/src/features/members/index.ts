import { lazyPage } from '../../ui/lazy-page.ts';

export { SignOutControl } from './sign-out-control.tsx';
// The rep's and group's pages load when first shown.
export const AgentHomePage = lazyPage(() => import('./agent-home-page.tsx'), (m) => m.AgentHomePage);
export const GroupHomePage = lazyPage(() => import('./group-home-page.tsx'), (m) => m.GroupHomePage);
export const SelectMemberPage = lazyPage(() => import('./select-member-page.tsx'), (m) => m.SelectMemberPage);
export const SignInPage = lazyPage(() => import('./sign-in-page.tsx'), (m) => m.SignInPage);
export const SetPasswordPage = lazyPage(() => import('./set-password-page.tsx'), (m) => m.SetPasswordPage);
