import { describe, expect, it } from 'vitest';
import { ResultAsync, errAsync, okAsync } from 'neverthrow';
import { loadWhileLive, readyValue, type Loaded } from './use-loaded.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A load whose answer the test gives later. */
const deferred = <T, E>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { load: () => ResultAsync.fromSafePromise<T, E>(promise), resolve };
};

describe('loadWhileLive', () => {
  it('delivers a success as ready with its value', async () => {
    const seen: Loaded<number, string>[] = [];
    loadWhileLive(() => okAsync<number, string>(7), (s) => seen.push(s));
    await settle();
    expect(seen).toEqual([{ status: 'ready', value: 7 }]);
  });

  it('delivers a failure as failed with its error', async () => {
    const seen: Loaded<number, string>[] = [];
    loadWhileLive(() => errAsync<number, string>('boom'), (s) => seen.push(s));
    await settle();
    expect(seen).toEqual([{ status: 'failed', error: 'boom' }]);
  });

  it('ignores an outcome that arrives after it was cancelled (unmount or deps change)', async () => {
    const seen: Loaded<string, string>[] = [];
    const first = deferred<string, string>();
    const cancel = loadWhileLive(first.load, (s) => seen.push(s));
    cancel();
    first.resolve('stale');
    await settle();
    expect(seen).toEqual([]);
  });

  it('lets only the newest of two overlapping loads through', async () => {
    const seen: Loaded<string, string>[] = [];
    const older = deferred<string, string>();
    const newer = deferred<string, string>();
    const cancelOlder = loadWhileLive(older.load, (s) => seen.push(s));
    cancelOlder();
    loadWhileLive(newer.load, (s) => seen.push(s));
    newer.resolve('new');
    await settle();
    older.resolve('old');
    await settle();
    expect(seen).toEqual([{ status: 'ready', value: 'new' }]);
  });

  it('calls load at once but never delivers synchronously', () => {
    const seen: Loaded<number, string>[] = [];
    let calls = 0;
    loadWhileLive(
      () => {
        calls += 1;
        return okAsync<number, string>(1);
      },
      (s) => seen.push(s),
    );
    expect(calls).toBe(1);
    expect(seen).toEqual([]);
  });
});

describe('readyValue', () => {
  it('is the value when ready and undefined otherwise', () => {
    expect(readyValue<number, string>({ status: 'ready', value: 3 })).toBe(3);
    expect(readyValue<number, string>({ status: 'loading' })).toBeUndefined();
    expect(readyValue<number, string>({ status: 'failed', error: 'x' })).toBeUndefined();
  });
});
