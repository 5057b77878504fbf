import { Outlet, useLocation } from 'react-router-dom';
import { showsSiteChrome } from '@benefit-store/domain';
import { HeaderRecommendedLink } from '../features/recommendations/header-recommended-link.tsx';
import { SignOutControl } from '../features/members/sign-out-control.tsx';
import { ShellExtras } from './shell-extras.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** Header and footer around every storefront page, branded per site (hidden where the domain says so). */
export const SiteShell = () => {
  const chrome = showsSiteChrome(useLocation().pathname);
  return (
    <div className="shell">
      {chrome ? <SiteHeader extra={<><HeaderRecommendedLink /><SignOutControl /></>} /> : null}
      <main className="site-main">
        <Outlet />
      </main>
      {chrome ? <SiteFooter /> : null}
      <ShellExtras />
    </div>
  );
};
