/**
 * How long something has been left, as support staff type it: `90m`, `1h`, `2d`, `1h30m` (or a bare number of
 * minutes). Parsed once where it is typed (the CLI's option, the server's query) and kept as minutes.
 */
export const parseDurationMinutes = (text: string): number | undefined => {
  const trimmed = text.trim().toLowerCase();
  if (/^\d{1,6}$/.test(trimmed)) return Number(trimmed);
  const parts = [...trimmed.matchAll(/(\d{1,6})\s*([dhm])/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== trimmed.replace(/\s+/g, '')) return undefined;
  const unit = { d: 1440, h: 60, m: 1 } as const;
  return parts.reduce((sum, p) => sum + Number(p[1]) * unit[p[2] as 'd' | 'h' | 'm'], 0);
};

const counted = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** Minutes as a person says them: "1 minute", "2 hours", "1 day 6 hours 30 minutes", "0 minutes". */
export const describeMinutes = (minutes: number): string => {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts = [days > 0 ? counted(days, 'day') : '', hours > 0 ? counted(hours, 'hour') : '', rest > 0 ? counted(rest, 'minute') : ''].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : counted(0, 'minute');
};
