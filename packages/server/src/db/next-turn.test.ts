import { describe, expect, it } from 'vitest';
import { nextTurnBatch } from './next-turn.ts';

describe('nextTurnBatch', () => {
  it('sends what one turn asks once, on the next turn, and what a later turn asks in a batch of its own', async () => {
    const sent: string[][] = [];
    const ask = nextTurnBatch(async (asked: ReadonlySet<string>) => {
      sent.push([...asked]);
      return sent.length;
    });
    const first = [ask(['a']), ask(['b', 'a']), ask()];
    expect(sent).toEqual([]);
    expect(await Promise.all(first)).toEqual([1, 1, 1]);
    expect(await ask(['c'])).toBe(2);
    expect(sent).toEqual([['a', 'b'], ['c']]);
  });

  it('starts a new batch for what is asked while the last one is being answered', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent: string[][] = [];
    const ask = nextTurnBatch(async (asked: ReadonlySet<string>) => {
      sent.push([...asked]);
      if (sent.length === 1) await held;
      return sent.length;
    });
    const first = ask(['a']);
    await new Promise((resolve) => setImmediate(resolve));
    const second = ask(['b']);
    release();
    expect([await first, await second]).toEqual([1, 2]);
    expect(sent).toEqual([['a'], ['b']]);
  });
});
