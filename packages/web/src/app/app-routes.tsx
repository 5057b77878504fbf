import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../features/errors/not-found-page.tsx';
import { HomePage, LandingPage } from '../features/landing/landing-page.tsx';
import { SiteShell } from '../shell/site-shell.tsx';
import { AccessPage } from '../features/access/access-page.tsx';
import { LandingConfigErrorPage } from '../features/errors/landing-config-error-page.tsx';
import { MemberBenefitStorePage } from '../features/member-start/member-benefit-store-page.tsx';
import { LandingSegmentGate, ReferralGate, ShellGuard } from '../shell/shell-guard.tsx';
import { SiteGate } from '../shell/site-gate.tsx';
import { RouteFallback } from '../ui/spinner.tsx';

/** A page loaded on first visit: `pick` names the export of the module `load` imports. */
const lazyPage = <M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) =>
  lazy(async () => ({ default: pick(await load()) }));

// The landing, access, error pages and the shell stay in the entry chunk: they are what a first visit
// opens. Pages further into a journey (plans, recommendations, the rep/group and member pages) are
// fetched when first shown.
const PlansPage = lazyPage(() => import('../features/plans/plans-page.tsx'), (m) => m.PlansPage);
const RecommendListPage = lazyPage(() => import('../features/recommendations/recommend-list-page.tsx'), (m) => m.RecommendListPage);
const MemberHomePage = lazyPage(() => import('../features/member-start/member-home-page.tsx'), (m) => m.MemberHomePage);
const AgentHomePage = lazyPage(() => import('../features/members/agent-home-page.tsx'), (m) => m.AgentHomePage);
const GroupHomePage = lazyPage(() => import('../features/members/group-home-page.tsx'), (m) => m.GroupHomePage);
const SelectMemberPage = lazyPage(() => import('../features/members/select-member-page.tsx'), (m) => m.SelectMemberPage);
const SignInPage = lazyPage(() => import('../features/members/sign-in-page.tsx'), (m) => m.SignInPage);

/** Each lazy page suspends on its own, so the site header and footer stay in place while it loads. */
const page = (element: ReactNode) => <Suspense fallback={<RouteFallback />}>{element}</Suspense>;

export const AppRoutes = () => (
  <Routes>
    <Route element={<SiteGate />}>
    <Route element={<ShellGuard />}>
    <Route element={<SiteShell />}>
      <Route index element={<LandingPage />} />
      <Route path="home" element={<HomePage />} />
      <Route path="member-home" element={page(<MemberHomePage />)} />
      <Route path="landing-page" element={<LandingPage />} />
      <Route path="plans" element={page(<PlansPage />)} />
      <Route path="recommend-list/:name?" element={page(<RecommendListPage />)} />
      <Route path="agent-home" element={page(<AgentHomePage />)} />
      <Route path="group-home" element={page(<GroupHomePage />)} />
      <Route path="agent-select-member" element={page(<SelectMemberPage audience="rep" />)} />
      <Route path="group-select-member" element={page(<SelectMemberPage audience="group" />)} />
    </Route>
    </Route>
    <Route path=":segment" element={<LandingSegmentGate />}>
      <Route index element={<LandingPage />} />
    </Route>
    <Route path="referrals" element={<ReferralGate />}>
      <Route index element={<LandingPage />} />
    </Route>
    <Route path="member-benefit-store/:id/:tier" element={<MemberBenefitStorePage />} />
    <Route path="sign-in" element={page(<SignInPage />)} />
    <Route path="access-page" element={<AccessPage />} />
    <Route path="access-pagenext" element={<AccessPage />} />
    <Route path="landing-config-error/:enrollType/:redirectionUrl" element={<LandingConfigErrorPage />} />
    <Route path="404" element={<NotFoundPage />} />
    <Route path="*" element={<NotFoundPage />} />
    </Route>
  </Routes>
);
