/**
 * Money is kept in whole cents so totals never drift the way sums of binary fractions do; formatMoney
 * turns cents back into "$5.00". Its own module: every page shows a price, so it must not pull in the cart.
 */
export type Cents = number;

declare const moneyBrand: unique symbol;
/** An amount parsed from the wire or a form: whole cents, never a binary fraction of dollars. */
export type Money = Cents & { readonly [moneyBrand]: true };

/** Whole cents: what a sum of Money stays. */
export const isMoney = (value: number): value is Money => Number.isSafeInteger(value);

/** Thousands with commas, as en-US writes them: 1234567 → "1,234,567". */
const withThousands = (whole: number): string => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * Cents as "$1,234.56". The grouping is written out rather than asked of `toLocaleString`: the first Intl call of a page
 * loads the locale's data, about 200 ms of a throttled phone's CPU in the header's first render (issue 23), and the
 * result must not depend on the runtime's locale data anyway.
 */
export const formatMoney = (cents: Cents): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}$${withThousands(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
};

/**
 * An amount the wire gives in dollars (the header's cart amount, a listing's price), read the same way:
 * '$1,060.41'. The one way money is shown, with formatMoney.
 */
export const formatDollars = (dollars: number): string => formatMoney(Math.round(dollars * 100));

/** Parses the wire's "12.5" / "12.50" / 12.5 into cents; anything else is undefined. */
export const parseMoney = (value: string | number): Money | undefined => {
  const text = String(value).trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return undefined;
  const [whole = '0', frac = ''] = text.split('.');
  const amount = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return isMoney(amount) ? amount : undefined;
};
