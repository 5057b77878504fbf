import { SessionKeys, type SessionKey, type SessionStore } from '@benefit-store/ports';

/** The spec's client-persisted values live in localStorage under their own names. */
export const localStorageSessionStore = (storage: Storage = window.localStorage): SessionStore => ({
  get: (key: SessionKey) => storage.getItem(key) ?? undefined,
  set: (key, value) => storage.setItem(key, value),
  remove: (key) => storage.removeItem(key),
  clear: () => {
    for (const key of Object.values(SessionKeys)) storage.removeItem(key);
  },
});
