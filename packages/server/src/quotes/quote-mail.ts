import { DEFAULT_LANGUAGE, Messages, type Language } from '@benefit-store/domain';
import type { Queryable } from '../db/database.ts';
import { cartSummary } from '../catalog/cart-rules.ts';
import type { Catalogue } from '../catalog/catalogue.ts';
import type { EnrollmentRow } from '../repository/enrollment-store.ts';
import { renderMail, type QuoteMailData, type RenderedMail } from '../mail/index.ts';
import { MailTexts } from '../mail/mail-texts.ts';
import { mailFormatsOf, mailTextsOf } from '../mail/mail-language.ts';
import { translatorFor } from '../http/language.ts';
import { mailBrandOf, type PublicAddress } from '../sites/site-links.ts';
import { agentById, agentName, groupById } from '../repository/site-directory.ts';
import { cartItems } from '../cart/shopping-store.ts';

export interface QuoteRecipient {
  readonly name: string;
  readonly email: string;
  readonly message?: string | undefined;
}

/** Where the quote's links lead: the site's public address, and the mail's own "Shop these plans" path if it has one. */
export interface QuoteLinks {
  readonly publicAddress: PublicAddress;
  /** `/quote/{token}`: only the sent mail has one (the preview shows no link). */
  readonly shopPath?: string | undefined;
}

export interface RenderedQuote {
  readonly mail: RenderedMail;
  /** Who the quote is from, as the mail names them: the enrollment's rep (or group). */
  readonly from: string;
}

/**
 * The personalised quote of an enrollment's cart, rendered once for both the preview (get-quote-preview-content
 * shows `contentHtml`) and the e-mail: the cart's lines and totals as the catalogue prices them, the notices
 * that must accompany those prices, and the enrollment's rep (or group) as the sender, on the site the enrollment
 * belongs to (its links on the group's own domain if it has one: sites/site-links.ts). Written in `language`: the
 * language of the request that previews or sends it (issue 25).
 */
export const renderQuote = async (
  db: Queryable,
  catalogue: Catalogue,
  enrollment: EnrollmentRow,
  recipient: QuoteRecipient,
  links: QuoteLinks,
  language: Language = DEFAULT_LANGUAGE,
): Promise<RenderedQuote> => {
  const words = mailTextsOf(language).quote;
  const { money } = mailFormatsOf(language);
  const translate = translatorFor(language);
  const summary = cartSummary(catalogue, cartItems(enrollment));
  const group = enrollment.context.group_id ? await groupById(db, enrollment.context.group_id) : undefined;
  const agentId = enrollment.context.agent_id ?? group?.agent_id;
  const agent = agentId ? await agentById(db, agentId) : undefined;
  const rep = agent
    ? { name: agent.display_name || agentName(agent), email: agent.display_email || agent.email, phone: agent.display_phone || agent.phone }
    : group
      ? { name: group.display_name || group.gname, email: group.display_email, phone: group.display_phone }
      : undefined;
  const data: QuoteMailData = {
    brand: await mailBrandOf(db, { group_id: enrollment.context.group_id, agent_id: agentId }, links.publicAddress),
    recipientName: recipient.name,
    rows: summary.lines.map((l) => ({ name: l.label && l.label !== l.name ? `${l.name} (${l.label})` : l.name, price: money(l.price) })),
    totals: [
      { name: words.firstMonth, price: money(summary.totals.firstMonth) },
      { name: words.recurring, price: money(summary.totals.recurring) },
      { name: words.total, price: money(summary.totals.total) },
    ],
    rep: rep ?? { name: words.yourBenefitsTeam },
    message: recipient.message,
    notices: [
      ...(summary.administrativeFeeNotice ? [Messages.administrativeFeeNotice] : []),
      ...(summary.evidenceOfInsurability ? [Messages.evidenceOfInsurability] : []),
    ].map(translate),
    shopPath: links.shopPath,
  };
  // `from` is kept with the quote's link (its snapshot) and shown to whoever opens it: in the catalogue's English.
  return { mail: renderMail('quote', data, language), from: rep?.name ?? MailTexts.quote.yourBenefitsTeam };
};
