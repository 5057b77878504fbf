import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { SessionKeys, isRepAuthenticated } from '@benefit-store/ports';
import { useSessionStore, useUseCase } from '../app/di.tsx';
import { SiteConfig, currentHost } from './site-config.ts';
import { useSiteData } from './site-data.tsx';
import { SiteShell } from './site-shell.tsx';

/** Paths that open the shell on their own (the resume links of doc 002 carry their own proof). */
const SELF_AUTHENTICATING = ['continue-enrollment', 'direct-continue'];

/**
 * The main shell's guard: it requires the rep-authenticated flag, otherwise the visitor goes to the
 * access page. Continue-enrollment paths set the flag and pass (doc 000 section 4).
 */
export const ShellGuard = () => {
  const session = useSessionStore();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const elevate = useUseCase('ResolveElevateSource');
  const first = pathname.replace(/^\/+/, '').split('/')[0] ?? '';
  const selfAuthenticating = SELF_AUTHENTICATING.includes(first);
  if (selfAuthenticating && !isRepAuthenticated(session)) session.set(SessionKeys.isRepAuthenticated, 'true');
  const allowed = isRepAuthenticated(session);

  // Source 'elevate' with a group: look up its portal once and start again at /.
  useEffect(() => {
    if (!allowed) return;
    void elevate().map((path) => path && navigate(path, { replace: true }));
  }, [allowed, elevate, navigate, pathname]);

  return allowed ? <Outlet /> : <Navigate to="/access-page" replace />;
};

/**
 * /{segment}: the segment is validated (validate-landing-page). A visitor who already passed the access
 * page sees the site's landing; anyone else is asked on the access page to confirm the site; an unknown
 * segment is /404.
 */
export const LandingSegmentGate = () => {
  const { segment = '' } = useParams();
  const open = useUseCase('OpenLandingSegment');
  const navigate = useNavigate();
  const { reload } = useSiteData();
  const [opened, setOpened] = useState<string>();

  useEffect(() => {
    let live = true;
    void open(segment).match(
      ({ authenticated }) => {
        if (!live) return;
        reload();
        if (authenticated) setOpened(segment);
        else navigate('/access-page', { replace: true });
      },
      () => live && navigate('/404', { replace: true }),
    );
    return () => {
      live = false;
    };
  }, [open, segment, navigate, reload]);

  return opened === segment ? <SiteShell /> : null;
};

/** /referrals?rid=: loads the referral's site context, then shows its landing with 'Referred By'. */
export const ReferralGate = () => {
  const [params] = useSearchParams();
  const rid = params.get('rid');
  const openReferral = useUseCase('OpenReferralLink');
  const navigate = useNavigate();
  const { reload } = useSiteData();
  const [loaded, setLoaded] = useState<string | null>();

  useEffect(() => {
    let live = true;
    const onPrimaryHost = SiteConfig.primaryHost !== '' && currentHost() === SiteConfig.primaryHost;
    void openReferral(rid, onPrimaryHost).match(
      (opened) => {
        if (!live) return;
        if (opened.kind === 'redirect') return void navigate(opened.path, { replace: true });
        reload();
        setLoaded(rid);
      },
      () => live && navigate('/404', { replace: true }),
    );
    return () => {
      live = false;
    };
  }, [openReferral, rid, navigate, reload]);

  return loaded !== undefined && loaded === rid ? <SiteShell /> : null;
};
