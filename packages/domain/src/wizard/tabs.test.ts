import { describe, expect, it } from 'vitest';
import {
  buildSteps,
  decodeDirectContinue,
  editFromReview,
  nextTarget,
  previousTarget,
  progress,
  reviewCards,
  savedTabName,
  savedTabTarget,
  stepStatus,
  tabFromRoute,
  targetPath,
  TabNames,
  type TabDefinition,
} from './tabs.ts';

const all: TabDefinition[] = TabNames.map((tabName, order) => ({ tabName, order, required: true }));

describe('buildSteps', () => {
  it('keeps required tabs in order 0-10, numbered from 1', () => {
    const steps = buildSteps([
      { tabName: 'contact_info', order: 2, required: true },
      { tabName: 'primary_info', order: 0, required: true },
      { tabName: 'employer_info', order: 1, required: false },
      { tabName: 'billing_info', order: 10, required: true },
      { tabName: 'review_info', order: 11, required: true },
      { tabName: 'dependent_info', order: -1, required: true },
      { tabName: 'mystery_info', order: 3, required: true },
      { tabName: 'contact_info', order: 5, required: true },
    ]);
    expect(steps.map((s) => [s.number, s.tab, s.path, s.routeName])).toEqual([
      [1, 'primary_info', 'personal-info', 'personal-information'],
      [2, 'contact_info', 'contact-info', 'contact-information'],
      [3, 'billing_info', 'billing-information', 'billing-information'],
    ]);
  });

  it('names every step with both naming schemes of doc 002', () => {
    expect(buildSteps(all).map((s) => `${s.title}|${s.path}|${s.routeName}`)).toEqual([
      'Personal Information|personal-info|personal-information',
      'Contact Information|contact-info|contact-information',
      'Employer Information|employer-info|employer-information',
      'Beneficiary Information|beneficiary-info|beneficiary-information',
      'Health Questions|health-questions|health-questions',
      'Dependent Information|dependent-information|dependent-information',
      'Billing Information|billing-information|billing-information',
      'Agreement & Signature|agreement-signature|agreement-signature',
      'Review & Confirmation|review-confirm|review-confirm',
    ]);
  });
});

describe('movement', () => {
  const steps = buildSteps(all);

  it('marks steps before the current one done', () => {
    expect(progress(steps, 'beneficiary_info').map((p) => p.status)).toEqual(['done', 'done', 'done', 'active', 'upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    expect(stepStatus(steps, 'primary_info', 'primary_info')).toBe('active');
    expect(stepStatus(buildSteps([]), 'primary_info', 'contact_info')).toBe('upcoming');
  });

  it('moves to the next step, the review detour, and the receipt', () => {
    expect(targetPath(nextTarget(steps, 'primary_info').target)).toBe('/enrollment/contact-info');
    expect(nextTarget(steps, 'contact_info', 'review')).toEqual({ target: { kind: 'step', step: steps[8] }, clearNavto: true });
    expect(nextTarget(steps, 'contact_info', '').clearNavto).toBe(false);
    expect(nextTarget(steps, 'review_info', 'review')).toEqual({ target: { kind: 'receipt' }, clearNavto: false });
    expect(targetPath(nextTarget(steps, 'billing_info').target)).toBe('/enrollment/agreement-signature');
    const noReview = buildSteps(all.filter((t) => t.tabName !== 'review_info'));
    expect(targetPath(nextTarget(noReview, 'agreement_info').target)).toBe('/enrollment/receipt');
    expect(targetPath(nextTarget(noReview, 'primary_info', 'review').target)).toBe('/enrollment/review-confirm');
  });

  it('goes back one step, and from personal (or the first step) to the cart', () => {
    expect(previousTarget(steps, 'primary_info')).toEqual({ kind: 'cart' });
    expect(targetPath(previousTarget(steps, 'contact_info'))).toBe('/enrollment/personal-info');
    const noPersonal = buildSteps(all.filter((t) => t.tabName !== 'primary_info'));
    expect(previousTarget(noPersonal, 'contact_info')).toEqual({ kind: 'cart' });
    expect(targetPath({ kind: 'cart' })).toBe('/cart');
  });

  it('parses a step from a URL, a path segment or a route name', () => {
    expect(tabFromRoute('/enrollment/personal-info')).toBe('primary_info');
    expect(tabFromRoute('personal-information')).toBe('primary_info');
    expect(tabFromRoute('/enrollment/beneficiary-info/?x=1')).toBe('beneficiary_info');
    expect(tabFromRoute('beneficiary-information')).toBe('beneficiary_info');
    expect(tabFromRoute('/enrollment/health-questions#top')).toBe('primary_health_info');
    expect(tabFromRoute('/enrollment/receipt')).toBeUndefined();
  });

  it('sends Edit Details from review with navto set', () => {
    expect(editFromReview('employer_info')).toEqual({ navto: 'review', path: '/enrollment/employer-info' });
  });

  it('shows review cards for required tabs and always Agreement & Signature', () => {
    expect(reviewCards(buildSteps([{ tabName: 'contact_info', order: 0, required: true }]))).toEqual(['contact_info', 'agreement_info']);
    expect(reviewCards(steps)).toEqual(['primary_info', 'contact_info', 'employer_info', 'beneficiary_info', 'primary_health_info', 'dependent_info', 'billing_info', 'agreement_info']);
  });
});

describe('saved tabs', () => {
  it.each([
    ['primary_info', '/enrollment/personal-info'],
    ['contact_info', '/enrollment/contact-info'],
    ['employer_info', '/enrollment/employer-info'],
    ['benificiary_info', '/enrollment/beneficiary-info'],
    ['health_info', '/enrollment/health-questions'],
    ['dependent_info', '/enrollment/dependent-information'],
    ['review_info', '/enrollment/review-confirm'],
    ['aggrement_info', '/enrollment/agreement-signature'],
    ['payment_info', '/enrollment/billing-information'],
    ['beneficiary_info', '/enrollment/beneficiary-info'],
  ])('%s opens %s', (saved, path) => {
    expect(savedTabTarget(saved)).toMatchObject({ path, disableQuotation: false });
  });

  it('opens the cart with quotation off for cart_info, and nothing for an unknown tab', () => {
    expect(savedTabTarget('cart_info')).toEqual({ path: '/cart', disableQuotation: true });
    expect(savedTabTarget('nope')).toBeUndefined();
  });

  it.each(['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty'])('knows no tab called %s (nothing of Object.prototype)', (name) => {
    expect(savedTabTarget(name)).toBeUndefined();
  });

  it('spells save-later tabs the server way', () => {
    expect(savedTabName('beneficiary_info')).toBe('benificiary_info');
    expect(savedTabName('agreement_info')).toBe('aggrement_info');
    expect(savedTabName('billing_info')).toBe('payment_info');
    expect(savedTabName('primary_health_info')).toBe('health_info');
  });

  it('decodes direct-continue links', () => {
    expect(decodeDirectContinue(btoa('123'), btoa('benificiary_info'))).toEqual({ enrollmentId: '123', savedTab: 'benificiary_info' });
    expect(decodeDirectContinue('%%%', btoa('x'))).toBeUndefined();
    expect(decodeDirectContinue(btoa(''), btoa('x'))).toBeUndefined();
  });
});
