import { useEffect, useState } from 'react';
import type { LandingOpened } from '@benefit-store/ports';
import { Navigate, Outlet, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useUseCase } from '../app/di.tsx';
import { DataTopics } from '../app/data-topics.ts';
import { useUseCaseQuery } from '../app/data.ts';
import { SiteConfig, useHost } from './site-config.ts';
import { useSiteData } from './site-data.tsx';

/**
 * The main shell's guard: it requires the rep-authenticated flag, otherwise the visitor goes to the
 * access page. Continue-enrollment paths set the flag and pass (doc 000 section 4): the EnterShell use case
 * decides, and writes, outside rendering.
 */
export const ShellGuard = () => {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const enter = useUseCase('EnterShell');
  const elevate = useUseCase('ResolveElevateSource');
  const access = useUseCaseQuery(DataTopics.shellAccess(pathname), () => enter(pathname));
  const allowed = access.data?.allowed === true;

  // Source 'elevate' with a group: look up its portal once and start again at /.
  // No portal to go to is an answer too (null): a query may not answer undefined (TanStack Query counts it a failure).
  const elevated = useUseCaseQuery(DataTopics.elevateSource(pathname), () => elevate().map((path) => path ?? null), { enabled: allowed });
  const elevatePath = elevated.data;
  useEffect(() => {
    if (elevatePath) navigate(elevatePath, { replace: true });
  }, [elevatePath, navigate]);

  if (access.data === undefined) return null;
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
  const opened = useUseCaseQuery(DataTopics.landingSegment(segment), () => open(segment));
  const authenticated = opened.data?.authenticated;
  // The site's data is read again once the segment stored its site, and only then is the landing page shown: shown
  // first, its own reads (featured plans, popularity) started and were cancelled by the reload and asked again.
  const [reloadedFor, setReloadedFor] = useState<LandingOpened>();

  useEffect(() => {
    if (opened.status === 'failed') return void navigate('/404', { replace: true });
    if (opened.data === undefined) return;
    reload();
    setReloadedFor(opened.data);
    if (!opened.data.authenticated) navigate('/access-page', { replace: true });
  }, [opened.status, opened.data, navigate, reload]);

  return authenticated === true && reloadedFor === opened.data ? <Outlet /> : null;
};

/** /referrals?rid=: loads the referral's site context, then shows its landing with 'Referred By'. */
export const ReferralGate = () => {
  const [params] = useSearchParams();
  const rid = params.get('rid');
  const openReferral = useUseCase('OpenReferralLink');
  const navigate = useNavigate();
  const { reload } = useSiteData();
  const host = useHost();
  const onPrimaryHost = SiteConfig.primaryHost !== '' && host === SiteConfig.primaryHost;
  const opened = useUseCaseQuery(DataTopics.referral(rid), () => openReferral(rid, onPrimaryHost));
  const result = opened.data;

  useEffect(() => {
    if (opened.status === 'failed') return void navigate('/404', { replace: true });
    if (!result) return;
    if (result.kind === 'redirect') return void navigate(result.path, { replace: true });
    reload();
  }, [opened.status, result, navigate, reload]);

  return result && result.kind !== 'redirect' ? <Outlet /> : null;
};
