import { describe, expect, it } from 'vitest';
import { ROUTING_NUMBERS } from '../seed/store-defaults.ts';
import { cardBrand, tokeniseCard } from './card-vault.ts';
import { isRoutingNumber } from './routing.ts';

describe('routing numbers', () => {
  it('pass the ABA checksum, and every demo number does', () => {
    expect(isRoutingNumber('111000025')).toBe(true);
    expect(isRoutingNumber('111000026')).toBe(false);
    expect(isRoutingNumber('11100002')).toBe(false);
    expect(isRoutingNumber('11100002a')).toBe(false);
    for (const [routing] of ROUTING_NUMBERS) expect(isRoutingNumber(routing), routing).toBe(true);
  });
});

describe('card tokenisation', () => {
  it('keeps a token, the BIN and the last four, never the number', () => {
    const card = tokeniseCard('4111 1111 1111 1111');
    expect(card).toMatchObject({ bin: '411111', last4: '1111', brand: 'visa' });
    expect(card.token).toMatch(/^tok_[A-Za-z0-9_-]{24}$/);
    expect(JSON.stringify(card)).not.toContain('4111111111111111');
    expect(tokeniseCard('4111111111111111').token).not.toBe(card.token);
  });

  it('names the brand from the leading digits', () => {
    expect([cardBrand('5555555555554444'), cardBrand('2221000000000009'), cardBrand('378282246310005'), cardBrand('6011111111111117'), cardBrand('3530111333300000')]).toEqual([
      'mastercard',
      'mastercard',
      'amex',
      'discover',
      'card',
    ]);
  });
});
