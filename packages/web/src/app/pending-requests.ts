import type { HttpTransport } from '@benefit-store/adapters-http';

type Listener = (pending: number) => void;

/** Counts requests in flight, successes and failures alike, for the full-page spinner. */
export const pendingRequests = () => {
  let pending = 0;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((l) => l(pending));
  return {
    wrap: (inner: HttpTransport): HttpTransport => ({
      async send(request) {
        pending += 1;
        emit();
        try {
          return await inner.send(request);
        } finally {
          pending -= 1;
          emit();
        }
      },
    }),
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    current: () => pending,
  };
};

export type PendingRequests = ReturnType<typeof pendingRequests>;
