import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currentMemberRoute, Eprocesses, homeRoute, OpenTypes, receiptReturnRoute } from '@benefit-store/domain';

const state = fc.record({
  openType: fc.option(fc.constantFrom(...OpenTypes), { nil: undefined }),
  referral: fc.option(fc.string({ maxLength: 12 }), { nil: undefined }),
  eprocess: fc.option(fc.constantFrom(...Eprocesses), { nil: undefined }),
  host: fc.constantFrom('a.com', 'special.health', undefined),
  specialHost: fc.constantFrom('special.health', undefined),
});

describe('navigation properties', () => {
  it('an open type always wins: referral page or /, whatever the eprocess and host', () => {
    fc.assert(
      fc.property(state, (s) => {
        fc.pre(s.openType !== undefined);
        const route = homeRoute(s);
        expect(route).toBe(s.referral ? `/referrals?rid=${encodeURIComponent(s.referral)}` : '/');
      }),
    );
  });

  it('without an open type the route depends on eprocess only, except group on the special host', () => {
    fc.assert(
      fc.property(state, (s) => {
        const withoutOpen = { ...s, openType: undefined };
        const route = homeRoute(withoutOpen);
        const special = s.host !== undefined && s.host === s.specialHost;
        const expected = { rep: '/agent-home', applicant: '/member-home', group: special ? '/' : '/group-home' };
        expect(route).toBe(s.eprocess ? expected[s.eprocess] : '/');
        expect(receiptReturnRoute(withoutOpen)).toBe(route);
      }),
    );
  });

  it('the referral id always survives the round trip through the URL', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (rid) => {
        const url = new URL(homeRoute({ openType: 'agent', referral: rid }), 'https://x.test');
        expect(url.pathname).toBe('/referrals');
        expect(url.searchParams.get('rid')).toBe(rid);
      }),
    );
  });

  it('the Current Member link exists exactly when there is an eprocess', () => {
    fc.assert(fc.property(fc.option(fc.constantFrom(...Eprocesses), { nil: undefined }), (e) => (currentMemberRoute(e) === undefined) === (e === undefined)));
  });
});
