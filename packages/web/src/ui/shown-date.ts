import { useMemo } from 'react';
import { parseUsDate } from '@benefit-store/domain';
import { useLocale } from '../app/language.ts';

export type DateStyle = 'long' | 'medium';

const NUMERIC: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' };

const formatterOf = (locale: string, style: DateStyle): Intl.DateTimeFormat =>
  new Intl.DateTimeFormat(locale, locale === 'en-US' ? NUMERIC : { dateStyle: style, timeZone: 'UTC' });

const shownWith = (format: Intl.DateTimeFormat) => (date: string): string =>
  parseUsDate(date).match(
    ({ year, month, day }) => format.format(Date.UTC(year, month - 1, day)),
    () => date,
  );

/**
 * A date the server writes as MM/DD/YYYY, as a reader of `locale` reads it (Intl). English (en-US) keeps the
 * specification's MM/DD/YYYY; Spanish names the month (1 de marzo de 2027, or 1 mar 2027 where room is short), since
 * its numeric form is day-first and would be misread next to fields that ask for MM/DD/AAAA. Anything that is not
 * MM/DD/YYYY is shown as it came. Used by the cart, the members pages and the receipt.
 */
export const formatShownDate = (date: string, locale: string, style: DateStyle = 'long'): string => shownWith(formatterOf(locale, style))(date);

/** formatShownDate in the visitor's locale. */
export const useShownDate = (style: DateStyle = 'long'): ((date: string) => string) => {
  const locale = useLocale();
  return useMemo(() => shownWith(formatterOf(locale, style)), [locale, style]);
};
