/**
 * A Storage over a plain record, for a page drawn outside a browser: the access page the build draws (an empty one:
 * a visitor new to the store) and a page copy the server draws (the visitor's storage as their cookie carried it).
 */
export const recordStorage = (values: Record<string, string>): Storage => {
  const held = new Map(Object.entries(values));
  return {
    get length() {
      return held.size;
    },
    clear: () => held.clear(),
    getItem: (key) => held.get(key) ?? null,
    key: (index) => [...held.keys()][index] ?? null,
    removeItem: (key) => void held.delete(key),
    setItem: (key, value) => void held.set(key, String(value)),
  };
};
