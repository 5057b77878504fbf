import { tabStorage } from './tab-storage.ts';

/**
 * A page of an earlier release asks for a file of its own that the server no longer has: the store was upgraded
 * while the tab was open, and the build that replaced it keeps only the release before it (docs/adr/0021). Asking
 * again from this page would not help (the file is gone, and React keeps a lazy page that failed as failed), so the
 * page is loaded afresh, once: the new release's page, at the same address. What a shopper saved is on the server,
 * and a wizard step's unsent entries are in this tab's storage (docs/adr/0712), so nothing is lost. A second
 * failure within a minute (a file missing from the new release too, or no network) is not reloaded again: it is
 * thrown, and the app's error boundary says the page could not be shown, with a way to try again.
 */
const RELOADED_AT = 'benefit-store.reloadedForRelease';
const AGAIN_AFTER_MS = 60_000;

/** Reloads the page unless this tab did so for the same reason within the last minute; says whether it did. */
const reloadOnce = (): boolean => {
  const storage = tabStorage();
  if (typeof window === 'undefined' || !storage) return false;
  const last = Number(storage.getItem(RELOADED_AT) ?? 0);
  if (Date.now() - last < AGAIN_AFTER_MS) return false;
  try {
    storage.setItem(RELOADED_AT, String(Date.now()));
  } catch {
    return false; // storage full or refused: without the mark a reload could repeat for ever
  }
  window.location.reload();
  return true;
};

/** `load` (a dynamic import); when it fails, the page of the new release instead (see above). */
export const importOrReload = async <M>(load: () => Promise<M>): Promise<M> => {
  try {
    return await load();
  } catch (error) {
    if (!reloadOnce()) throw error;
    // The page is going away: whatever waits for this module keeps showing what it shows until it does.
    return new Promise<M>(() => undefined);
  }
};
