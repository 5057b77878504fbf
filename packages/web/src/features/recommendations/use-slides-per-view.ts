import { useSyncExternalStore } from 'react';

/** The spec's carousel: 1, 2, 3 and 5 plans per view from 0, 767, 1100 and 1300 px wide. */
export const SLIDE_BREAKPOINTS: ReadonlyArray<readonly [minWidth: number, perView: number]> = [
  [1300, 5],
  [1100, 3],
  [767, 2],
  [0, 1],
];

export const slidesPerView = (width: number): number => SLIDE_BREAKPOINTS.find(([min]) => width >= min)?.[1] ?? 1;

const subscribe = (notify: () => void) => {
  window.addEventListener('resize', notify);
  return () => window.removeEventListener('resize', notify);
};

export const useSlidesPerView = (): number => useSyncExternalStore(subscribe, () => slidesPerView(window.innerWidth), () => 1);
