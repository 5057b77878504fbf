import { err, ok, type Result } from 'neverthrow';
import { Messages } from './messages.ts';

declare const zipBrand: unique symbol;
/** A US ZIP code: exactly five digits. */
export type Zip = string & { readonly [zipBrand]: true };

export const parseZip = (raw: string): Result<Zip, string> => {
  const value = raw.trim();
  if (value === '') return err(Messages.fieldRequired);
  return /^\d{5}$/.test(value) ? ok(value as Zip) : err(Messages.invalidZip);
};
