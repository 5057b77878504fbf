import type { TabName } from '@benefit-store/domain';

/**
 * A step's entries that were not sent yet, kept in this window until they are (docs/adr/0712): a refresh or a trip
 * to another page does not lose them. The browser keeps them in sessionStorage (one per tab, gone with the tab, so two
 * windows never mix their drafts), the CLI in memory. Never a Social Security Number in clear: the use cases that
 * write a draft leave those out.
 */
export interface StepDrafts {
  read(enrollmentId: string, tab: TabName): string | undefined;
  write(enrollmentId: string, tab: TabName, value: string): void;
  forget(enrollmentId: string, tab: TabName): void;
}

/** Drafts in a plain map: the CLI's and the tests'. */
export const memoryStepDrafts = (): StepDrafts => {
  const drafts = new Map<string, string>();
  const key = (enrollmentId: string, tab: TabName) => `${enrollmentId}:${tab}`;
  return {
    read: (enrollmentId, tab) => drafts.get(key(enrollmentId, tab)),
    write: (enrollmentId, tab, value) => void drafts.set(key(enrollmentId, tab), value),
    forget: (enrollmentId, tab) => void drafts.delete(key(enrollmentId, tab)),
  };
};
