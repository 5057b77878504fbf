import type { HttpTransport } from '@benefit-store/adapters-http';
import { Messages } from '@benefit-store/domain';

type Listener = () => void;

const saysSessionExpired = (body: unknown): boolean =>
  typeof body === 'object' &&
  body !== null &&
  Array.isArray((body as { data?: unknown }).data) &&
  ((body as { data: unknown[] }).data).some(
    (item) => typeof item === 'object' && item !== null && (item as { error_message?: unknown }).error_message === Messages.sessionExpired,
  );

/**
 * Watches every API answer: a 401 with the session-expired message tells the listeners (the app sends
 * the person to sign in, keeping the site's stored context).
 */
export const sessionExpiry = () => {
  const listeners = new Set<Listener>();
  let expired = false;
  return {
    wrap: (inner: HttpTransport): HttpTransport => ({
      async send(request) {
        const response = await inner.send(request);
        if (response.status === 401 && saysSessionExpired(response.body)) {
          expired = true;
          listeners.forEach((l) => l());
        }
        return response;
      },
    }),
    /** Whether the last session ended by expiry (the sign-in page says so until the next sign-in). */
    expired: () => expired,
    acknowledge: () => void (expired = false),
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
};

export type SessionExpiry = ReturnType<typeof sessionExpiry>;
