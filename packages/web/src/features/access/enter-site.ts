import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { DataTopics } from '../../app/data-topics.ts';
import { useForget } from '../../app/data.ts';

/**
 * Opens the site a confirmed code or link chose, in the app: the use case has stored the new site, and the site's
 * path (its landing segment) stores its context and reads the site's data again (LandingSegmentGate). The spec's
 * client loaded the page again instead: the shell, its scripts and every lookup came again for nothing (issue 23).
 * What the app remembers of how the visit entered (the segment's answer before the confirmation, the shell's
 * gate) is forgotten, as a reload forgot it: the segment is opened afresh, now confirmed.
 */
export const useEnterSite = () => {
  const navigate = useNavigate();
  const forget = useForget();
  return useCallback(
    (path: string) => {
      forget([DataTopics.entry]);
      void navigate(path);
    },
    [forget, navigate],
  );
};
