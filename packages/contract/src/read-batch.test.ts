import { describe, expect, it } from 'vitest';
import { CartRoutes } from './cart-routes.ts';
import { ValidatedLookups } from './lookup-validators.ts';
import { PlanRoutes } from './plan-routes.ts';
import { ReadBatchRoutes } from './read-batch.ts';
import { batchableRead, ReadBatch, READS_ALONE, READS_BY_POST } from './read-batch-rules.ts';
import { routePattern } from './routes.ts';

/** The client's batching rules are plain strings (the storefront's first script carries no route table): they must name the routes they stand for. */
describe('read batch rules (docs/adr/0511-read-batches.md)', () => {
  it('keeps alone exactly the lookups every cache may keep and the GET that changes the cart', () => {
    const fixed = [...ValidatedLookups].filter(([, kind]) => kind === 'fixed').map(([route]) => routePattern(route));
    expect([...READS_ALONE].sort()).toEqual([...fixed, routePattern(CartRoutes.removePlanFromCart)].sort());
  });

  it('names the batch route and the one read the spec sends as a POST', () => {
    expect(ReadBatch.path).toBe(routePattern(ReadBatchRoutes.readBatch));
    expect([...READS_BY_POST]).toEqual([routePattern(PlanRoutes.checkAlreadyInCart)]);
  });

  it('batches reads of the API only', () => {
    expect(batchableRead('GET', '/api/v1/get-cart-count')).toBe(true);
    expect(batchableRead('POST', '/api/v1/check-already-in-cart')).toBe(true);
    expect(batchableRead('GET', '/api/v1/get-states')).toBe(false);
    expect(batchableRead('GET', '/api/v1/remove-plan-from-cart')).toBe(false);
    expect(batchableRead('POST', '/api/v1/add-plan-to-cart')).toBe(false);
    expect(batchableRead('GET', '/benefit-service/check-enroll-code')).toBe(false);
    expect(batchableRead('GET', ReadBatch.path)).toBe(false);
  });
});
