import { use, type ReactNode } from 'react';
import { useContainer } from './di.tsx';
import { ALL_LAZY_MODULES, bindLazyModules, type LazyModule } from './lazy-binding.ts';

export { ALL_LAZY_MODULES, bindLazyModules, type LazyModule } from './lazy-binding.ts';

/**
 * Renders its children once the modules they use are bound; suspends (the route's fallback shows) until then.
 * `preload` starts fetching the page itself meanwhile: the page's code and its modules arrive together
 * instead of one after the other.
 */
export const WithModules = ({ need = ALL_LAZY_MODULES, preload, children }: { need?: readonly LazyModule[]; preload?: (() => void) | undefined; children: ReactNode }) => {
  preload?.();
  use(bindLazyModules(useContainer(), need));
  return children;
};
