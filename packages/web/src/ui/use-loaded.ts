import { useEffect, useState, type DependencyList } from 'react';
import type { ResultAsync } from 'neverthrow';

/** What a component knows about a value it loads while mounted. */
export type Loaded<T, E> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly value: T }
  | { readonly status: 'failed'; readonly error: E };

const LOADING = { status: 'loading' } as const;

/** The loaded value, or undefined while loading or after a failure. */
export const readyValue = <T, E>(state: Loaded<T, E>): T | undefined => (state.status === 'ready' ? state.value : undefined);

/**
 * Starts `load` and hands its outcome to `deliver`, unless the returned cancel function ran first.
 * The React-free half of {@link useLoaded}, so that it can be tested without a DOM.
 */
export const loadWhileLive = <T, E>(load: () => ResultAsync<T, E>, deliver: (state: Loaded<T, E>) => void): (() => void) => {
  let live = true;
  void load().match(
    (value) => {
      if (live) deliver({ status: 'ready', value });
    },
    (error) => {
      if (live) deliver({ status: 'failed', error });
    },
  );
  return () => {
    live = false;
  };
};

/**
 * Runs `load` on mount and whenever `deps` change (list in `deps` everything `load` uses, as for useEffect).
 * An outcome that arrives after unmount or after `deps` changed is ignored. While a reload is under way
 * the previous outcome stays in place, so a page does not blank out between two answers.
 */
export const useLoaded = <T, E>(load: () => ResultAsync<T, E>, deps: DependencyList): Loaded<T, E> => {
  const [state, setState] = useState<Loaded<T, E>>(LOADING);
  // The caller's deps stand for `load`, which is usually a fresh arrow function on every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => loadWhileLive(load, setState), deps);
  return state;
};
