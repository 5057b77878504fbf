import type { HttpTransport } from '@benefit-store/adapters-http';
import { Messages } from '@benefit-store/domain';
import { inCurrentLanguage } from './language.ts';
import { tabStorage } from './tab-storage.ts';

type Listener = () => void;

/**
 * A 401 that says the session expired, in English or in the language the server answered in (it words its errors in
 * the request's Accept-Language, the visitor's).
 */
const saysSessionExpired = (body: unknown): boolean => {
  const expired = [Messages.sessionExpired, inCurrentLanguage(Messages.sessionExpired)];
  return (
    typeof body === 'object' &&
    body !== null &&
    Array.isArray((body as { data?: unknown }).data) &&
    (body as { data: unknown[] }).data.some((item) => {
      const message = typeof item === 'object' && item !== null ? (item as { error_message?: unknown }).error_message : undefined;
      return typeof message === 'string' && expired.includes(message);
    })
  );
};

/** Where the notice survives a reload of the tab: the page that met the 401 may be left before sign-in shows. */
export interface ExpiryMemory {
  read(): boolean;
  write(expired: boolean): void;
}
const KEY = 'benefit-store.session-expired';

/** This tab's sessionStorage (kept in memory alone where a locked-down browser refuses it). */
export const tabExpiryMemory = (storage: Storage | undefined = tabStorage()): ExpiryMemory => ({
  read: () => {
    try {
      return storage?.getItem(KEY) === '1';
    } catch {
      return false;
    }
  },
  write: (expired) => {
    try {
      if (expired) storage?.setItem(KEY, '1');
      else storage?.removeItem(KEY);
    } catch {
      // the page's memory still has it
    }
  },
});

/**
 * Watches every API answer: a 401 with the session-expired message tells the listeners (the app sends
 * the person to sign in, keeping the site's stored context).
 */
export const sessionExpiry = (memory: ExpiryMemory = { read: () => false, write: () => undefined }) => {
  const listeners = new Set<Listener>();
  let expired = memory.read();
  return {
    wrap: (inner: HttpTransport): HttpTransport => ({
      async send(request) {
        const response = await inner.send(request);
        if (response.status === 401 && saysSessionExpired(response.body)) {
          expired = true;
          memory.write(true);
          listeners.forEach((l) => l());
        }
        return response;
      },
    }),
    /** Whether the last session ended by expiry (the sign-in page says so until the next sign-in). */
    expired: () => expired,
    acknowledge: () => {
      expired = false;
      memory.write(false);
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
};

export type SessionExpiry = ReturnType<typeof sessionExpiry>;
