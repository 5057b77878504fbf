import { useEffect, useState } from 'react';
import { WEB_TOKENS } from '../app/composition-root.ts';
import { useService } from '../app/di.tsx';
import { useTexts } from '../app/language.ts';
import { UiTexts } from './ui-texts.ts';

/** The full-page spinner, shown while any request is outstanding. */
export const PendingSpinner = () => {
  const pending = useService(WEB_TOKENS.PendingRequests);
  const texts = useTexts(UiTexts);
  const [count, setCount] = useState(pending.current());
  useEffect(() => pending.subscribe(setCount), [pending]);
  if (count === 0) return null;
  return (
    <div className="page-spinner" role="progressbar" aria-label={texts.loading}>
      <span className="page-spinner__ring" />
    </div>
  );
};

/** The light placeholder while a lazily loaded page or panel arrives; it fades in only if that takes a moment. */
export const RouteFallback = () => {
  const texts = useTexts(UiTexts);
  return (
    <div className="route-fallback" role="progressbar" aria-label={texts.loading}>
      <span className="page-spinner__ring" />
    </div>
  );
};
