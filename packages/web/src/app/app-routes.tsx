import { Suspense, type ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { AccessPage } from '../features/access/index.ts';
import { CartPage } from '../features/cart/index.ts';
import { ComingSoonPage, type ComingSoonPageName } from '../features/coming-soon/index.ts';
import { ComparePage } from '../features/compare/index.ts';
import { LandingConfigErrorPage, NotFoundPage } from '../features/errors/index.ts';
import { HomePage, LandingPage } from '../features/landing/index.ts';
import { MemberBenefitStorePage, MemberHomePage } from '../features/member-start/index.ts';
import { AgentHomePage, GroupHomePage, SelectMemberPage, SetPasswordPage, SignInPage } from '../features/members/index.ts';
import { PlanDetailPage } from '../features/plan-detail/index.ts';
import { PlansPage, QuoteLinkPage } from '../features/plans/index.ts';
import { RecommendListPage } from '../features/recommendations/index.ts';
import { ContinuePage, DirectContinuePage, ReceiptPage, SigningPage, WizardPage } from '../features/wizard/index.ts';
import { LandingSegmentGate, ReferralGate, ShellGuard, SiteGate, SiteShell } from '../shell/index.ts';
import { RouteFallback } from '../ui/spinner.tsx';
import { useFreshPerScreen } from './data.ts';
import { WithModules, type LazyModule } from './lazy-modules.tsx';
import { StoreSlots } from './store-shell.tsx';

// The landing, access, error pages and the shell stay in the entry chunk: they are what a first visit
// opens. Pages further into a journey (plans, recommendations, the rep/group and member pages) are
// fetched when first shown: each feature's index.ts decides which of its pages load lazily.

/**
 * Each lazy page suspends on its own, so the site header and footer stay in place while it loads; its code is
 * fetched while its feature modules are bound.
 */
const page = (element: ReactElement, need?: readonly LazyModule[]) => (
  <Suspense fallback={<RouteFallback />}>
    <WithModules need={need} preload={(element.type as { preload?: () => void }).preload}>
      {element}
    </WithModules>
  </Suspense>
);

/** Plans, a plan, compare, the cart and recommendations: everything but the wizard (12 KB gzip they need not wait for). */
const SHOPPING: readonly LazyModule[] = ['shopping', 'plans', 'cart'];

/**
 * Every route of spec 000 section 2 is a route of the app, never a landing segment. Those whose screens
 * come with later work (the cart, plan detail, the wizard, ...) show a 'coming soon' state inside the
 * site's shell: never a 404, never a lookup that would forget the site.
 */
const LATER: readonly (readonly [path: string, page: ComingSoonPageName, gated: boolean])[] = [
  ['PlanQuestionView', 'planQuestions', true],
  ['external', 'external', false],
  ['websites', 'websites', false],
  ['website', 'website', false],
];

/** Reads are fresh per screen (app/data.ts): a new path or query is a new screen. */
const ScreenFreshness = () => {
  const { pathname, search } = useLocation();
  useFreshPerScreen(pathname + search);
  return null;
};

export const AppRoutes = () => (
  <StoreSlots>
    <ScreenFreshness />
    <Routes>
      <Route element={<SiteGate />}>
        <Route element={<ShellGuard />}>
          <Route element={<SiteShell />}>
            <Route index element={<LandingPage />} />
            <Route path="home" element={<HomePage />} />
            <Route path="member-home" element={page(<MemberHomePage />)} />
            <Route path="landing-page" element={<LandingPage />} />
            <Route path="plans" element={page(<PlansPage />, SHOPPING)} />
            <Route path="plan/:id/:name" element={page(<PlanDetailPage />, SHOPPING)} />
            {/* Plan compare, beyond the spec (docs/adr/0612): /compare?plans=101,102. */}
            <Route path="compare" element={page(<ComparePage />, SHOPPING)} />
            <Route path="recommend-list/:name?" element={page(<RecommendListPage />, SHOPPING)} />
            <Route path="enrollment/*" element={page(<WizardPage />)} />
            {/* The wizard's second part (docs/adr/0721): the receipt, and the two ways back into a saved enrollment. */}
            <Route path="enrollment/receipt" element={page(<ReceiptPage />)} />
            <Route path="continue-enrollment" element={page(<ContinuePage />)} />
            <Route path="direct-continue/:id/:tab" element={page(<DirectContinuePage />)} />
            {/* The cart; the spec reaches it by the relative route 'confirmation' too (doc 001 section 2). */}
            <Route path="cart" element={page(<CartPage />, SHOPPING)} />
            <Route path="confirmation" element={page(<CartPage />, SHOPPING)} />
            <Route path="agent-home" element={page(<AgentHomePage />)} />
            <Route path="group-home" element={page(<GroupHomePage />)} />
            <Route path="agent-select-member" element={page(<SelectMemberPage audience="rep" />)} />
            <Route path="group-select-member" element={page(<SelectMemberPage audience="group" />)} />
            {LATER.filter(([, , gated]) => gated).map(([path, name]) => (
              <Route key={path} path={path} element={<ComingSoonPage page={name} />} />
            ))}
          </Route>
        </Route>
        <Route element={<SiteShell />}>
          {LATER.filter(([, , gated]) => !gated).map(([path, name]) => (
            <Route key={path} path={path} element={<ComingSoonPage page={name} />} />
          ))}
          {/* A quote's "Shop these plans" (docs/adr/0701): the link is the access; it opens the plan list with the quote. */}
          <Route path="quote/:token" element={page(<QuoteLinkPage />, SHOPPING)} />
        </Route>
        {/*
          Remote signing (docs/adr/0720): the member opens the rep's link in their own browser. The page draws its own
          frame, branded as the link's site, with nothing of the shop (docs/adr/0701).
        */}
        <Route path="sign/:token" element={page(<SigningPage />)} />
        <Route path=":segment" element={<LandingSegmentGate />}>
          <Route element={<SiteShell />}>
            <Route index element={<LandingPage />} />
          </Route>
        </Route>
        <Route path="referrals" element={<ReferralGate />}>
          <Route element={<SiteShell />}>
            <Route index element={<LandingPage />} />
          </Route>
        </Route>
        <Route path="member-benefit-store/:id/:tier" element={<MemberBenefitStorePage />} />
        <Route path="sign-in" element={page(<SignInPage />)} />
        {/* An operator's invitation (docs/adr/0801-operators.md): the mailed link's page chooses the password. */}
        <Route path="set-password/:token" element={page(<SetPasswordPage />)} />
        <Route path="access-page" element={<AccessPage />} />
        <Route path="access-pagenext" element={<AccessPage />} />
        <Route path="landing-config-error/:enrollType/:redirectionUrl" element={<LandingConfigErrorPage />} />
        <Route path="404" element={<NotFoundPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  </StoreSlots>
);
