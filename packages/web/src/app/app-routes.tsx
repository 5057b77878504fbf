import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../features/errors/not-found-page.tsx';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { PlansPage } from '../features/plans/plans-page.tsx';
import { SiteShell } from '../shell/site-shell.tsx';

export const AppRoutes = () => (
  <Routes>
    <Route element={<SiteShell />}>
      <Route index element={<LandingPage />} />
      <Route path="landing-page" element={<LandingPage />} />
      <Route path="plans" element={<PlansPage />} />
    </Route>
    <Route path="404" element={<NotFoundPage />} />
    <Route path="*" element={<NotFoundPage />} />
  </Routes>
);
