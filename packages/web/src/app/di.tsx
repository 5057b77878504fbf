import { createContext, use, useContext, type ReactNode } from 'react';
import type { Container } from 'inversify';
import { tokenOfUseCase, type Token, type UseCaseName, type UseCases } from '@benefit-store/ports';
import { ALL_LAZY_MODULES, bindLazyModules } from './lazy-binding.ts';
import { resolve } from './typed-container.ts';

const ContainerContext = createContext<Container | null>(null);

export const ContainerProvider = ({ container, children }: { container: Container; children: ReactNode }) => (
  <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>
);

/** The app's container: for the app layer only (lazy modules); components use useUseCase. */
export const useContainer = (): Container => {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('ContainerProvider is missing above this component');
  return container;
};

/**
 * A use case by name; components never see gateways, the session store or the container itself. A page
 * names the feature modules it needs (app-routes); should it reach a use case of another one, it waits
 * for every module to be bound rather than fail.
 */
export const useUseCase = <K extends UseCaseName>(name: K): UseCases[K] => {
  const container = useContainer();
  const token = tokenOfUseCase(name);
  if (!container.isBound(token)) use(bindLazyModules(container, ALL_LAZY_MODULES));
  return resolve(container, token);
};

/** Resolves a web-only service (the pending-request counter, ...). */
export const useService = <T,>(token: Token<T>): T => resolve(useContainer(), token);
