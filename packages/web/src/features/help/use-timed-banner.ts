import { useCallback, useEffect, useRef, useState } from 'react';

/** The spec's assistant error banner stays for 5 seconds. */
export const BANNER_MS = 5_000;

/** A message that shows for `ms` and then clears itself; a newer message restarts the clock. */
export const useTimedBanner = (ms = BANNER_MS): readonly [string | undefined, (message: string) => void] => {
  const [message, setMessage] = useState<string>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(undefined), ms);
    },
    [ms],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return [message, show] as const;
};
