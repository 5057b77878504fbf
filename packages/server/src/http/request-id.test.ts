import { describe, expect, it } from 'vitest';
import { acceptedRequestId, requestIdOf } from './request-id.ts';

describe('request ids', () => {
  it('takes a caller id made of the bounded charset, and replaces anything else with a fresh UUID', () => {
    for (const id of ['a', 'f81d4fae-7dec-11d0-a765-00a0c91e6bf6', 'trace:1.2_3', 'x'.repeat(128)]) expect(acceptedRequestId(id)).toBe(id);
    for (const id of ['', 'x'.repeat(129), 'a b', 'a"b', 'a\nb', 'é', ['a', 'b'], undefined]) expect(acceptedRequestId(id)).toBeUndefined();
    const generated = requestIdOf({ headers: { 'x-request-id': 'bad id' } });
    expect(generated).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(requestIdOf({ headers: {} })).not.toBe(generated);
  });
});
