import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { describeError, type DomainError } from '@benefit-store/domain';
import { NOT_SIGNED_IN } from '@benefit-store/ports';

/** The sign-in page's path. */
export const SIGN_IN_PATH = '/sign-in';

const isSignedOut = (error: DomainError): boolean =>
  error.kind === 'forbidden' || (error.kind === 'not-found' && error.message === NOT_SIGNED_IN);

/**
 * What a members page does with a failed call: a caller who is not (or no longer) signed in goes to the
 * sign-in page; anything else is a message for the page's banner.
 */
export const useFailureHandler = () => {
  const navigate = useNavigate();
  return useCallback(
    (error: DomainError, show: (message: string) => void) => {
      if (isSignedOut(error)) {
        navigate(SIGN_IN_PATH, { replace: true });
        return;
      }
      show(describeError(error));
    },
    [navigate],
  );
};

/**
 * A loaded value's failure as the page's banner text; a caller who is not signed in is sent to the
 * sign-in page instead (after rendering, never during it).
 */
export const useFailureBanner = (error: DomainError | undefined): string | undefined => {
  const navigate = useNavigate();
  const signedOut = error !== undefined && isSignedOut(error);
  useEffect(() => {
    if (signedOut) navigate(SIGN_IN_PATH, { replace: true });
  }, [signedOut, navigate]);
  return error && !signedOut ? describeError(error) : undefined;
};
