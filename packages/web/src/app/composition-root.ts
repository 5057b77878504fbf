import './after-screens.ts';
import { Container } from 'inversify';
import { apiClient, batchedReads, contextHeaders, fetchTransport, sharedReads, type HttpTransport } from '@benefit-store/adapters-http';
import { ReadBatch } from '@benefit-store/contract';
import { currentLanguage, onLanguageChanged } from './language.ts';
import type { CalendarDate, Language } from '@benefit-store/domain';
import { TOKENS, type Clock } from '@benefit-store/ports';
import { localStorageSessionStore } from './browser-session-store.ts';
import { bindAssistModule } from './modules/assist.module.ts';
import { bindMembersModule } from './modules/members.module.ts';
import { bindQuoteModule } from './modules/quote.module.ts';
import { bindShellModule } from './modules/shell.module.ts';
import { mirrorPageView } from './page-copy.ts';
import { pendingRequests } from './pending-requests.ts';
import { sessionExpiry, tabExpiryMemory } from './session-expiry.ts';
import { WEB_TOKENS } from './web-tokens.ts';
import { bindValue } from './typed-container.ts';

export { WEB_TOKENS } from './web-tokens.ts';

/** The visitor's own calendar day: what "today" means to someone typing their birth date. */
const browserClock: Clock = {
  today: (): CalendarDate => {
    const now = new Date();
    return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
  },
};

/** Every API request says the visitor's language: the server words its error messages and mails in it. */
const speaking = (transport: HttpTransport, language: () => Language): HttpTransport => ({
  send: (request) => transport.send({ ...request, headers: { 'accept-language': language(), ...request.headers } }),
});

/** The read batch the page offers (the server writes it into the page: docs/adr/0511-read-batches.md). */
const offeredReadBatch = (): string | undefined =>
  typeof document === 'undefined' ? undefined : (document.querySelector<HTMLMetaElement>(`meta[name="${ReadBatch.offer}"]`)?.content ?? undefined);

/**
 * The web app's one composition root: the only place that knows every package and the only caller
 * of `container.get` (through the hooks in di.tsx). Each feature area binds its ports and use cases in
 * its own module under modules/.
 */
/**
 * `storage`, `transport`, `origin`, `language`: another storage than the page's, the reads' way to the API, the site's
 * address, the language the reads ask in (the server's page copies draw a page for a visitor's storage, in their
 * language, through its own routes: page-render.tsx).
 */
export const createContainer = (
  options: { apiBase?: string; storage?: Storage; transport?: HttpTransport; origin?: string; language?: Language } = {},
): Container => {
  const container = new Container();
  const pending = pendingRequests();
  const expiry = sessionExpiry(tabExpiryMemory());
  // In the browser, every change of the stored session is mirrored for the server's page copies (app/page-copy.ts).
  const mirror = options.storage ? undefined : mirrorPageView(window.localStorage);
  // The language chosen is part of the view too (a copy is drawn in it), kept outside the session store.
  if (mirror) onLanguageChanged(mirror);
  const session = localStorageSessionStore(options.storage, mirror);
  const { language } = options;
  bindValue(container, WEB_TOKENS.PendingRequests, pending);
  bindValue(container, WEB_TOKENS.SessionExpiry, expiry);
  bindValue(container, WEB_TOKENS.ApiClient, apiClient(pending.wrap(expiry.wrap(sharedReads(speaking(options.transport ?? batchedReads(fetchTransport(options.apiBase ?? ''), { offered: offeredReadBatch() }), language ? () => language : currentLanguage)))), contextHeaders(session)));
  bindValue(container, TOKENS.Clock, browserClock);
  bindValue(container, TOKENS.SessionStore, session);
  bindQuoteModule(container);
  bindShellModule(container);
  bindAssistModule(container, options.origin);
  bindMembersModule(container);
  // Plans, cart and the wizard are bound when their pages are first shown (lazy-modules.tsx).
  return container;
};
