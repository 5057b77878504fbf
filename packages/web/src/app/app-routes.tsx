import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../features/errors/not-found-page.tsx';
import { HomePage, LandingPage } from '../features/landing/landing-page.tsx';
import { PlansPage } from '../features/plans/plans-page.tsx';
import { RecommendListPage } from '../features/recommendations/recommend-list-page.tsx';
import { SiteShell } from '../shell/site-shell.tsx';
import { AccessPage } from '../features/access/access-page.tsx';
import { LandingConfigErrorPage } from '../features/errors/landing-config-error-page.tsx';
import { MemberBenefitStorePage } from '../features/member-start/member-benefit-store-page.tsx';
import { MemberHomePage } from '../features/member-start/member-home-page.tsx';
import { LandingSegmentGate, ReferralGate, ShellGuard } from '../shell/shell-guard.tsx';
import { SiteGate } from '../shell/site-gate.tsx';
import { AgentHomePage } from '../features/members/agent-home-page.tsx';
import { GroupHomePage } from '../features/members/group-home-page.tsx';
import { SelectMemberPage } from '../features/members/select-member-page.tsx';
import { SignInPage } from '../features/members/sign-in-page.tsx';

export const AppRoutes = () => (
  <Routes>
    <Route element={<SiteGate />}>
    <Route element={<ShellGuard />}>
    <Route element={<SiteShell />}>
      <Route index element={<LandingPage />} />
      <Route path="home" element={<HomePage />} />
      <Route path="member-home" element={<MemberHomePage />} />
      <Route path="landing-page" element={<LandingPage />} />
      <Route path="plans" element={<PlansPage />} />
      <Route path="recommend-list/:name?" element={<RecommendListPage />} />
      <Route path="agent-home" element={<AgentHomePage />} />
      <Route path="group-home" element={<GroupHomePage />} />
      <Route path="agent-select-member" element={<SelectMemberPage audience="rep" />} />
      <Route path="group-select-member" element={<SelectMemberPage audience="group" />} />
    </Route>
    </Route>
    <Route path=":segment" element={<LandingSegmentGate />}>
      <Route index element={<LandingPage />} />
    </Route>
    <Route path="referrals" element={<ReferralGate />}>
      <Route index element={<LandingPage />} />
    </Route>
    <Route path="member-benefit-store/:id/:tier" element={<MemberBenefitStorePage />} />
    <Route path="sign-in" element={<SignInPage />} />
    <Route path="access-page" element={<AccessPage />} />
    <Route path="access-pagenext" element={<AccessPage />} />
    <Route path="landing-config-error/:enrollType/:redirectionUrl" element={<LandingConfigErrorPage />} />
    <Route path="404" element={<NotFoundPage />} />
    <Route path="*" element={<NotFoundPage />} />
    </Route>
  </Routes>
);
