import { partialMatchKey, QueryCache, QueryClient, useMutation, useQuery, useQueryClient, type Query, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Result, ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';

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

export const createQueryClient = (): QueryClient => {
  const client = new QueryClient({
    queryCache: new QueryCache(),
    defaultOptions: {
      queries: {
        // A use case's failure is an answer (not found, validation), never worth asking again by itself.
        retry: false,
        // Stored context changes with navigation: a page shown again reads again, in the background.
        staleTime: 0,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  for (const queryKey of FRESH_UNTIL_CHANGED) client.setQueryDefaults(queryKey, { staleTime: Infinity });
  return client;
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
 * previous data stays in place, so that a page does not blank out between two answers.
 */
export const useUseCaseQuery = <T,>(
  key: QueryKey,
  load: () => ResultAsync<T, DomainError>,
  options: { readonly enabled?: boolean } = {},
): UseCaseQuery<T> => {
  const query = useQuery<T, DomainError>({ queryKey: key, queryFn: () => settle(load()), enabled: options.enabled ?? true });
  const status = query.isSuccess ? 'ready' : query.isError ? 'failed' : 'loading';
  return { status, data: query.data, error: query.error ?? undefined, fetching: query.isFetching };
};

/**
 * Marks topics stale; every mounted query under them loads again. A load already under way is cancelled
 * first: it started before the change (a header asked for before the landing segment stored its rep) and
 * its answer would otherwise stand in for the fresh one.
 */
export const useInvalidate = () => {
  const client = useQueryClient();
  return useCallback(
    async (topics: readonly QueryKey[], except?: QueryKey) => {
      const predicate = (query: Query) => except === undefined || !partialMatchKey(query.queryKey, except);
      await Promise.all(topics.map((queryKey) => client.cancelQueries({ queryKey, predicate })));
      await Promise.all(topics.map((queryKey) => client.invalidateQueries({ queryKey, predicate })));
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
 * `writes` names a query whose new value is the use case's answer; `leaves` one that is not read again.
 */
export const useUseCaseMutation = <A, T>(
  run: (input: A) => Result<T, DomainError> | ResultAsync<T, DomainError>,
  invalidates: readonly QueryKey[] = [],
  options: { readonly writes?: QueryKey; readonly leaves?: QueryKey } = {},
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
    },
  });
};
