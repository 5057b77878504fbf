import { Messages } from '@benefit-store/domain';
import { QuoteRoutes } from '@benefit-store/contract';
import { readOwned } from '../catalog/plan-routes.ts';
import type { CatalogueCache } from '../catalog/catalogue-store.ts';
import type { Database } from '../db/database.ts';
import { answer, type Door } from '../http/door.ts';
import { mayQuote } from './quote-commands.ts';
import { renderQuote } from './quote-mail.ts';

/** GET get-quote-preview-content: the very rendering the quote mail carries, its content part only. */
export const registerQuoteRoutes = (door: Door, deps: { db: Database; catalogue: CatalogueCache; publicUrl: string }) => {
  door.route(QuoteRoutes.getQuotePreviewContent, { session: 'optional' }, async ({ query, session, actor, reply }) => {
    const owned = await readOwned(deps, { session, reply }, query.enrollment_id);
    if ('refused' in owned) return owned.refused;
    if (!mayQuote(actor, owned.enrollment)) return answer.fail(403, { tab: Messages.quoteNotAllowed });
    const mail = await renderQuote(deps.db, owned.catalogue, owned.enrollment, { name: query.name ?? '', email: query.email ?? '', message: query.message }, deps.publicUrl);
    return answer.ok({ content: mail.contentHtml, subject: mail.subject });
  });
};
