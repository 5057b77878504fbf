import { Outlet, useLocation } from 'react-router-dom';
import { showsSiteChrome } from '@benefit-store/domain';
import { SiteFooter } from './site-footer.tsx';
import { useSiteData } from './site-data.tsx';
import { SiteHeader } from './site-header.tsx';
import { useShellSlots } from './shell-slots.tsx';

/** Header and footer around every storefront page, branded per site (hidden where the domain says so). */
export const SiteShell = () => {
  const chrome = showsSiteChrome(useLocation().pathname);
  const slots = useShellSlots();
  // Hidden, not absent, while the site's data arrives: the page below starts its own requests meanwhile.
  const { settled } = useSiteData();
  return (
    <div className={settled ? 'shell' : 'shell shell--arriving'} aria-busy={!settled}>
      {chrome ? <SiteHeader extra={slots.headerExtra} /> : null}
      <main className="site-main" id="main">
        <Outlet />
      </main>
      {chrome ? <SiteFooter /> : null}
      {slots.floating}
    </div>
  );
};
