import { memoryStepDrafts, type StepDrafts } from '@benefit-store/ports';
import type { TabName } from '@benefit-store/domain';
import { tabStorage } from './tab-storage.ts';

/**
 * A step's unsent entries in this tab's sessionStorage (docs/adr/0712): they survive a refresh and a trip to another
 * page of the tab, are never shared with another tab (whose own draft they would overwrite), and go with the tab.
 * Where sessionStorage is refused (a locked-down browser), they are kept in memory for the page's life.
 */
const PREFIX = 'benefit-store.draft';

export const sessionStorageStepDrafts = (storage: Storage | undefined = tabStorage()): StepDrafts => {
  if (!storage) return memoryStepDrafts();
  const key = (enrollmentId: string, tab: TabName) => `${PREFIX}.${enrollmentId}.${tab}`;
  const fallback = memoryStepDrafts();
  return {
    read: (enrollmentId, tab) => {
      try {
        return storage.getItem(key(enrollmentId, tab)) ?? undefined;
      } catch {
        return fallback.read(enrollmentId, tab);
      }
    },
    write: (enrollmentId, tab, value) => {
      try {
        storage.setItem(key(enrollmentId, tab), value);
      } catch {
        fallback.write(enrollmentId, tab, value);
      }
    },
    forget: (enrollmentId, tab) => {
      try {
        storage.removeItem(key(enrollmentId, tab));
      } catch {
        // nothing was kept there
      }
      fallback.forget(enrollmentId, tab);
    },
  };
};
