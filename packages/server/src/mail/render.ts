import { DEFAULT_LANGUAGE, greetingName, type Language } from '@benefit-store/domain';

/**
 * The product's mails: subject, plain text and HTML from one function per kind, in the language the person used
 * (their words in mail-texts.ts and its twins; money and dates formatted by the caller with `mailFormatsOf`). Every value placed into HTML
 * goes through the `html` tag below, which escapes it unless it is markup this file built itself, so nothing a
 * user typed (a name, a quote message) can add markup, links or styles to a mail.
 */

import { escapeHtml, html, SafeHtml } from '../http/html.ts';
import { mailTextsOf } from './mail-language.ts';
import type { MailWords } from './mail-texts.ts';

export { escapeHtml, html, SafeHtml };

/** User text with its line breaks kept: each line escaped, joined by <br>. */
const lines = (text: string): SafeHtml => new SafeHtml(text.split(/\r\n|\r|\n/).map(escapeHtml).join('<br>'));

// ---- Brand and layout ----

export interface MailBrand {
  /** The white-label site's name, shown in the header and the sign-off. */
  readonly siteName: string;
  /** The site's colour as #rgb or #rrggbb; anything else falls back to the default colour. */
  readonly brandColor: string;
  /** The storefront address the recipient uses (the site's own host), e.g. https://acme.example; links start here. */
  readonly siteUrl: string;
}

export const DEFAULT_BRAND_COLOR = '#1f4fd1';

/** Only a plain hex colour reaches a style attribute. */
const brandColor = (color: string): string => (/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(color.trim()) ? color.trim() : DEFAULT_BRAND_COLOR);

/**
 * An absolute http(s) link on the site, or undefined when the site address is not one. A mail in another language
 * than English says so in its links (`?lang=es`): the page opens in the mail's language in any browser.
 */
export const siteLink = (brand: MailBrand, path: string, language: Language = DEFAULT_LANGUAGE): string | undefined => {
  try {
    const url = new URL(path, brand.siteUrl.endsWith('/') ? brand.siteUrl : `${brand.siteUrl}/`);
    if (language !== DEFAULT_LANGUAGE) url.searchParams.set('lang', language);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
};

const layout = (brand: MailBrand, title: string, content: SafeHtml, w: MailWords): string => {
  const color = brandColor(brand.brandColor);
  return html`<!doctype html>
<html lang="${w.htmlLang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f4f5f7;padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="600" cellspacing="0" cellpadding="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:6px;overflow:hidden;">
<tr><td style="background:${color};color:#ffffff;padding:16px 24px;font-size:20px;font-weight:bold;">${brand.siteName}</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5;">${content}</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#6b7280;border-top:1px solid #e5e7eb;">${w.sentBy(brand.siteName)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`.value;
};

const button = (brand: MailBrand, href: string | undefined, label: string): SafeHtml =>
  href
    ? html`<p style="margin:24px 0;"><a href="${href}" style="background:${brandColor(brand.brandColor)};color:#ffffff;padding:10px 18px;border-radius:4px;text-decoration:none;display:inline-block;">${label}</a></p>`
    : html``;

export interface PricedRow {
  /** Preformatted by the caller (the domain formats money), e.g. "Dental Plus" and "$42.00". */
  readonly name: string;
  readonly price: string;
}

const priceTable = (rows: readonly PricedRow[], totals: readonly PricedRow[]): SafeHtml =>
  html`<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="border-collapse:collapse;margin:16px 0;">
${rows.map((row) => html`<tr><td style="padding:8px 0;border-bottom:1px solid #e5e7eb;">${row.name}</td><td align="right" style="padding:8px 0;border-bottom:1px solid #e5e7eb;white-space:nowrap;">${row.price}</td></tr>
`)}${totals.map((row) => html`<tr><td style="padding:8px 0;font-weight:bold;">${row.name}</td><td align="right" style="padding:8px 0;font-weight:bold;white-space:nowrap;">${row.price}</td></tr>
`)}</table>`;

const textTable = (rows: readonly PricedRow[]): string[] => rows.map((row) => `  ${row.name}: ${row.price}`);

// ---- The mails ----

/** Save & Continue Later: the code and where to use it. */
export interface ResumeCodeMailData {
  readonly brand: MailBrand;
  readonly code: string;
  /** The address the code was sent to: the code only works together with it. */
  readonly email: string;
  readonly name?: string | undefined;
}

/** Sent when an enrollment completes (doc 002: an e-mail within 10 minutes, the 'Enrollment Receipt'). */
export interface ReceiptMailData {
  readonly brand: MailBrand;
  readonly name: string;
  /** The confirmation number. */
  readonly policyId: string;
  readonly plans: readonly PricedRow[];
  /** e.g. [{name: 'Total', price: '$120.00'}]; may be empty. */
  readonly totals?: readonly PricedRow[];
  /** MM/DD/YYYY, as the storefront shows it. */
  readonly effectiveDate: string;
  /** The head of the enrollment's consent chain (docs/adr/0720): a copy the member keeps of what they signed. */
  readonly consentReference?: string | undefined;
}

/** A rep's signing link (docs/adr/0720): the member reviews and signs the application on their own device. */
export interface SigningLinkMailData {
  readonly brand: MailBrand;
  readonly name?: string | undefined;
  /** Who filled the application and sends the link. */
  readonly repName: string;
  /** The path of the signing page on the site, token included (/sign/...). */
  readonly path: string;
  /** When the link stops working, as the recipient reads it. */
  readonly expires: string;
}

/** A rep's or group administrator's personalised quote (doc 001 "Send Personalized Quote"). */
export interface QuoteMailData {
  readonly brand: MailBrand;
  /** The Name field of the quote form. */
  readonly recipientName: string;
  readonly rows: readonly PricedRow[];
  readonly totals: readonly PricedRow[];
  readonly rep: { readonly name: string; readonly email?: string | undefined; readonly phone?: string | undefined };
  /** The Message field: plain text, line breaks kept. */
  readonly message?: string | undefined;
  /** Notices that must accompany the prices (e.g. the administrative-fee notice of partner plans). */
  readonly notices?: readonly string[] | undefined;
  /**
   * The path on the site of this mail's "Shop these plans" link (`/quote/{token}`, made when the quote is sent); the
   * preview has none, and shows no link.
   */
  readonly shopPath?: string | undefined;
}

/** An operator's invitation to sign in to a rep's or group's site (docs/adr/0801-operators.md). */
export interface InviteMailData {
  readonly brand: MailBrand;
  readonly name: string;
  /** What the sign-in is for: "Ana Cruz's site" or "Cruz Roofing's benefits site". */
  readonly what: string;
  /** The set-password page's path, token included (/set-password/...). */
  readonly path: string;
  readonly expires: string;
}

export interface MailData {
  readonly invite: InviteMailData;
  readonly 'resume-code': ResumeCodeMailData;
  readonly receipt: ReceiptMailData;
  readonly quote: QuoteMailData;
  readonly 'signing-link': SigningLinkMailData;
}

export type RenderableMailKind = keyof MailData;

export interface RenderedMail {
  readonly subject: string;
  readonly text: string;
  /** The complete HTML document: the shared layout around `contentHtml`. */
  readonly html: string;
  /** The message's own part, without the layout: what a preview inside a page shows (get-quote-preview-content). */
  readonly contentHtml: string;
}

interface Parts {
  readonly subject: string;
  readonly text: string[];
  readonly content: SafeHtml;
  /** A call to action of this mail alone, after the content and not part of `contentHtml` (the quote's link). */
  readonly action?: SafeHtml;
}

const CONTINUE_PATH = '/continue-enrollment';

const greeting = (w: MailWords, name: string | undefined): string => (name ? w.helloName(name) : w.hello);

const resumeCode = (d: ResumeCodeMailData, all: MailWords, language: Language): Parts => {
  const link = siteLink(d.brand, CONTINUE_PATH, language);
  const w = all.resumeCode;
  return {
    subject: w.subject(d.brand.siteName),
    text: [
      greeting(all, d.name),
      '',
      w.savedOpen,
      `  ${link ?? CONTINUE_PATH}`,
      w.andEnter,
      `  ${w.code} ${d.code}`,
      `  ${w.emailAddress} ${d.email}`,
      '',
      w.onlyWithAddress,
    ],
    content: html`<p>${greeting(all, d.name)}</p>
<p>${w.savedHtml}</p>
<p style="font-size:24px;font-weight:bold;letter-spacing:2px;margin:16px 0;">${d.code}</p>
<p>${w.emailAddress} ${d.email}</p>
${button(d.brand, link, w.button)}<p style="color:#6b7280;">${w.onlyWithAddress}${link ? '' : ` ${w.continueAt(CONTINUE_PATH, d.brand.siteName)}`}</p>`,
  };
};

const receipt = (d: ReceiptMailData, all: MailWords): Parts => {
  const totals = d.totals ?? [];
  const w = all.receipt;
  return {
    subject: w.subject(d.brand.siteName),
    text: [
      w.dear(d.name),
      '',
      w.thanks,
      `${w.confirmationNumber} ${d.policyId}`,
      `${w.effectiveDate} ${d.effectiveDate}`,
      '',
      w.plans,
      ...textTable(d.plans),
      ...textTable(totals),
      ...(d.consentReference ? ['', `${w.consentRecord} ${d.consentReference}`] : []),
    ],
    content: html`<p>${w.dear(d.name)}</p>
<p>${w.thanks}</p>
<p>${w.confirmationNumber} <strong>${d.policyId}</strong><br>${w.effectiveDate} <strong>${d.effectiveDate}</strong></p>
${priceTable(d.plans, totals)}${d.consentReference ? html`<p style="font-size:12px;color:#6b7280;">${w.consentRecord} ${d.consentReference}</p>` : ''}`,
  };
};

const signingLink = (d: SigningLinkMailData, all: MailWords, language: Language): Parts => {
  const link = siteLink(d.brand, d.path, language);
  const w = all.signingLink;
  return {
    subject: w.subject,
    text: [greeting(all, d.name), '', w.filledIn(d.repName), `  ${link ?? d.path}`, '', w.worksUntil(d.expires), w.notExpected],
    content: html`<p>${greeting(all, d.name)}</p>
<p>${w.filledInHtml(d.repName)}</p>
${button(d.brand, link, w.button)}<p style="color:#6b7280;">${w.worksUntil(d.expires)} ${w.notExpected}</p>`,
  };
};

const quote = (d: QuoteMailData, all: MailWords, language: Language): Parts => {
  const link = d.shopPath === undefined ? undefined : siteLink(d.brand, d.shopPath, language);
  const contact = [d.rep.email, d.rep.phone].filter((v): v is string => Boolean(v));
  const w = all.quote;
  return {
    subject: w.subject(d.rep.name),
    text: [
      all.helloName(d.recipientName),
      '',
      w.prepared(d.rep.name),
      ...(d.message ? ['', d.message] : []),
      '',
      ...textTable(d.rows),
      ...textTable(d.totals),
      ...(d.notices?.length ? ['', ...d.notices] : []),
      ...(link ? ['', w.shopThesePlansAt(link)] : []),
      '',
      `${w.questions(d.rep.name)}${contact.length ? `: ${contact.join(', ')}` : ''}.`,
    ],
    content: html`<p>${all.helloName(d.recipientName)}</p>
<p>${w.prepared(d.rep.name)}</p>
${d.message ? html`<blockquote style="margin:16px 0;padding:8px 16px;border-left:4px solid ${brandColor(d.brand.brandColor)};color:#374151;">${lines(d.message)}</blockquote>
` : ''}${priceTable(d.rows, d.totals)}
${(d.notices ?? []).map((notice) => html`<p style="font-size:13px;color:#6b7280;">${notice}</p>
`)}<p>${w.questions(d.rep.name)}${contact.length ? html`: ${contact.map((c, i) => html`${i ? ', ' : ''}${c}`)}` : ''}.</p>`,
    action: button(d.brand, link, w.button),
  };
};

const invite = (d: InviteMailData, all: MailWords, language: Language): Parts => {
  const link = siteLink(d.brand, d.path, language);
  const hello = greeting(all, greetingName(d.name));
  const w = all.invite;
  return {
    subject: w.subject(d.what),
    text: [hello, '', w.choosePasswordHere(d.what), `  ${link ?? d.path}`, '', w.worksOnce(d.expires), w.notExpected],
    content: html`<p>${hello}</p>
<p>${w.given(d.what)}</p>
${button(d.brand, link, w.button)}<p style="color:#6b7280;">${w.worksOnce(d.expires)} ${w.notExpected}</p>`,
  };
};

const TEMPLATES: { readonly [K in RenderableMailKind]: (data: MailData[K], words: MailWords, language: Language) => Parts } = {
  invite,
  'resume-code': resumeCode,
  receipt,
  quote,
  'signing-link': signingLink,
};

/**
 * Subject, text and HTML of one mail in `language` (English by default); the same call gives the quote preview its
 * `contentHtml`.
 */
export const renderMail = <K extends RenderableMailKind>(kind: K, data: MailData[K], language: Language = DEFAULT_LANGUAGE): RenderedMail => {
  const words = mailTextsOf(language);
  const parts = (TEMPLATES[kind] as (data: MailData[K], words: MailWords, language: Language) => Parts)(data, words, language);
  const signOff = ['', '--', data.brand.siteName];
  // A subject is one header line, whatever a name in it held.
  const subject = parts.subject.replace(/\p{Cc}+/gu, ' ');
  return {
    subject,
    text: [...parts.text, ...signOff].join('\n') + '\n',
    html: layout(data.brand, subject, parts.action ? html`${parts.content}${parts.action}` : parts.content, words),
    contentHtml: parts.content.value,
  };
};
