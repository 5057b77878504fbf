/**
 * Update payloads (filter, billing, agreement, personal info) leave out every empty value so the server
 * keeps what it has instead of overwriting it with nothing: '', null and undefined are dropped.
 */
export type Compact<T> = { [K in keyof T]?: Exclude<T[K], null | undefined> };

export const isEmptyValue = (value: unknown): value is '' | null | undefined =>
  value === '' || value === null || value === undefined;

export const dropEmpty = <T extends object>(payload: T): Compact<T> => {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(payload)) if (!isEmptyValue(value)) out[key] = value;
  return out as Compact<T>;
};

/**
 * A record with one entry for each key: Object.fromEntries, typed (TypeScript cannot see that every key got a
 * value, so this is the one place that says so).
 */
export const recordOf = <K extends string, V>(keys: readonly K[], valueOf: (key: K) => V): Record<K, V> =>
  Object.fromEntries(keys.map((key) => [key, valueOf(key)])) as Record<K, V>;

/** A plain object (not null, not a list): what a JSON value must be to read fields from it. */
export const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null && !Array.isArray(value);
