import * as t from 'io-ts';
import { isMaskedValue, maskSsn } from '@benefit-store/domain';
import type { Pii } from '../security/pii.ts';

/**
 * A wizard step's section of the temporary enrollment (docs/adr/0710): its data and whether it was saved
 * valid through the step's Next ('saved') or kept as it stood by Save & Continue Later ('draft').
 * SSNs never sit in a section in clear: `ssn` becomes `ssn_sealed` (encrypted) and `ssn_last4`.
 */
export type SectionStatus = 'saved' | 'draft';

export const WizardSection = t.type({ status: t.keyof({ saved: null, draft: null }), data: t.UnknownRecord });
export type WizardSection = t.TypeOf<typeof WizardSection>;

/** The section columns of temp_enrollments, by the wire's column names of get-enrollment-temp-info. */
export const SECTION_COLUMNS = {
  primary_info: 'primary_info',
  contact_info: 'contact_info',
  employer_info: 'employer_info',
  benificiary_info: 'beneficiary_info',
  beneficiary_info: 'beneficiary_info',
  health_info: 'health_info',
  primary_health_info: 'health_info',
  dependent_info: 'dependent_info',
} as const;
export type SectionKey = keyof typeof SECTION_COLUMNS;
export type SectionColumn = (typeof SECTION_COLUMNS)[SectionKey];

export const isSectionKey = (value: string): value is SectionKey => Object.hasOwn(SECTION_COLUMNS, value);

/** A section column as a row holds it: NULL until the step is first saved. Decoded with the row, so a column of
 * another shape fails the read loudly (db/rows.ts) instead of reading as a step never saved. */
export const SectionColumnValue = t.union([WizardSection, t.null]);

/** A section column's value: undefined while the step was never saved. */
export const readSection = (value: WizardSection | null): WizardSection | undefined => value ?? undefined;

type Rec = Readonly<Record<string, unknown>>;

/** A person record with its SSN sealed: `ssn` gone, `ssn_sealed` and `ssn_last4` in its place. */
export const sealSsn = (pii: Pii, record: Rec, plainSsn: string | undefined): Record<string, unknown> => {
  const { ssn: _ssn, ssn_sealed: _sealed, ssn_last4: _last4, ...rest } = record;
  const ssn = plainSsn?.replace(/\D/g, '') ?? '';
  return ssn === '' ? rest : { ...rest, ssn_sealed: pii.encrypt(ssn), ssn_last4: ssn.slice(-4) };
};

/** The record as responses show it: the SSN masked to its last four, never the sealed value. */
export const maskedView = (record: Rec): Record<string, unknown> => {
  const { ssn_sealed: _sealed, ssn_last4: last4, ssn: _ssn, ...rest } = record;
  return typeof last4 === 'string' && last4 !== '' ? { ...rest, ssn: maskSsn(last4) } : rest;
};

/** The plain SSN sealed in a stored record, if any. */
export const unsealSsn = (pii: Pii, record: Rec | undefined): string | undefined => {
  const sealed = record?.ssn_sealed;
  if (typeof sealed !== 'string') return undefined;
  try {
    return pii.decrypt(sealed);
  } catch {
    return undefined;
  }
};

/**
 * The SSN a save means: as typed, or, when the form sent back the masked value it was shown
 * (xxx-xx-1234), the one already stored for that person, provided the last four agree.
 */
export const resolveSsn = (pii: Pii, given: string | undefined, stored: Rec | undefined): string => {
  const value = (given ?? '').trim();
  if (value === '' || !isMaskedValue(value)) return value;
  const plain = unsealSsn(pii, stored);
  return plain !== undefined && plain.slice(-4) === value.replace(/\D/g, '').slice(-4) ? plain : value;
};

/** Drops undefined and empty-string values (what the wire leaves out). */
export const compact = <T extends Rec>(record: T): Partial<T> => {
  const kept: Partial<T> = {};
  for (const key in record) {
    const value = record[key];
    if (Object.hasOwn(record, key) && value !== undefined && value !== '') kept[key] = value;
  }
  return kept;
};

export const str = (record: Rec | undefined, key: string): string => {
  const value = record?.[key];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
};

export const list = (record: Rec | undefined, key: string): Rec[] => {
  const value = record?.[key];
  return Array.isArray(value) ? value.filter((v): v is Rec => v !== null && typeof v === 'object' && !Array.isArray(v)) : [];
};
