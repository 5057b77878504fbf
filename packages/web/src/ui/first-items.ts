import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a long list to draw: the first `first` with the page, then `step` more a frame at a time, each in a
 * transition (issue 23). Drawn at once, the plans page's 40-odd cards were one long task on a phone (about 100 ms at
 * the bench's 4x slowdown); a page copy the server draws (app/page-copy.ts), where no effect runs, carries the first
 * ones only. The rest arrive below the fold, where nothing moves.
 */
export const useFirstItems = (total: number, first: number, step = first * 2): number => {
  const [drawn, setDrawn] = useState(first);
  useEffect(() => {
    if (drawn >= total) return;
    const frame = requestAnimationFrame(() => startTransition(() => setDrawn((count) => count + step)));
    return () => cancelAnimationFrame(frame);
  }, [drawn, total, step]);
  return drawn;
};
