import { Messages } from '../messages.ts';

/**
 * Plan compare (beyond the spec, docs/adr/0612-plan-compare.md): up to four plans side by side, chosen on
 * the plans page and carried in the address (`/compare?plans=101,102`), so that a phone's back button, a
 * reload and a shared link all keep the choice.
 */
export const MAX_COMPARED_PLANS = 4;

const PLAN_ID = /^[A-Za-z0-9_-]{1,40}$/;

/** The plan ids of a `plans=` value: well-formed ids only, each once, the first four. */
export const parseComparedPlans = (text: string | null | undefined): readonly string[] => {
  const ids: string[] = [];
  for (const part of (text ?? '').split(',')) {
    const id = part.trim();
    if (PLAN_ID.test(id) && !ids.includes(id) && ids.length < MAX_COMPARED_PLANS) ids.push(id);
  }
  return ids;
};

export const comparedPlansParam = (ids: readonly string[]): string => ids.join(',');

export interface CompareToggle {
  readonly selected: readonly string[];
  /** Set when the plan could not be added because four are chosen already. */
  readonly refused?: string;
}

/** Ticks or unticks a plan; a fifth plan is refused with the reason, the choice unchanged. */
export const toggleComparedPlan = (selected: readonly string[], planId: string): CompareToggle => {
  if (selected.includes(planId)) return { selected: selected.filter((id) => id !== planId) };
  if (selected.length >= MAX_COMPARED_PLANS) return { selected, refused: Messages.compareLimit(MAX_COMPARED_PLANS) };
  return { selected: [...selected, planId] };
};

/** The compare page needs two plans at least; fewer is a notice with the way back. */
export const compareNotice = (count: number): string | undefined => (count < 2 ? Messages.compareNeedsTwo : undefined);

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** The text of simple plan HTML: tags dropped, the common entities read, white space collapsed. */
export const htmlToText = (html: string): string =>
  html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      const known = ENTITIES[name.toLowerCase()];
      if (known !== undefined) return known;
      const code = name.startsWith('#x') || name.startsWith('#X') ? parseInt(name.slice(2), 16) : name.startsWith('#') ? Number(name.slice(1)) : NaN;
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    })
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The points of a plan text as plain lines: its list items when it has a list, else its paragraphs.
 * Plain text, so the compare table never renders the server's HTML.
 */
export const textPoints = (html: string, max = 6): readonly string[] => {
  const items = [...html.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/gi)].map((m) => htmlToText(m[1] ?? ''));
  const points = items.length > 0 ? items : [...html.matchAll(/<p[^>]*>([\s\S]*?)<\/p>/gi)].map((m) => htmlToText(m[1] ?? ''));
  const found = (points.length > 0 ? points : [htmlToText(html)]).filter((line) => line !== '');
  return found.slice(0, max);
};
