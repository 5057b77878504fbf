import { describe, expect, it } from 'vitest';
import { dropEmpty } from './payload.ts';

describe('dropEmpty', () => {
  it("drops '', null and undefined and keeps 0, false and spaces", () => {
    expect(dropEmpty({ a: '', b: null, c: undefined, d: 0, e: false, f: ' ', g: 'x' })).toEqual({ d: 0, e: false, f: ' ', g: 'x' });
  });
});
