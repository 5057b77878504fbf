import { useMemo } from 'react';
import { formatUsDate, parseUsDate, type CalendarDate } from '@benefit-store/domain';
import { useLocale } from '../app/language.ts';

export type DateStyle = 'long' | 'medium';

/**
 * How a date is written for `locale`. English keeps MM/DD/YYYY as the specification writes it (the domain's
 * formatUsDate), without Intl: a page's first Intl call loads the locale's data (about 200 ms of a throttled phone's
 * CPU, issue 23), and the cart and the receipt would pay it in their first render for a format the date already has.
 */
const formatterOf = (locale: string, style: DateStyle): ((date: CalendarDate) => string) => {
  if (locale === 'en-US') return formatUsDate;
  const format = new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: 'UTC' });
  return ({ year, month, day }) => format.format(Date.UTC(year, month - 1, day));
};

const shownWith = (format: (date: CalendarDate) => string) => (date: string): string => parseUsDate(date).match(format, () => date);

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
