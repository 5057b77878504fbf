import type { CurrentMember } from './member-types.ts';

/**
 * Pure rules of the current-member table (doc 000 sections 2 and 9): 5 rows a page, an abbreviated
 * pager, search, and which plans read as active.
 */
export const MEMBERS_PER_PAGE = 5;

/** Active plans are shown plain, every other status (termed, withdrawn, pending, ...) in red. */
export const isActivePlanStatus = (status: string): boolean => status.trim().toUpperCase() === 'ACTIVE';

const normalise = (value: string): string => value.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '');

/**
 * Whether a member matches the search box: every word typed must occur in one of name, e-mail, date of
 * birth, policy id, group name, a plan's name, status or carrier standing ("rejected"), or the SSN's last four digits.
 */
export const matchesMemberSearch = (member: CurrentMember, query: string): boolean => {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalise(
    [
      member.name,
      member.email,
      member.dob,
      member.policyId,
      member.group?.name ?? '',
      member.maskedSsn.replace(/\D/g, ''),
      ...member.plans.flatMap((plan) => [plan.name, plan.status, ...(plan.carrier ? [plan.carrier.carrier, plan.carrier.status] : [])]),
    ].join('\n'),
  );
  return words.every((word) => haystack.includes(word));
};

export const searchMembers = (members: readonly CurrentMember[], query: string): readonly CurrentMember[] =>
  members.filter((member) => matchesMemberSearch(member, query));

/** How many pages `total` rows take; an empty table still has its one (empty) page. */
export const pageCount = (total: number, perPage: number = MEMBERS_PER_PAGE): number =>
  Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, perPage)));

/** A page number brought inside 1..pageCount (a search that shrinks the list pulls the page back). */
export const clampPage = (page: number, total: number, perPage: number = MEMBERS_PER_PAGE): number =>
  Math.min(Math.max(1, Math.trunc(page) || 1), pageCount(total, perPage));

/** The rows of one page (1-based). */
export const pageOf = <T>(rows: readonly T[], page: number, perPage: number = MEMBERS_PER_PAGE): readonly T[] => {
  const current = clampPage(page, rows.length, perPage);
  return rows.slice((current - 1) * perPage, current * perPage);
};

export type PagerItem = { readonly kind: 'page'; readonly page: number } | { readonly kind: 'gap'; readonly after: number };

/**
 * The abbreviated pager: always the first and last page, the current page with one neighbour each side,
 * and a gap (…) for each run of pages left out. Seven pages or fewer are all shown.
 */
export const abbreviatedPager = (current: number, count: number): readonly PagerItem[] => {
  const total = Math.max(1, Math.trunc(count));
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), total);
  const shown = new Set<number>([1, total, page - 1, page, page + 1]);
  // Near either end, show a fixed window so the pager does not change width as one pages through.
  if (page <= 4) [2, 3, 4, 5].forEach((p) => shown.add(p));
  if (page >= total - 3) [total - 4, total - 3, total - 2, total - 1].forEach((p) => shown.add(p));
  if (total <= 7) for (let p = 1; p <= total; p += 1) shown.add(p);
  const pages = [...shown].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b);
  const items: PagerItem[] = [];
  pages.forEach((p, i) => {
    const previous = pages[i - 1];
    if (previous !== undefined && p - previous > 1) items.push({ kind: 'gap', after: previous });
    items.push({ kind: 'page', page: p });
  });
  return items;
};

/** One page of the member table as the screen shows it: rows, the page brought in range and the "from–to of total" figures. */
export interface MemberTablePage<T> {
  readonly rows: readonly T[];
  readonly page: number;
  readonly pageCount: number;
  /** 1-based position of the first and last row shown; both 0 when nothing matches. */
  readonly from: number;
  readonly to: number;
  readonly total: number;
  /** Why the table is empty: no members at all, or none matching the search. */
  readonly empty?: 'no-members' | 'no-matches';
}

/** Search, then one page of the result (the member table's whole arithmetic). */
export const memberTablePage = (members: readonly CurrentMember[], query: string, page: number): MemberTablePage<CurrentMember> => {
  const matches = searchMembers(members, query);
  const current = clampPage(page, matches.length);
  const rows = pageOf(matches, current);
  const from = rows.length === 0 ? 0 : (current - 1) * MEMBERS_PER_PAGE + 1;
  return {
    rows,
    page: current,
    pageCount: pageCount(matches.length),
    from,
    to: rows.length === 0 ? 0 : from + rows.length - 1,
    total: matches.length,
    ...(rows.length === 0 ? { empty: members.length === 0 ? ('no-members' as const) : ('no-matches' as const) } : {}),
  };
};
