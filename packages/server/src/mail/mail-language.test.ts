import { describe, expect, it } from 'vitest';
import { formatMoney, LANGUAGES } from '@benefit-store/domain';
import { mailFormatsOf, mailTextsOf } from './mail-language.ts';
import { MailTexts } from './mail-texts.ts';
import { MailTextsEs } from './mail-texts-es.ts';
import { renderMail, type MailBrand, type MailData, type RenderableMailKind } from './render.ts';

const brand: MailBrand = { siteName: 'Acme Benefits', brandColor: '#c2410c', siteUrl: 'https://acme.example' };
const ATTACK = `<script>alert("x")</script><img src=x onerror='y'>&amp;`;

const SAMPLES: { readonly [K in RenderableMailKind]: MailData[K] } = {
  'resume-code': { brand, code: 'K7Q2-M9XP', email: 'ana@example.com', name: 'Ana' },
  receipt: { brand, name: 'Ana Lima', policyId: 'POL-100234', effectiveDate: '02/01/2027', plans: [{ name: 'Dental Plus', price: '$42.00' }], consentReference: 'abcdef0123456789' },
  quote: { brand, recipientName: 'Sam', rows: [], totals: [], rep: { name: 'Jordan Avery', email: 'jordan@averybenefits.example' }, shopPath: '/quote/t' },
  'signing-link': { brand, name: 'Lee', repName: 'Jordan Avery', path: '/sign/t', expires: 'soon' },
  invite: { brand, name: 'Ana Cruz', what: 'Acme Benefits', path: '/set-password/t', expires: 'soon' },
};
const KINDS = Object.keys(SAMPLES) as RenderableMailKind[];

/** Every text of a catalogue, the texts with slots filled with a marker. */
const textsOf = (catalogue: unknown): string[] =>
  typeof catalogue === 'string'
    ? [catalogue]
    : typeof catalogue === 'function'
      ? [String((catalogue as (...a: string[]) => string)(...Array.from({ length: (catalogue as () => string).length }, () => '\u2063')))]
      : catalogue && typeof catalogue === 'object'
        ? Object.values(catalogue).flatMap(textsOf)
        : [];

describe('the mails in Spanish (issue 25)', () => {
  it.each(KINDS)('%s: written in Spanish, <html lang="es">, none of the English sentences', (kind) => {
    const mail = renderMail(kind, SAMPLES[kind], 'es');
    expect(mail.html).toContain('<html lang="es">');
    // Each English sentence of the catalogue (its words around the slots) is absent from every part of the mail.
    const sentences = textsOf(MailTexts)
      .flatMap((text) => text.split('\u2063'))
      .map((part) => part.trim())
      .filter((part) => part.length > 12);
    for (const part of [mail.subject, mail.text, mail.html]) for (const sentence of sentences) expect(part).not.toContain(sentence);
  });

  it('English stays the default and the English wording', () => {
    for (const kind of KINDS) expect(renderMail(kind, SAMPLES[kind])).toEqual(renderMail(kind, SAMPLES[kind], 'en'));
    expect(renderMail('resume-code', SAMPLES['resume-code']).html).toContain('<html lang="en">');
    expect(mailTextsOf('en')).toBe(MailTexts);
    expect(mailTextsOf('es')).toBe(MailTextsEs);
  });

  it('every language has every mail text (the twin is complete and no text is left empty)', () => {
    for (const language of LANGUAGES) expect(textsOf(mailTextsOf(language)).every((text) => text.replace(/\u2063/g, '').trim() !== '')).toBe(true);
  });

  it('escapes user text in Spanish as in English', () => {
    const hostile: MailBrand = { siteName: ATTACK, brandColor: '#fff', siteUrl: 'https://acme.example' };
    const mail = renderMail('signing-link', { brand: hostile, name: ATTACK, repName: ATTACK, path: '/sign/t', expires: ATTACK }, 'es');
    expect(mail.html).not.toContain('<script');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});

describe('money and dates in mails', () => {
  it('English keeps the storefront formats', () => {
    const en = mailFormatsOf('en');
    expect(en.money(123456)).toBe(formatMoney(123456));
    expect(en.date('02/01/2027')).toBe('02/01/2027');
    expect(en.instant(new Date('2026-12-02T14:05:00Z'))).toBe('2026-12-02 14:05 UTC');
  });

  it('Spanish formats with Intl for es-US', () => {
    const es = mailFormatsOf('es');
    expect(es.money(123456)).toBe(new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' }).format(1234.56));
    expect(es.date('02/01/2027')).toBe('1 de febrero de 2027');
    // Not a date: shown as it came.
    expect(es.date('soon')).toBe('soon');
    expect(es.instant(new Date('2026-12-02T14:05:00Z'))).toMatch(/^2 de diciembre de 2026.*2:05.*UTC$/);
  });
});
