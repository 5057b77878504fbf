import { lazy, type ComponentType } from 'react';
import { importOrReload } from '../app/new-release.ts';

/** A lazily loaded page that can be asked to start loading before it is first rendered. */
export type LazyPage<P extends object> = ReturnType<typeof lazy<ComponentType<P>>> & { readonly preload: () => void };

/**
 * A page fetched when first shown: `pick` names the export of the module `load` imports. `preload` starts the
 * fetch early (once), e.g. while the feature modules the page needs are still being bound.
 */
export const lazyPage = <M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): LazyPage<P> => {
  let loading: Promise<M> | undefined;
  const fetchOnce = () => (loading ??= importOrReload(load));
  const page = lazy(async () => ({ default: pick(await fetchOnce()) }));
  // A preload that fails is not an unhandled rejection: the page's own render meets the failure (and its boundary).
  return Object.assign(page, { preload: () => void fetchOnce().catch(() => undefined) });
};
