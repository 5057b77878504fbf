import { describe, expect, it } from 'vitest';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { conflict, Messages } from '@benefit-store/domain';
import type { VersionLink } from '../driven/enrollment-version.ts';
import { screenVersion } from './screen-version.ts';

/** A change that answers `version` after `ms`, recording the version it was based on. */
const changeTo = (version: number, based: (number | undefined)[], ms = 0) => (link: VersionLink) =>
  ResultAsync.fromSafePromise(
    new Promise<number>((resolve) => {
      based.push(link.kind === 'change' ? link.basedOn() : undefined);
      setTimeout(() => {
        link.seen(version);
        resolve(version);
      }, ms);
    }),
  );

describe('a screen and the version its saves are based on (docs/adr/0712)', () => {
  it('is at the lowest version its reads answered: what it shows is never older than that', () => {
    const screen = screenVersion('e-1');
    expect(screen.version()).toBeUndefined();
    screen.reading.seen(7);
    screen.reading.seen(5);
    screen.reading.seen(6);
    expect(screen.version()).toBe(5);
    expect(screen.enrollmentId).toBe('e-1');
  });

  it('runs its changes one after another, each based on what the one before it answered: a window never conflicts with itself', async () => {
    const screen = screenVersion('e-1', 4);
    const based: (number | undefined)[] = [];
    // Two saves started at once (a double click, a popup's save and Next): the second waits for the first.
    const [first, second] = await Promise.all([screen.change(changeTo(5, based, 20)), screen.change(changeTo(6, based))]);
    expect([first._unsafeUnwrap(), second._unsafeUnwrap()]).toEqual([5, 6]);
    expect(based).toEqual([4, 5]);
    expect(screen.version()).toBe(6);
  });

  it('stays where it was after a refused change, and the changes after it still run', async () => {
    const screen = screenVersion('e-1', 4);
    const refused = await screen.change(() => errAsync(conflict('changed-elsewhere', Messages.enrollmentChangedElsewhere)));
    expect(refused._unsafeUnwrapErr()).toMatchObject({ kind: 'conflict', reason: 'changed-elsewhere' });
    expect(screen.version()).toBe(4);
    const based: (number | undefined)[] = [];
    expect((await screen.change(changeTo(5, based)))._unsafeUnwrap()).toBe(5);
    expect(based).toEqual([4]);
    expect((await screen.change(() => okAsync('no version said'))).isOk()).toBe(true);
    expect(screen.version()).toBe(5);
  });
});
