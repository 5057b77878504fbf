import { describe, expect, it } from 'vitest';
import { clearSiteState } from '../shell/site-context.ts';
import { groupedSessionStore, memorySessionStore, SessionGroups, type SessionGroup, type SessionSlot, type SessionStore, type SessionValues } from './session-store.ts';

const groups = Object.keys(SessionGroups) as SessionGroup[];
const names = (...of: SessionGroup[]) => of.flatMap((group) => SessionGroups[group].map((field) => `${group}.${field}`));
const slot = (session: SessionStore, group: SessionGroup): SessionSlot<string> => session[group];

/** A store with every field of every group set (the tier to a tier: any other text reads as absent). */
const full = (): SessionStore =>
  memorySessionStore(Object.fromEntries(groups.map((group) => [group, Object.fromEntries(SessionGroups[group].map((field) => [field, field === 'tier' ? 'IF' : 'x']))])) as SessionValues);

/** The fields still set, as 'group.field'. */
const kept = (session: SessionStore): string[] => names(...groups).filter((name) => slot(session, name.split('.')[0] as SessionGroup).get(name.split('.')[1]!) !== undefined);

describe('the session store groups (docs/adr/0503)', () => {
  it('reads the tier as a Tier: a stored text that names none reads as absent', () => {
    const session = memorySessionStore({ enrollment: { tier: 'IC' } });
    expect(session.enrollment.get('tier')).toBe('IC');
    expect(memorySessionStore({ enrollment: { tier: 'IC3' } }).enrollment.get('tier')).toBeUndefined();
  });

  it('forget() drops exactly its group, remove() the fields named, clear() everything', () => {
    const session = full();
    session.planList.forget();
    session.quote.remove('tempId', 'cartCount');
    expect(kept(session)).toEqual(names(...groups).filter((name) => !name.startsWith('planList.') && name !== 'quote.tempId' && name !== 'quote.cartCount'));
    session.clear();
    expect(kept(session)).toEqual([]);
  });

  it("names each field through the adapter's naming; clear() removes only named values", () => {
    const stored = new Map<string, string>([['unrelated', 'kept']]);
    const session = groupedSessionStore(
      { get: (name) => stored.get(name), set: (name, value) => void stored.set(name, value), remove: (name) => void stored.delete(name) },
      (group, field) => `${group}:${field}`,
    );
    session.site.set('agentId', '1001');
    expect([...stored]).toEqual([
      ['unrelated', 'kept'],
      ['site:agentId', '1001'],
    ]);
    session.clear();
    expect([...stored]).toEqual([['unrelated', 'kept']]);
  });

  it('a new site forgets the site, the quote, eprocess and the enroll type, and nothing else', () => {
    const session = full();
    clearSiteState(session);
    const forgotten = [...names('site', 'quote'), 'signIn.eprocess', 'enrollment.enrollType'];
    expect(kept(session)).toEqual(names(...groups).filter((name) => !forgotten.includes(name)));
  });
});
