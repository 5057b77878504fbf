import { GetQuotePreviewContentResponse, OpenQuoteLinkResponse, QuoteRoutes, SaveEnrollmentRoutes, SaveQuoteResponse } from '@benefit-store/contract';
import { dropEmpty, parseTier } from '@benefit-store/domain';
import type { QuoteGateway } from '@benefit-store/ports';
import type { ApiClient } from './api-client.ts';

/** The tab save-enrollment sends a quote under. */
const QUOTE_TAB = 'cart_info';

/** QuoteGateway over get-quote-preview-content and save-enrollment (tab cart_info). */
export const httpQuotes = (api: ApiClient): QuoteGateway => ({
  versioned: (link) => httpQuotes(api.versioned(link)),
  preview: (tempId, quote) =>
    api
      .call(QuoteRoutes.getQuotePreviewContent, GetQuotePreviewContentResponse, {
        query: { enrollment_id: tempId, name: quote.name, email: quote.email, message: quote.message, tab: QUOTE_TAB, type: 'preview' },
      })
      .map(({ data }) => ({ subject: data.subject, html: data.content })),
  send: (tempId, quote) =>
    api
      .call(SaveEnrollmentRoutes.saveEnrollment, SaveQuoteResponse, {
        body: { enrollment_id: tempId, tab: QUOTE_TAB, name: quote.name, email: quote.email, ...(quote.message ? { message: quote.message } : {}) },
      })
      .map(({ data }) => data.message),
  openLink: (token) =>
    api.call(QuoteRoutes.openQuoteLink, OpenQuoteLinkResponse, { body: { token } }).map(({ data }) => ({
      enrollmentId: data.temp_enrollment_id,
      from: data.from,
      eprocess: data.eprocess,
      openType: data.open_type,
      enrollType: data.type,
      state: data.state,
      ...dropEmpty({ tier: parseTier(data.tier), agentId: data.site.agent_id, groupId: data.site.group_id, portalId: data.site.platform_group_id }),
      plans: data.plans.map((plan) => ({ planId: plan.plan_id, name: plan.plan_name, inCart: plan.in_cart })),
    })),
});
