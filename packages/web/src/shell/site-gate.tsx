import { useEffect, useState } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { useUseCase } from '../app/di.tsx';
import { SiteConfig, currentHost } from './site-config.ts';
import { SiteDataProvider } from './site-data.tsx';

/**
 * The root of every page: resolves which site the host is (doc 000 section 4, unknown host) before
 * anything renders, then provides the site's branding and header data. A custom domain resolved for the
 * first time goes to /home; one the lookup does not know goes to /404.
 */
export const SiteGate = () => {
  const resolve = useUseCase('ResolveSiteHost');
  const navigate = useNavigate();
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let live = true;
    void resolve(currentHost(), SiteConfig.knownHosts).match(
      (resolution) => {
        if (!live) return;
        if (resolution.kind === 'group' && resolution.firstVisit) navigate(resolution.path, { replace: true });
        setReady(true);
      },
      () => {
        if (!live) return;
        navigate('/404', { replace: true });
        setReady(true);
      },
    );
    return () => {
      live = false;
    };
  }, [resolve, navigate]);

  if (!ready) return null;
  return (
    <SiteDataProvider>
      <Outlet />
    </SiteDataProvider>
  );
};
