import { err, ok, type Result } from 'neverthrow';
import { Messages } from './messages.ts';

declare const zipBrand: unique symbol;
/** A US ZIP code: exactly five digits. */
export type Zip = string & { readonly [zipBrand]: true };

const ZIP = /^\d{5}$/;

/** Five digits: the shape of a ZIP code, whether or not any state uses it. */
export const isZipFormat = (value: string): value is Zip => ZIP.test(value);

export const parseZip = (raw: string): Result<Zip, string> => {
  const value = raw.trim();
  if (value === '') return err(Messages.fieldRequired);
  return isZipFormat(value) ? ok(value) : err(Messages.invalidZip);
};
