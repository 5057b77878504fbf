import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { describeError, type DomainError } from '@benefit-store/domain';
import { NOT_SIGNED_IN } from '@benefit-store/ports';

/** The sign-in page's path. */
export const SIGN_IN_PATH = '/sign-in';

/**
 * What a members page does with a failed call: a caller who is not (or no longer) signed in goes to the
 * sign-in page; anything else is a message for the page's banner.
 */
export const useFailureHandler = () => {
  const navigate = useNavigate();
  return useCallback(
    (error: DomainError, show: (message: string) => void) => {
      if (error.kind === 'forbidden' || (error.kind === 'not-found' && error.message === NOT_SIGNED_IN)) {
        navigate(SIGN_IN_PATH, { replace: true });
        return;
      }
      show(describeError(error));
    },
    [navigate],
  );
};
