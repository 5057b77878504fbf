import { keepPreviousData, partialMatchKey, QueryCache, QueryClient, useMutation, useQuery, useQueryClient, type Query, type QueryKey } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useRef } from 'react';
import type { Result, ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import { tellOtherWindows } from './other-windows.ts';

/**
 * The one way a screen loads and changes data (ADR 0500, docs/web-data-loading.md): TanStack Query around
 * use cases. A query calls a use case; a mutation calls a use case and invalidates the topics it changes.
 */

/** A use case's Result(Async) as the promise a query function returns: the DomainError becomes the rejection. */
export const settle = async <T, E>(result: Result<T, E> | ResultAsync<T, E>): Promise<T> => {
  const settled: Result<T, E> = await result;
  if (settled.isErr()) throw settled.error;
  return settled.value;
};

/**
 * Topics that change only by a change of ours, which invalidates them by name: the site (branding, header, menu,
 * featured plans), a plan's description, the help widget, what is recommended beside the cart, the wizard's steps
 * (they follow the cart). Read once, they are fresh until then, so a route change does not ask for them again
 * (issue 23).
 */
const FRESH_UNTIL_CHANGED: readonly QueryKey[] = [['site'], ['plan-description'], ['help'], ['cart', 'recommendations'], ['wizard', 'steps']];

const freshUntilChanged = (query: Query) => FRESH_UNTIL_CHANGED.some((key) => partialMatchKey(query.queryKey, key));

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    queryCache: new QueryCache(),
    defaultOptions: {
      queries: {
        // A use case's failure is an answer (not found, validation), never worth asking again by itself.
        retry: false,
        // Fresh while the screen that read it is shown (useFreshPerScreen marks it stale when the screen changes) or
        // until a change of ours names its topic; never by the clock.
        staleTime: Infinity,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });

/**
 * A screen shown reads what it shows afresh (the quote, the cart and the enrollment can change in another window,
 * and a screen shown again should show that), once: when the screen (path and query) changes, every read but the
 * topics fresh until changed is marked stale, before the new screen's parts subscribe. While one screen is shown,
 * a part that mounts again, or a second part reading the same topic, uses what was read for it (with stale-at-once
 * reads, the wizard's progress was read after a step's save and again when the next step mounted; issue 23). A
 * read on its way when the screen changes started after the change that asked for it: its answer counts as fresh.
 */
export const useFreshPerScreen = (screen: string) => {
  const client = useQueryClient();
  const shown = useRef(screen);
  // A layout effect: it runs before the new screen's queries subscribe (in passive effects) and decide to load.
  useLayoutEffect(() => {
    if (shown.current === screen) return;
    shown.current = screen;
    void client.invalidateQueries({ predicate: (query) => !freshUntilChanged(query), refetchType: 'none' });
  }, [client, screen]);
};

export interface UseCaseQuery<T> {
  readonly status: 'loading' | 'ready' | 'failed';
  readonly data: T | undefined;
  readonly error: DomainError | undefined;
  /** A load is under way (the first, or a refetch while the previous data stays in place). */
  readonly fetching: boolean;
}

/**
 * Loads `key` with a use case. `enabled: false` waits (a step not shown yet). While a refetch runs the
 * previous data stays in place, so that a page does not blank out between two answers. `keepShown`: when the key
 * changes, the previous key's data stays shown (status 'loading') until the new key's arrives.
 */
export const useUseCaseQuery = <T,>(
  key: QueryKey,
  load: () => ResultAsync<T, DomainError>,
  options: { readonly enabled?: boolean; readonly keepShown?: boolean } = {},
): UseCaseQuery<T> => {
  const query = useQuery<T, DomainError>({
    queryKey: key,
    queryFn: () => settle(load()),
    enabled: options.enabled ?? true,
    ...(options.keepShown ? { placeholderData: keepPreviousData } : {}),
  });
  const status = query.isSuccess && !query.isPlaceholderData ? 'ready' : query.isError ? 'failed' : 'loading';
  return { status, data: query.data, error: query.error ?? undefined, fetching: query.isFetching };
};

/**
 * Marks topics stale; every mounted query under them loads again. A load already under way is cancelled
 * first: it started before the change (a header asked for before the landing segment stored its rep) and
 * its answer would otherwise stand in for the fresh one. Both happen before this returns (a cancel takes
 * effect at once): a screen the caller opens next (its navigation runs right after) finds its topics stale, or
 * their fresh load on its way, and reads each once. Awaiting the cancels first let the new screen start its
 * reads and then had them cancelled and asked again (get-filtered-plans twice on /plans, issue 23).
 */
export const useInvalidate = () => {
  const client = useQueryClient();
  return useCallback(
    async (topics: readonly QueryKey[], except: readonly QueryKey[] = []) => {
      // `except`: what the screen being left shows. Stale like the rest, but not read again now: its answer would
      // only be thrown away (the landing's recommendations while /plans loads after Get Started).
      const left = (query: Query) => except.some((key) => partialMatchKey(query.queryKey, key));
      for (const queryKey of topics) void client.cancelQueries({ queryKey });
      for (const queryKey of topics) void client.invalidateQueries({ queryKey, predicate: left, refetchType: 'none' });
      await Promise.all(topics.map((queryKey) => client.invalidateQueries({ queryKey, predicate: (query) => !left(query) }, { cancelRefetch: false })));
    },
    [client],
  );
};

/** Forgets topics altogether (not stale: gone), as loading the page again would: the next reader asks afresh. */
export const useForget = () => {
  const client = useQueryClient();
  return useCallback((topics: readonly QueryKey[]) => topics.forEach((queryKey) => client.removeQueries({ queryKey })), [client]);
};

/**
 * Changes data with a use case; on success the named topics are invalidated (the cart badge after a cart
 * change, the whole site after a new landing segment). `run` answers the ResultAsync of the use case;
 * `writes` names a query whose new value is the use case's answer; `leaves` those made stale but not read
 * again now (the screen the caller leaves on success shows them).
 */
export const useUseCaseMutation = <A, T>(
  run: (input: A) => Result<T, DomainError> | ResultAsync<T, DomainError>,
  invalidates: readonly QueryKey[] = [],
  options: { readonly writes?: QueryKey; readonly leaves?: readonly QueryKey[] } = {},
) => {
  const client = useQueryClient();
  const invalidate = useInvalidate();
  const { writes, leaves } = options;
  return useMutation<T, DomainError, A>({
    mutationFn: (input: A) => settle(run(input)),
    onSuccess: (data) => {
      // A use case that answers the new state of a query (the chat after an answer) writes it in place.
      if (writes) client.setQueryData(writes, data);
      // Not awaited: the caller's own onSuccess (often a navigation) runs first, and the stale queries load
      // again in the background; awaiting them could unmount the caller before its callback runs.
      // `leaves`: the query of the screen the caller leaves on success (a wizard step after its Next). It is shown
      // until the next screen is, and reading it again meanwhile would only be thrown away.
      void invalidate(invalidates, leaves);
      tellOtherWindows(invalidates);
    },
  });
};
