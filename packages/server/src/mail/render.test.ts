import { describe, expect, it } from 'vitest';
import { escapeHtml, html, renderMail, type MailBrand } from './render.ts';

const brand: MailBrand = { siteName: 'Acme Benefits', brandColor: '#c2410c', siteUrl: 'https://acme.example' };
const ATTACK = `<script>alert("x")</script><img src=x onerror='y'>&amp;`;

/** The tags the templates themselves write; a user value must never add another. */
const TEMPLATE_TAGS = new Set(['html', 'head', 'meta', 'title', 'body', 'table', 'thead', 'tbody', 'tr', 'td', 'p', 'a', 'strong', 'br', 'blockquote']);
const tagsOf = (markup: string) => new Set([...markup.matchAll(/<([a-z][a-z0-9]*)\b/gi)].map((m) => m[1]!.toLowerCase()));

describe('escaping', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('escapes every interpolated value, nested arrays included, but keeps markup built with the tag', () => {
    const inner = html`<b>${'<i>'}</b>`;
    expect(html`<p>${inner}${['<u>', html`<br>`]}${null}${undefined}${false}${0}</p>`.value).toBe('<p><b>&lt;i&gt;</b>&lt;u&gt;<br>0</p>');
  });
});

describe('renderMail', () => {
  it('resume-code: the code, the continue link on the site and the address it is valid with', () => {
    const mail = renderMail('resume-code', { brand, code: 'K7Q2-M9XP', email: 'ana@example.com', name: 'Ana' });
    expect(mail.subject).toBe('Your enrollment code for Acme Benefits');
    expect(mail.text).toContain('Code: K7Q2-M9XP');
    expect(mail.text).toContain('https://acme.example/continue-enrollment');
    expect(mail.text).toContain('only valid together with this e-mail address');
    expect(mail.html).toContain('href="https://acme.example/continue-enrollment"');
    expect(mail.html).toContain('K7Q2-M9XP');
    expect(mail.html).toContain('ana@example.com');
    expect(mail.html).toContain('background:#c2410c');
  });

  it('receipt: name, confirmation number, effective date and every plan with its price', () => {
    const mail = renderMail('receipt', {
      brand,
      name: 'Ana Lima',
      policyId: 'BS-100234',
      effectiveDate: '01/01/2027',
      plans: [
        { name: 'Dental Plus', price: '$42.00' },
        { name: 'Vision Basic', price: '$9.50' },
      ],
      totals: [{ name: 'Total', price: '$51.50' }],
    });
    expect(mail.subject).toContain('Enrollment Receipt');
    for (const part of [mail.text, mail.html]) {
      for (const expected of ['Ana Lima', 'BS-100234', '01/01/2027', 'Dental Plus', '$42.00', 'Vision Basic', '$9.50', '$51.50']) {
        expect(part).toContain(expected);
      }
    }
  });

  it('quote: rows, totals, notices, the rep and the personal message with its line breaks', () => {
    const mail = renderMail('quote', {
      brand,
      recipientName: 'Sam',
      rows: [{ name: 'Term Life 100k', price: '$18.00' }],
      totals: [{ name: 'Total Cost', price: '$18.00' }],
      rep: { name: 'Jordan Avery', email: 'jordan@averybenefits.example', phone: '5125550100' },
      message: 'Hi Sam,\nhere is the plan we discussed.',
      notices: ['Quotes, prices and/or rates displayed include 3% Administrative fees.'],
    });
    expect(mail.subject).toBe('Your personalized quote from Jordan Avery');
    expect(mail.html).toContain('Hi Sam,<br>here is the plan we discussed.');
    expect(mail.text).toContain('Hi Sam,\nhere is the plan we discussed.');
    for (const expected of ['Term Life 100k', '$18.00', 'Total Cost', 'jordan@averybenefits.example', '5125550100', '3% Administrative fees']) {
      expect(mail.contentHtml).toContain(expected);
    }
    // The preview content is the mail's own part, inside the layout.
    expect(mail.html).toContain(mail.contentHtml);
    expect(mail.contentHtml).not.toContain('<html');
  });

  it('never lets user text add markup: names, codes, messages, rows and the site name are escaped', () => {
    const hostile: MailBrand = { siteName: ATTACK, brandColor: 'red;background:url(javascript:x)', siteUrl: 'https://acme.example' };
    const mails = [
      renderMail('resume-code', { brand: hostile, code: ATTACK, email: ATTACK, name: ATTACK }),
      renderMail('receipt', { brand: hostile, name: ATTACK, policyId: ATTACK, effectiveDate: ATTACK, plans: [{ name: ATTACK, price: ATTACK }] }),
      renderMail('quote', {
        brand: hostile,
        recipientName: ATTACK,
        rows: [{ name: ATTACK, price: ATTACK }],
        totals: [{ name: ATTACK, price: ATTACK }],
        rep: { name: ATTACK, email: ATTACK, phone: ATTACK },
        message: `${ATTACK}\n${ATTACK}`,
        notices: [ATTACK],
      }),
    ];
    for (const mail of mails) {
      expect(mail.html).not.toContain('<script');
      expect(mail.html).not.toContain('<img');
      expect(mail.html).not.toContain('javascript:');
      expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      expect(mail.html).toContain('&amp;amp;');
      // The unsafe colour falls back to the default one.
      expect(mail.html).toContain('background:#1f4fd1');
      expect([...tagsOf(mail.html)].filter((tag) => !TEMPLATE_TAGS.has(tag))).toEqual([]);
    }
  });

  it('makes no link from a site address that is not http(s)', () => {
    const mail = renderMail('resume-code', { brand: { ...brand, siteUrl: 'javascript:alert(1)//' }, code: 'C0DE', email: 'a@b.example' });
    expect(mail.html).not.toContain('href=');
    expect(mail.html).not.toContain('javascript:');
    expect(mail.text).toContain('/continue-enrollment');
  });

  it('keeps the subject on one header line', () => {
    const mail = renderMail('quote', { brand, recipientName: 'Sam', rows: [], totals: [], rep: { name: 'Jo\r\nBcc: x@y.example' } });
    expect(mail.subject).toBe('Your personalized quote from Jo Bcc: x@y.example');
  });
});
