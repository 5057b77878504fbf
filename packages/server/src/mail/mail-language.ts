import { DEFAULT_LANGUAGE, formatMoney, LANGUAGE_LOCALES, type Cents, type Language } from '@benefit-store/domain';
import { MailTexts, type MailWords } from './mail-texts.ts';
import { MailTextsEs } from './mail-texts-es.ts';

/**
 * A mail in the language the person used (issue 25): the catalogue of its words, and how it shows money and dates.
 */

const CATALOGUES: Readonly<Record<Language, MailWords>> = { en: MailTexts, es: MailTextsEs };

/** The mail catalogue of a language. */
export const mailTextsOf = (language: Language): MailWords => CATALOGUES[language] ?? CATALOGUES[DEFAULT_LANGUAGE];

/** How a mail shows money and dates in a language. English keeps the storefront's own formats. */
export interface MailFormats {
  readonly money: (cents: Cents) => string;
  /** A calendar date as the wire writes it (MM/DD/YYYY). */
  readonly date: (mmddyyyy: string) => string;
  /** An instant (a link's expiry), in UTC. */
  readonly instant: (at: Date) => string;
}

const ENGLISH_FORMATS: MailFormats = {
  money: formatMoney,
  date: (mmddyyyy) => mmddyyyy,
  instant: (at) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
};

/** `Intl` in the language's locale (es-US: "15 de enero de 2027", "$1,234.50"). */
const intlFormats = (locale: string): MailFormats => {
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
  const date = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const instant = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' });
  return {
    money: (cents) => money.format(Math.round(cents) / 100),
    date: (mmddyyyy) => {
      const parts = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(mmddyyyy.trim());
      const at = parts ? new Date(Date.UTC(Number(parts[3]), Number(parts[1]) - 1, Number(parts[2]))) : undefined;
      return at && !Number.isNaN(at.getTime()) ? date.format(at) : mmddyyyy;
    },
    instant: (at) => instant.format(at),
  };
};

const FORMATS: Readonly<Record<Language, MailFormats>> = { en: ENGLISH_FORMATS, es: intlFormats(LANGUAGE_LOCALES.es) };

export const mailFormatsOf = (language: Language): MailFormats => FORMATS[language] ?? FORMATS[DEFAULT_LANGUAGE];
