import { describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database.ts';
import { findEnrollment } from './enrollment-store.ts';

const stored = (tier: unknown) => ({
  id: 'e1',
  owner_session: 's',
  owner_account: null,
  status: 'shopping',
  context: {},
  filter: { zip: '75001', dob: '01/15/1985', gender: 'F', tier, state: 'TX', is_smoker: '0' },
  cart: [],
  version: 1,
});
const holding = (value: unknown): Queryable => ({ query: async <T>() => [value] as T[] });

describe('the enrollment store reads the quote filter typed', () => {
  it('reads a stored tier as a Tier', async () => {
    expect((await findEnrollment(holding(stored('IC')), 'e1'))?.filter.tier).toBe('IC');
  });

  it('fails loudly on a tier outside the four instead of handing on a string readers would default', async () => {
    await expect(findEnrollment(holding(stored('XX')), 'e1')).rejects.toThrow(/unexpected shape/);
    await expect(findEnrollment(holding(stored(undefined)), 'e1')).rejects.toThrow(/unexpected shape/);
  });
});
