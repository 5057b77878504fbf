import type { Container } from 'inversify';
import { importOrReload } from './new-release.ts';

/**
 * Feature modules bound into the container when a page that needs them is first shown, so that a first
 * visit (the access and landing pages) downloads none of their use cases, adapters and wire codecs
 * (issue 8, section 5). The composition root binds the rest at start.
 */
export const ALL_LAZY_MODULES = ['shopping', 'plans', 'cart', 'wizard'] as const;
export type LazyModule = (typeof ALL_LAZY_MODULES)[number];

const LOADERS = {
  shopping: () => import('./modules/shopping.module.ts').then((m) => m.bindShoppingModule),
  plans: () => import('./modules/plans.module.ts').then((m) => m.bindPlansModule),
  cart: () => import('./modules/cart.module.ts').then((m) => m.bindCartModule),
  wizard: () => import('./modules/wizard.module.ts').then((m) => m.bindWizardModule),
} as const satisfies Record<LazyModule, () => Promise<(container: Container) => void>>;

const loading = new WeakMap<Container, Map<string, Promise<void>>>();
const boundOnce = new WeakMap<Container, Map<LazyModule, Promise<void>>>();

const bindOne = (container: Container, name: LazyModule): Promise<void> => {
  const modules = boundOnce.get(container) ?? new Map<LazyModule, Promise<void>>();
  boundOnce.set(container, modules);
  let pending = modules.get(name);
  if (!pending) {
    pending = importOrReload(LOADERS[name]).then((bind) => bind(container));
    modules.set(name, pending);
  }
  return pending;
};

/** The same promise for the same set of modules: React's `use` needs it across renders. */
export const bindLazyModules = (container: Container, names: readonly LazyModule[]): Promise<void> => {
  const sets = loading.get(container) ?? new Map<string, Promise<void>>();
  loading.set(container, sets);
  const key = [...names].sort().join(',');
  let pending = sets.get(key);
  if (!pending) {
    pending = Promise.all(names.map((name) => bindOne(container, name))).then(() => undefined);
    sets.set(key, pending);
  }
  return pending;
};
