import { useEffect, useState } from 'react';
import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { SignedInUser } from '@benefit-store/domain';
import { useUseCase } from '../../app/di.tsx';
import { useFailureHandler } from './use-signed-in-guard.ts';

/** Loads who is signed in for the start pages' welcome; not signed in sends to /sign-in. */
export const useSignedInUser = (): { user: SignedInUser | undefined; banner: string | undefined } => {
  const load = useUseCase('LoadSignedInUser');
  const fail = useFailureHandler();
  const [user, setUser] = useState<SignedInUser>();
  const [banner, setBanner] = useState<string>();
  useEffect(() => {
    let live = true;
    void load().match(
      (found) => {
        if (!live) return;
        if (found) setUser(found);
        else fail({ kind: 'forbidden', message: 'signed out' } satisfies DomainError, setBanner);
      },
      (error) => live && fail(error, setBanner),
    );
    return () => {
      live = false;
    };
  }, [load, fail]);
  return { user, banner };
};

/** Loads a step's list (portals, groups) the first time the step is shown. */
export const useStepList = <T,>(load: () => ResultAsync<readonly T[], DomainError>, active: boolean) => {
  const fail = useFailureHandler();
  const [items, setItems] = useState<readonly T[]>();
  const [banner, setBanner] = useState<string>();
  useEffect(() => {
    if (!active || items) return;
    let live = true;
    void load().match(
      (found) => live && setItems(found),
      (error) => live && fail(error, setBanner),
    );
    return () => {
      live = false;
    };
  }, [active, items, load, fail]);
  return { items, banner };
};
