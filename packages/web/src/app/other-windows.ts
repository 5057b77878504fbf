import { partialMatchKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Two windows of one visitor show one quote and one cart (docs/adr/0500, 2026-12-07): a change made in one window
 * tells the others which topics it made stale, and they read those again in place. Without it, the other window's
 * header kept the cart's old amount through every step of the wizard until a reload. Only what the visitor changes
 * here is told (a mutation's topics); nothing is told back, so two windows never echo each other. Same origin only
 * (BroadcastChannel), which is exactly the windows sharing this visitor's stored quote.
 */
const CHANNEL = 'benefit-store:changes';

/**
 * Not read again at another window's word: a wizard step's data and its progress. A step's form holds what the person
 * is typing; its saves are based on the version it was read at, and a save another window overtook is refused and
 * the step reloaded with what was typed kept beside it (docs/adr/0712).
 */
const NOT_FOLLOWED: readonly QueryKey[] = [['wizard']];

let opened: BroadcastChannel | undefined | null = null;

const channel = (): BroadcastChannel | undefined => {
  if (opened === null) {
    try {
      opened = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : undefined;
    } catch {
      opened = undefined;
    }
  }
  return opened;
};

const isTopic = (value: unknown): value is QueryKey => Array.isArray(value) && value.every((part) => typeof part === 'string');

/** Tells the visitor's other windows that a change of this one made `topics` stale. */
export const tellOtherWindows = (topics: readonly QueryKey[]): void => {
  if (topics.length === 0) return;
  try {
    channel()?.postMessage({ topics });
  } catch {
    // A topic that cannot be cloned is not told: the other window reads it on its next screen, as before.
  }
};

/** Reads again here what another window's change made stale (the wizard's steps excepted); returns the stop. */
export const followOtherWindows = (client: QueryClient): (() => void) => {
  const open = channel();
  if (!open) return () => undefined;
  const listener = (event: MessageEvent<unknown>) => {
    const topics = (event.data as { topics?: unknown } | null)?.topics;
    if (!Array.isArray(topics)) return;
    for (const topic of topics) {
      if (!isTopic(topic) || NOT_FOLLOWED.some((key) => partialMatchKey(topic, key))) continue;
      void client.invalidateQueries({ queryKey: topic });
    }
  };
  open.addEventListener('message', listener);
  return () => open.removeEventListener('message', listener);
};
