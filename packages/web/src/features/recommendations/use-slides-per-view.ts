import { useCallback, useSyncExternalStore } from 'react';

export type SlideBreakpoints = ReadonlyArray<readonly [minWidth: number, perView: number]>;

/** The landing carousel (doc 000): 1, 2, 3 and 5 plans per view from 0, 767, 1100 and 1300 px wide. */
export const SLIDE_BREAKPOINTS: SlideBreakpoints = [
  [1300, 5],
  [1100, 3],
  [767, 2],
  [0, 1],
];

/** The cart's carousel (doc 001 section 9): 2 at narrow widths, then 3, 4 and 5 at the widest. */
export const CART_SLIDE_BREAKPOINTS: SlideBreakpoints = [
  [1200, 5],
  [992, 4],
  [600, 3],
  [0, 2],
];

export const slidesPerView = (width: number, breakpoints: SlideBreakpoints = SLIDE_BREAKPOINTS): number =>
  breakpoints.find(([min]) => width >= min)?.[1] ?? 1;

const subscribe = (notify: () => void) => {
  window.addEventListener('resize', notify);
  return () => window.removeEventListener('resize', notify);
};

export const useSlidesPerView = (breakpoints: SlideBreakpoints = SLIDE_BREAKPOINTS): number => {
  const read = useCallback(() => slidesPerView(window.innerWidth, breakpoints), [breakpoints]);
  return useSyncExternalStore(subscribe, read, () => 1);
};
