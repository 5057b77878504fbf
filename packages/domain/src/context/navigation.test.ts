import { describe, expect, it } from 'vitest';
import {
  currentMemberCrumb,
  currentMemberRoute,
  customDomainFirstPath,
  homeRoute,
  receiptReturnRoute,
  referralDecision,
  offersLocationOn,
  showsSiteChrome,
} from './navigation.ts';

const special = { host: 'plans.example-health.com', specialHost: 'plans.example-health.com' };

describe('homeRoute', () => {
  it('goes to the referral page when an open type and a referral are stored', () => {
    expect(homeRoute({ openType: 'agent', referral: 'R1', eprocess: 'rep' })).toBe('/referrals?rid=R1');
    expect(homeRoute({ openType: 'group', referral: 'a b&c' })).toBe('/referrals?rid=a%20b%26c');
  });

  it('goes to / with an open type and no (or an empty) referral', () => {
    expect(homeRoute({ openType: 'user', eprocess: 'applicant' })).toBe('/');
    expect(homeRoute({ openType: 'user', referral: '' })).toBe('/');
  });

  it('ignores a referral without an open type and routes by eprocess', () => {
    expect(homeRoute({ eprocess: 'rep', referral: 'R1' })).toBe('/agent-home');
    expect(homeRoute({ eprocess: 'applicant' })).toBe('/member-home');
    expect(homeRoute({ eprocess: 'group' })).toBe('/group-home');
    expect(homeRoute({})).toBe('/');
  });

  it('sends a group to / on the special host only (host compared case-insensitively)', () => {
    expect(homeRoute({ eprocess: 'group', ...special })).toBe('/');
    expect(homeRoute({ eprocess: 'group', host: 'PLANS.example-health.com', specialHost: special.specialHost })).toBe('/');
    expect(homeRoute({ eprocess: 'group', host: 'other.com', specialHost: special.specialHost })).toBe('/group-home');
    expect(homeRoute({ eprocess: 'rep', ...special })).toBe('/agent-home');
    expect(homeRoute({ eprocess: 'group', host: 'x', specialHost: '' })).toBe('/group-home');
  });

  it('is the receipt Return rule too', () => {
    expect(receiptReturnRoute({ openType: 'agent', referral: 'R9' })).toBe('/referrals?rid=R9');
    expect(receiptReturnRoute({ openType: 'agent' })).toBe('/');
    expect(receiptReturnRoute({ eprocess: 'applicant' })).toBe('/member-home');
  });
});

describe('Current Member link', () => {
  it('routes by eprocess and is absent without one', () => {
    expect(currentMemberRoute('rep')).toBe('/agent-select-member');
    expect(currentMemberRoute('applicant')).toBe('/member-home');
    expect(currentMemberRoute('group')).toBe('/group-select-member');
    expect(currentMemberRoute(undefined)).toBeUndefined();
  });

  it('shows only while a current member is available', () => {
    expect(currentMemberCrumb('rep', false)).toBeUndefined();
    expect(currentMemberCrumb('rep', true)).toBe('/agent-select-member');
  });
});

describe('referrals and site chrome', () => {
  it('loads with a rid, 404s without, and redirects to / on the primary host', () => {
    expect(referralDecision('R1', false)).toEqual({ kind: 'load', rid: 'R1' });
    expect(referralDecision('  ', false)).toEqual({ kind: 'redirect', path: '/404' });
    expect(referralDecision(null, false)).toEqual({ kind: 'redirect', path: '/404' });
    expect(referralDecision('R1', true)).toEqual({ kind: 'redirect', path: '/' });
  });

  it('hides header and footer on 404, landing-config-error and the access pages', () => {
    for (const path of ['/404', '/landing-config-error/group/x', '/access-page', '/access-pagenext']) expect(showsSiteChrome(path)).toBe(false);
    for (const path of ['/', '/plans?type=dental', '/access-pages', '/cart']) expect(showsSiteChrome(path)).toBe(true);
  });

  it('offers the location prompt where a visitor shops, not where one continues a saved enrollment', () => {
    for (const path of ['/', '/home', '/landing-page', '/plans', '/jordan-avery', '/continue-enrollments']) expect(offersLocationOn(path)).toBe(true);
    for (const path of ['/continue-enrollment', '/continue-enrollment?lang=es', '/direct-continue/YQ==/Yg==']) expect(offersLocationOn(path)).toBe(false);
  });

  it("opens a custom domain's first visit on /home, unless a link in mail brought the visitor to its own page", () => {
    for (const path of ['/', '/plans', '/cart', '/jordan-avery', '/signing', '/quotes']) expect(customDomainFirstPath(path)).toBe('/home');
    for (const path of ['/continue-enrollment', '/direct-continue/YQ==/Yg==', '/sign/sgn1.x.1.y', '/quote/qte1.x.1.y']) expect(customDomainFirstPath(path)).toBeUndefined();
  });
});
