import { Messages } from './messages.ts';

/** 0 = Male, 1 = Female on every form; 2 = Others appears only when the wizard displays a stored value. */
export const Genders = ['0', '1'] as const;
export type Gender = (typeof Genders)[number];

export const isGender = (value: unknown): value is Gender => value === '0' || value === '1';

/** A gender's label in English (Messages): a screen shows it through useTranslate, or reads messages.genderMale and the like. */
export const genderLabel = (value: string): string =>
  value === '0' ? Messages.genderMale : value === '1' ? Messages.genderFemale : value === '2' ? Messages.genderOthers : '';

/** The choices every quote form offers, in order: value and label. */
export const GenderOptions: readonly { readonly value: Gender; readonly label: string }[] = Genders.map((value) => ({ value, label: genderLabel(value) }));
