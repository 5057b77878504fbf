import { lazy, type ComponentType } from 'react';

/** A page fetched when first shown: `pick` names the export of the module `load` imports. */
export const lazyPage = <M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) =>
  lazy(async () => ({ default: pick(await load()) }));
