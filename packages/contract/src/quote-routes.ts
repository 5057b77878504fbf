import * as t from 'io-ts';
import { Limits } from '@benefit-store/domain';
import { successEnvelope } from './envelope.ts';
import { Id, OptionalText, Text } from './fields.ts';
import { api, query } from './routes.ts';

export const OpenQuoteLinkRequest = t.type({ token: Text(Limits.token) });
export type OpenQuoteLinkRequest = t.TypeOf<typeof OpenQuoteLinkRequest>;

/** Quotes: the preview, the same rendering the e-mail carries (doc 001 section 7, Quotes), and a sent quote's link. */
export const QuoteRoutes = {
  getQuotePreviewContent: api(
    'GET',
    '/get-quote-preview-content',
    query({
      enrollment_id: Id,
      email: OptionalText(Limits.email),
      name: OptionalText(Limits.name),
      tab: OptionalText(Limits.id),
      message: OptionalText(Limits.text),
      type: OptionalText(Limits.id),
    }),
  ),
  /** A quote's "Shop these plans" link opened (ours, docs/adr/0701): an enrollment of the opener's own. */
  openQuoteLink: api('POST', '/open-quote-link', { body: OpenQuoteLinkRequest }),
} as const;

export const GetQuotePreviewContentResponse = successEnvelope(t.type({ content: t.string, subject: t.string }));

/** The enrollment a quote's link opened: its context and filter as the storefront keeps them, and the quote's plans. */
export const OpenQuoteLinkResponse = successEnvelope(
  t.type({
    temp_enrollment_id: t.string,
    from: t.string,
    eprocess: t.string,
    open_type: t.string,
    type: t.string,
    tier: t.string,
    state: t.string,
    site: t.partial({ agent_id: t.string, group_id: t.string, platform_group_id: t.string }),
    plans: t.array(t.type({ plan_id: t.string, plan_name: t.string, in_cart: t.boolean })),
  }),
);
