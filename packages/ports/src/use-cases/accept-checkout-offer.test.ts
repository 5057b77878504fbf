import { describe, expect, it } from 'vitest';
import { Messages } from '@benefit-store/domain';
import type { OfferPopup } from '../shopping/shopping-types.ts';
import { offerMonthlyPrice, offerPlans, upsellDeclineText } from './accept-checkout-offer.ts';
import { quotationEnabled } from './load-cart-context.ts';

const offer = (over: Partial<OfferPopup> = {}): OfferPopup => ({
  planId: '142',
  pricingId: '1420001',
  name: 'Keystone No-Exam Term 10',
  category: 'term_life',
  logo: '',
  price: 1450,
  title: 'Protect your family with term life',
  header: '',
  link: '',
  linkDescription: '',
  ...over,
});

describe('checkout upsells', () => {
  it('skips term life with the medical-questions words and the bundle with the waiting-periods words', () => {
    expect(upsellDeclineText(offer())).toBe(Messages.termLifeOfferDecline);
    expect(upsellDeclineText(offer({ category: 'vision' }))).toBe(Messages.bundleOfferDecline);
  });

  it("adds a bundle's second plan after its first, and counts both in the monthly price", () => {
    const bundle = offer({ planId: '123', pricingId: 'a', category: 'vision', price: 3690, second: { planId: '112', pricingId: 'b', price: 1995 } });
    expect(offerPlans(bundle)).toEqual([
      { planId: '123', pricingId: 'a' },
      { planId: '112', pricingId: 'b' },
    ]);
    expect(offerMonthlyPrice(bundle)).toBe(5685);
    expect(offerPlans(offer())).toEqual([{ planId: '142', pricingId: '1420001' }]);
    expect(offerMonthlyPrice(offer())).toBe(1450);
  });
});

describe('the Send Personalized Quote switch', () => {
  it('is on unless showQuotation was turned off', () => {
    expect(quotationEnabled(undefined)).toBe(true);
    expect(quotationEnabled('true')).toBe(true);
    expect(quotationEnabled('false')).toBe(false);
  });
});
