/** Reads a request value as the storefront sends it: strings, with numbers tolerated and anything else absent. */
export const text = (source: unknown, key: string): string => {
  if (source === null || typeof source !== 'object') return '';
  const value = (source as Record<string, unknown>)[key];
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
};

/** Like `text`, but an empty value is `undefined`, so that it can be dropped from what is stored. */
export const optionalText = (source: unknown, key: string): string | undefined => text(source, key) || undefined;

