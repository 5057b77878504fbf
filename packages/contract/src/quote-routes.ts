import * as t from 'io-ts';
import { Limits } from '@benefit-store/domain';
import { successEnvelope } from './envelope.ts';
import { Id, OptionalText } from './fields.ts';
import { api, query } from './routes.ts';

/** The quote preview: the same rendering the e-mail carries (doc 001 section 7, Quotes). */
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
} as const;

export const GetQuotePreviewContentResponse = successEnvelope(t.type({ content: t.string, subject: t.string }));
