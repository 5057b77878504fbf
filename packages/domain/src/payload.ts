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
