import { ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { VersionLink } from '../driven/enrollment-version.ts';

/**
 * The enrollment one screen shows, and the version of it that its data was read at (docs/adr/0712). A step's load
 * makes one; every change the screen makes is based on it, so that a window never overwrites what another window
 * saved after this one read. It is the screen's own: a read elsewhere (the header's cart, a refetch) never moves it
 * on, only the screen's own changes do, one after another, each based on the version the one before it answered.
 */
export interface ScreenVersion {
  /** The enrollment the screen shows: its saves go there even when the browser's stored id has changed meanwhile. */
  readonly enrollmentId: string;
  /** For the screen's reads: the lowest version they answer (what the screen shows is never older than it). */
  readonly reading: VersionLink;
  /** The version the next change is based on; undefined when no read said one (the change is then not checked). */
  version(): number | undefined;
  /** Runs one change after the screen's earlier ones, based on the screen's version; a success moves the screen on to the version it answers. */
  change<T>(run: (link: VersionLink) => ResultAsync<T, DomainError>): ResultAsync<T, DomainError>;
}

export const screenVersion = (enrollmentId: string, startingAt?: number): ScreenVersion => {
  let current = startingAt;
  let queue: Promise<unknown> = Promise.resolve();
  return {
    enrollmentId,
    reading: {
      kind: 'read',
      seen: (version) => {
        current = current === undefined ? version : Math.min(current, version);
      },
    },
    version: () => current,
    change: <T>(run: (link: VersionLink) => ResultAsync<T, DomainError>) => {
      const link: VersionLink = {
        kind: 'change',
        basedOn: () => current,
        seen: (version) => {
          current = version;
        },
      };
      const settled = queue.then(() => run(link));
      queue = settled.then(
        () => undefined,
        () => undefined,
      );
      return new ResultAsync(settled);
    },
  };
};
