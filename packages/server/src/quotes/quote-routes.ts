import { dropEmpty, Messages } from '@benefit-store/domain';
import { QuoteRoutes } from '@benefit-store/contract';
import { readOwned } from '../cart/plan-routes.ts';
import type { CatalogueCache } from '../catalog/catalogue-store.ts';
import type { CommandRunner } from '../commands/command.ts';
import type { Database } from '../db/database.ts';
import { answer, sessionActor, type Door } from '../http/door.ts';
import { languageOfAnswer } from '../http/language.ts';
import type { LinkTokens } from '../security/link-tokens.ts';
import type { PublicAddress } from '../sites/site-links.ts';
import { mayQuote, openQuoteLinkCommand } from './quote-commands.ts';
import { findQuoteLink } from './quote-links.ts';
import { renderQuote } from './quote-mail.ts';

export interface QuoteRouteDeps {
  readonly db: Database;
  readonly catalogue: CatalogueCache;
  readonly commands: CommandRunner;
  readonly publicAddress: PublicAddress;
  readonly links: LinkTokens;
}

/**
 * GET get-quote-preview-content: the very rendering the quote mail carries, its content part only (the mail's
 * "Shop these plans" link is made when it is sent). POST open-quote-link: a sent quote's link opened (docs/adr/0701).
 */
export const registerQuoteRoutes = (door: Door, deps: QuoteRouteDeps) => {
  door.route(QuoteRoutes.getQuotePreviewContent, { session: 'optional' }, async ({ query, session, actor, reply, request }) => {
    const owned = await readOwned(deps, { session, reply }, query.enrollment_id);
    if ('refused' in owned) return owned.refused;
    if (!mayQuote(actor, owned.enrollment)) return answer.fail(403, { tab: Messages.quoteNotAllowed });
    // The preview is the mail in the request's language: its words vary with Accept-Language.
    const language = languageOfAnswer(request, reply);
    const { mail } = await renderQuote(deps.db, owned.catalogue, owned.enrollment, { name: query.name ?? '', email: query.email ?? '', message: query.message }, deps, language);
    return answer.ok({ content: mail.contentHtml, subject: mail.subject });
  });

  const open = openQuoteLinkCommand(deps.catalogue);
  // The browser gets a session only for a token of ours: a forged or garbled link sets no cookie.
  door.route(QuoteRoutes.openQuoteLink, { session: 'optional' }, async ({ body, session, openSession, request }) => {
    const parsed = deps.links.parse(body.token);
    const link = parsed ? await findQuoteLink(deps.db, parsed.linkId) : undefined;
    if (!link || !deps.links.verify(body.token, link.enrollment_id)) return answer.fail(404, { token: Messages.quoteLinkInvalid });
    const actor = sessionActor(request, session ?? (await openSession()));
    const result = await deps.commands.run(open, { payload: { link_id: link.link_id } }, actor);
    if (result.isErr()) return answer.refused(result.error);
    const opened = result.value.output;
    return answer.ok({
      temp_enrollment_id: opened.enrollmentId,
      from: opened.from,
      eprocess: opened.context.eprocess ?? 'applicant',
      open_type: opened.context.open_type ?? '',
      type: opened.context.type ?? '',
      tier: opened.tier,
      state: opened.state,
      site: dropEmpty({ agent_id: opened.context.agent_id, group_id: opened.context.group_id, platform_group_id: opened.context.platform_group_id }),
      plans: opened.plans,
    });
  });
};
