/** `90m`, `1h`, `2d`, `1h30m` (or a bare number of minutes) as minutes; undefined when it is none of those. */
export const parseDurationMinutes = (text: string): number | undefined => {
  const trimmed = text.trim().toLowerCase();
  if (/^\d{1,6}$/.test(trimmed)) return Number(trimmed);
  const parts = [...trimmed.matchAll(/(\d{1,6})\s*([dhm])/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== trimmed.replace(/\s+/g, '')) return undefined;
  const unit = { d: 1440, h: 60, m: 1 } as const;
  return parts.reduce((sum, p) => sum + Number(p[1]) * unit[p[2] as 'd' | 'h' | 'm'], 0);
};
