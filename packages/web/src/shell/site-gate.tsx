import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useUseCase } from '../app/di.tsx';
import { DataTopics } from '../app/data-topics.ts';
import { useUseCaseQuery } from '../app/data.ts';
import { SiteConfig, useHost } from './site-config.ts';
import { SiteDataProvider } from './site-data.tsx';

/**
 * The root of every page: resolves which site the host is (doc 000 section 4, unknown host) before
 * anything renders, then provides the site's branding and header data. A custom domain resolved for the
 * first time goes to /home, once (a page a link in mail opened stays open, and the visitor's next steps, Get Started
 * to /plans, are theirs); one the lookup does not know goes to /404.
 */
export const SiteGate = () => {
  const resolve = useUseCase('ResolveSiteHost');
  const navigate = useNavigate();
  const host = useHost();
  const { pathname } = useLocation();
  const resolution = useUseCaseQuery(DataTopics.siteHost(host), () => resolve(host, SiteConfig.knownHosts, pathname));
  const firstVisitPath = resolution.data?.kind === 'group' && resolution.data.firstVisit ? resolution.data.path : undefined;
  // The answer stays cached for the page's life and `navigate` changes with every location: without this the
  // first visit's redirect would run again on each later navigation and send the visitor back to /home.
  const sentToFirstPath = useRef(false);

  useEffect(() => {
    if (firstVisitPath) {
      if (sentToFirstPath.current) return;
      sentToFirstPath.current = true;
      navigate(firstVisitPath, { replace: true });
    } else if (resolution.status === 'failed') navigate('/404', { replace: true });
  }, [firstVisitPath, resolution.status, navigate]);

  if (resolution.status === 'loading') return null;
  return (
    <SiteDataProvider>
      <Outlet />
    </SiteDataProvider>
  );
};
