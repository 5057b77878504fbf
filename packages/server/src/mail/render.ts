import { greetingName } from '@benefit-store/domain';

/**
 * The product's mails: subject, plain text and HTML from one function per kind. Every value placed into HTML
 * goes through the `html` tag below, which escapes it unless it is markup this file built itself, so nothing a
 * user typed (a name, a quote message) can add markup, links or styles to a mail.
 */

import { escapeHtml, html, SafeHtml } from '../http/html.ts';

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

/** An absolute http(s) link on the site, or undefined when the site address is not one. */
export const siteLink = (brand: MailBrand, path: string): string | undefined => {
  try {
    const url = new URL(path, brand.siteUrl.endsWith('/') ? brand.siteUrl : `${brand.siteUrl}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
};

const layout = (brand: MailBrand, title: string, content: SafeHtml): string => {
  const color = brandColor(brand.brandColor);
  return html`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f4f5f7;padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="600" cellspacing="0" cellpadding="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:6px;overflow:hidden;">
<tr><td style="background:${color};color:#ffffff;padding:16px 24px;font-size:20px;font-weight:bold;">${brand.siteName}</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5;">${content}</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#6b7280;border-top:1px solid #e5e7eb;">This e-mail was sent by ${brand.siteName}.</td></tr>
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

const resumeCode = (d: ResumeCodeMailData): Parts => {
  const link = siteLink(d.brand, CONTINUE_PATH);
  return {
    subject: `Your enrollment code for ${d.brand.siteName}`,
    text: [
      d.name ? `Hello ${d.name},` : 'Hello,',
      '',
      'Your enrollment has been saved. To continue where you left off, open',
      `  ${link ?? CONTINUE_PATH}`,
      'and enter:',
      `  Code: ${d.code}`,
      `  Email Address: ${d.email}`,
      '',
      'The code is only valid together with this e-mail address.',
    ],
    content: html`<p>${d.name ? `Hello ${d.name},` : 'Hello,'}</p>
<p>Your enrollment has been saved. To continue where you left off, open the Continue Enrollment page and enter this code with your e-mail address.</p>
<p style="font-size:24px;font-weight:bold;letter-spacing:2px;margin:16px 0;">${d.code}</p>
<p>Email Address: ${d.email}</p>
${button(d.brand, link, 'Continue enrollment')}<p style="color:#6b7280;">The code is only valid together with this e-mail address.${link ? html`` : html` Continue at ${CONTINUE_PATH} on ${d.brand.siteName}.`}</p>`,
  };
};

const receipt = (d: ReceiptMailData): Parts => {
  const totals = d.totals ?? [];
  return {
    subject: `Enrollment Receipt: ${d.brand.siteName}`,
    text: [
      `Dear ${d.name},`,
      '',
      'Thank you for enrolling. This is your Enrollment Receipt.',
      `Confirmation number: ${d.policyId}`,
      `Effective date: ${d.effectiveDate}`,
      '',
      'Plans:',
      ...textTable(d.plans),
      ...textTable(totals),
      ...(d.consentReference ? ['', `Consent record: ${d.consentReference}`] : []),
    ],
    content: html`<p>Dear ${d.name},</p>
<p>Thank you for enrolling. This is your Enrollment Receipt.</p>
<p>Confirmation number: <strong>${d.policyId}</strong><br>Effective date: <strong>${d.effectiveDate}</strong></p>
${priceTable(d.plans, totals)}${d.consentReference ? html`<p style="font-size:12px;color:#6b7280;">Consent record: ${d.consentReference}</p>` : ''}`,
  };
};

const signingLink = (d: SigningLinkMailData): Parts => {
  const link = siteLink(d.brand, d.path);
  return {
    subject: `Please review and sign your enrollment application`,
    text: [
      d.name ? `Hello ${d.name},` : 'Hello,',
      '',
      `${d.repName} has filled in your enrollment application. Please review it and sign it on your own device:`,
      `  ${link ?? d.path}`,
      '',
      `You will be asked for your date of birth. The link works until ${d.expires} and only in the first browser that opens it.`,
      'If you did not expect this e-mail, do not open the link and contact your representative.',
    ],
    content: html`<p>${d.name ? `Hello ${d.name},` : 'Hello,'}</p>
<p>${d.repName} has filled in your enrollment application. Please review it and sign it on your own device.</p>
${button(d.brand, link, 'Review and sign')}<p style="color:#6b7280;">You will be asked for your date of birth. The link works until ${d.expires} and only in the first browser that opens it. If you did not expect this e-mail, do not open the link and contact your representative.</p>`,
  };
};

const quote = (d: QuoteMailData): Parts => {
  const link = d.shopPath === undefined ? undefined : siteLink(d.brand, d.shopPath);
  const contact = [d.rep.email, d.rep.phone].filter((v): v is string => Boolean(v));
  return {
    subject: `Your personalized quote from ${d.rep.name}`,
    text: [
      `Hello ${d.recipientName},`,
      '',
      `${d.rep.name} prepared this quote for you.`,
      ...(d.message ? ['', d.message] : []),
      '',
      ...textTable(d.rows),
      ...textTable(d.totals),
      ...(d.notices?.length ? ['', ...d.notices] : []),
      ...(link ? ['', `Shop these plans: ${link}`] : []),
      '',
      `Questions? Contact ${d.rep.name}${contact.length ? `: ${contact.join(', ')}` : ''}.`,
    ],
    content: html`<p>Hello ${d.recipientName},</p>
<p>${d.rep.name} prepared this quote for you.</p>
${d.message ? html`<blockquote style="margin:16px 0;padding:8px 16px;border-left:4px solid ${brandColor(d.brand.brandColor)};color:#374151;">${lines(d.message)}</blockquote>
` : ''}${priceTable(d.rows, d.totals)}
${(d.notices ?? []).map((notice) => html`<p style="font-size:13px;color:#6b7280;">${notice}</p>
`)}<p>Questions? Contact ${d.rep.name}${contact.length ? html`: ${contact.map((c, i) => html`${i ? ', ' : ''}${c}`)}` : ''}.</p>`,
    action: button(d.brand, link, 'Shop these plans'),
  };
};

const invite = (d: InviteMailData): Parts => {
  const link = siteLink(d.brand, d.path);
  const hello = greetingName(d.name) ? `Hello ${greetingName(d.name)},` : 'Hello,';
  return {
    subject: `Your sign-in to ${d.what}`,
    text: [
      hello,
      '',
      `You have been given a sign-in to ${d.what}. Choose your password here:`,
      `  ${link ?? d.path}`,
      '',
      `The link works once, until ${d.expires}. Then sign in with this e-mail address and your password.`,
      'If you did not expect this e-mail, do not open the link.',
    ],
    content: html`<p>${hello}</p>
<p>You have been given a sign-in to ${d.what}.</p>
${button(d.brand, link, 'Choose your password')}<p style="color:#6b7280;">The link works once, until ${d.expires}. Then sign in with this e-mail address and your password. If you did not expect this e-mail, do not open the link.</p>`,
  };
};

const TEMPLATES: { readonly [K in RenderableMailKind]: (data: MailData[K]) => Parts } = {
  invite,
  'resume-code': resumeCode,
  receipt,
  quote,
  'signing-link': signingLink,
};

/** Subject, text and HTML of one mail; the same call gives the quote preview its `contentHtml`. */
export const renderMail = <K extends RenderableMailKind>(kind: K, data: MailData[K]): RenderedMail => {
  const parts = (TEMPLATES[kind] as (data: MailData[K]) => Parts)(data);
  const signOff = ['', '--', data.brand.siteName];
  // A subject is one header line, whatever a name in it held.
  const subject = parts.subject.replace(/\p{Cc}+/gu, ' ');
  return {
    subject,
    text: [...parts.text, ...signOff].join('\n') + '\n',
    html: layout(data.brand, subject, parts.action ? html`${parts.content}${parts.action}` : parts.content),
    contentHtml: parts.content.value,
  };
};
