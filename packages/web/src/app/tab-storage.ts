/**
 * This tab's sessionStorage, or none: where a browser blocks storage, reading the property itself throws, and the
 * callers keep what they would have stored in memory for the page's life instead.
 */
export const tabStorage = (): Storage | undefined => {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
};
