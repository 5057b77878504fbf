import { errAsync, type ResultAsync } from 'neverthrow';
import { isBlank, isEnrollType, isEprocess, isOpenType, Messages, notFound, type DomainError, type QuotedPlan } from '@benefit-store/domain';
import type { QuoteGateway } from '../driven/quote-gateway.ts';
import type { SessionStore } from '../driven/session-store.ts';
import { clearSiteState } from '../shell/site-context.ts';

export interface QuoteLinkOpened {
  /** Where the link lands: the plan list. */
  readonly path: '/plans';
  /**
   * Whose quote it is and which of its plans are in the cart: the plan list words it (the domain's quoteOpenedNotice)
   * in the visitor's language, the list's "and" included.
   */
  readonly quote: { readonly from: string; readonly plans: readonly QuotedPlan[] };
}

/**
 * A quote's "Shop these plans" link, opened in any browser (docs/adr/0701): the server gives this browser an
 * enrollment of its own with the quote's site, filter and plans; its context is stored here as a site's is (the
 * earlier site, quote and enrollment of this browser forgotten), the storefront opens on its own (the link is the
 * access, as a referral is), and the plan list opens with a word on the quote.
 */
export const openQuoteLink =
  ({ quotes, session }: { readonly quotes: QuoteGateway; readonly session: SessionStore }) =>
  (token: string): ResultAsync<QuoteLinkOpened, DomainError> => {
    if (isBlank(token)) return errAsync(notFound(Messages.quoteLinkInvalid));
    return quotes.openLink(token.trim()).map((opened) => {
      clearSiteState(session);
      session.enrollment.forget();
      session.planList.forget();
      session.access.remove('employeeEnrollment');
      session.access.set('isRepAuthenticated', 'true');
      if (isEprocess(opened.eprocess)) session.signIn.set('eprocess', opened.eprocess);
      if (isOpenType(opened.openType)) session.site.set('openType', opened.openType);
      if (isEnrollType(opened.enrollType)) session.enrollment.set('enrollType', opened.enrollType);
      if (opened.agentId) session.site.set('agentId', opened.agentId);
      if (opened.groupId) session.site.set('groupId', opened.groupId);
      if (opened.portalId) session.site.set('portalId', opened.portalId);
      session.quote.set('tempId', opened.enrollmentId);
      session.quote.set('isFilterDataSubmitted', 'true');
      if (opened.tier) session.enrollment.set('tier', opened.tier);
      if (opened.state) session.enrollment.set('state', opened.state);
      return { path: '/plans' as const, quote: { from: opened.from, plans: opened.plans.map(({ name, inCart }) => ({ name, inCart })) } };
    });
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    OpenQuoteLink: ReturnType<typeof openQuoteLink>;
  }
}
