import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useService } from './di.tsx';
import { WEB_TOKENS } from './web-tokens.ts';

/**
 * When any API call answers 401 with the session-expired message, the person goes to sign in. The site's
 * stored context (landing info, rep, group) stays: only the server session ended.
 */
export const SessionExpiredRedirect = () => {
  const expiry = useService(WEB_TOKENS.SessionExpiry);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(
    () =>
      expiry.subscribe(() => {
        if (pathname !== '/sign-in') navigate('/sign-in', { replace: true });
      }),
    [expiry, navigate, pathname],
  );
  return null;
};

/**
 * The sign-in page's notice: the session expired (then the next sign-in clears it). Subscribed, so that a 401
 * answering after the page is already shown (a guard sent the person here first) still shows the notice.
 */
export const useSessionExpired = (): { readonly expired: boolean; readonly acknowledge: () => void } => {
  const expiry = useService(WEB_TOKENS.SessionExpiry);
  const expired = useSyncExternalStore(expiry.subscribe, expiry.expired);
  return { expired, acknowledge: expiry.acknowledge };
};
