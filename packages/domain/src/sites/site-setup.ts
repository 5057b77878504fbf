import { err, ok, type Result } from 'neverthrow';
import type { FieldErrors } from '../errors.ts';
import { checkField, digitsOnly, EMAIL, finish, isBlank, patternCheck, PERSON_NAME, requiredCheck, type Check } from '../form.ts';
import { Limits } from '../limits.ts';
import { Messages } from '../messages.ts';
import { isPaymentMethod, type PaymentMethod } from '../wizard/billing.ts';
import { isZipFormat } from '../zip.ts';

/**
 * What an operator sets up so that a rep's or an employer group's site serves without a line of code
 * (docs/adr/0801-operators.md): the rules of each field, in one place for the CLI, the API and a console later.
 * A field left out of an update keeps its value; an add needs the required ones.
 */

/** How a site's landing page asks for a quote: the spec's form, or the slides variant. */
export const QuoteFormVariants = ['form', 'slides'] as const;
export type QuoteFormVariant = (typeof QuoteFormVariants)[number];

export const isQuoteFormVariant = (value: string): value is QuoteFormVariant => (QuoteFormVariants as readonly string[]).includes(value);
const quoteFormOf = (value: string): QuoteFormVariant => (isQuoteFormVariant(value) ? value : 'form');

/** Access and group codes: what people type from a printed card. Letters and digits, 4 to 20. */
const CODE = /^[A-Za-z0-9]{4,20}$/;
/** A landing address segment: `/jordan-avery`. Lower-case letters, digits and single hyphens. */
const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const COLOUR = /^#[0-9a-fA-F]{6}$/;
/** A host name a site is served on (no scheme, no port, no path), at least one dot or `.localhost`. */
const HOST = /^(?=.{4,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
const STATE = /^[A-Z]{2}$/;
/** A plan id as the catalogue document spells one (docs/catalogue-format.md). */
const PLAN_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
/** More plans than any group portal offers: a typo's guard, not a business rule. */
const MAX_GROUP_PLANS = 100;

/**
 * Landing segments the storefront's own pages and the server's paths use: a site may not take one (its address would
 * open that page instead). Every first segment of the app's routes is here: tests/architecture/landing-segments.test.ts.
 */
export const RESERVED_LANDING_SEGMENTS: ReadonlySet<string> = new Set([
  'api', 'media', 'assets', 'plans', 'plan', 'cart', 'checkout', 'enrollment', 'landing-page', 'login', 'members',
  'member', 'referrals', 'quote', 'receipt', 'sign', 'healthz', 'readyz', 'metrics', 'dev', 'benefit-service',
  'set-password', 'sign-in', 'access-page', 'access-pagenext', 'home', '404', 'continue-enrollment', 'direct-continue',
  'member-benefit-store', 'agent-home', 'group-home', 'landing-config-error',
  'member-home', 'compare', 'recommend-list', 'confirmation', 'agent-select-member', 'group-select-member',
  'planquestionview', 'external', 'websites', 'website',
]);

const lengthCheck = (max: number): Check => (value) => (value.trim().length > max ? Messages.valueTooLong(max) : undefined);
const codeCheck: Check = patternCheck(CODE, Messages.invalidSiteCode);
/** Landing addresses are kept in lower case: people type `/Jordan-Avery` as often as `/jordan-avery`. */
const segmentOf = (value: string): string => value.trim().toLowerCase();
const segmentCheck: Check = (value) =>
  isBlank(value) ? undefined : !SEGMENT.test(segmentOf(value)) || value.trim().length > Limits.segment ? Messages.invalidLandingUrl : RESERVED_LANDING_SEGMENTS.has(segmentOf(value)) ? Messages.landingUrlReserved : undefined;
const phoneCheck: Check = (value) => (isBlank(value) || digitsOnly(value).length === 10 ? undefined : Messages.invalidPhone);
const nameCheck: Check = patternCheck(PERSON_NAME, Messages.invalidName);

/** `(214) 555-0142`, the way sites show a phone number. */
export const displayPhone = (phone: string): string => {
  const d = digitsOnly(phone);
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6, 10)}`;
};

export const isSiteHost = (value: string): boolean => HOST.test(value);

/** A rep's site as an operator describes it; every text trimmed, the phone as ten digits. */
export interface RepSetup {
  readonly code: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly displayName: string;
  readonly tagline: string;
  readonly bio: string;
  readonly landingUrl: string | null;
  readonly brandColor: string;
  readonly quoteForm: QuoteFormVariant;
}

/** The fields as typed, by their wire names: what `benefit-store admin reps add` and the API receive. */
export type RepSetupInput = Partial<Record<'code' | 'first_name' | 'last_name' | 'email' | 'phone' | 'display_name' | 'tagline' | 'bio' | 'landing_url' | 'brand_color' | 'quote_form', string>>;

export const DEFAULT_BRAND_COLOR = '#1f4fd1';

const given = (value: string | undefined): value is string => value !== undefined;
const pick = <K extends string>(input: Partial<Record<K, string>>, key: K): string => (input[key] ?? '').trim();

/** Which domain field each wire field fills. */
const REP_FIELDS = {
  code: 'code', first_name: 'firstName', last_name: 'lastName', email: 'email', phone: 'phone', display_name: 'displayName',
  tagline: 'tagline', bio: 'bio', landing_url: 'landingUrl', brand_color: 'brandColor', quote_form: 'quoteForm',
} as const satisfies Record<keyof RepSetupInput, keyof RepSetup>;

/** Only the fields the caller gave: a change leaves the others as they are. */
const onlyGiven = <O>(input: Readonly<Record<string, string | undefined>>, full: O, fields: Readonly<Record<string, keyof O>>): Partial<O> => {
  const out: Partial<O> = {};
  for (const [wire, key] of Object.entries(fields)) if (given(input[wire])) out[key] = full[key];
  return out;
};

const checkRep = (input: RepSetupInput, mode: 'add' | 'update'): Record<string, string> => {
  const errors: Record<string, string> = {};
  const check = (field: keyof RepSetupInput, ...checks: Check[]) => {
    if (mode === 'add' || given(input[field])) checkField(errors, field, input[field] ?? '', ...checks);
  };
  if (mode === 'add') check('code', requiredCheck(Messages.fieldRequired), codeCheck);
  check('first_name', requiredCheck(Messages.fieldRequired), lengthCheck(Limits.name), nameCheck);
  check('last_name', requiredCheck(Messages.fieldRequired), lengthCheck(Limits.name), nameCheck);
  check('email', requiredCheck(Messages.fieldRequired), lengthCheck(Limits.email), patternCheck(EMAIL, Messages.invalidEmailAddress));
  check('phone', requiredCheck(Messages.fieldRequired), phoneCheck);
  check('display_name', lengthCheck(Limits.name));
  check('tagline', lengthCheck(Limits.short));
  check('bio', lengthCheck(Limits.text));
  check('landing_url', segmentCheck);
  check('brand_color', patternCheck(COLOUR, Messages.invalidColour));
  check('quote_form', (v) => (isBlank(v) || isQuoteFormVariant(v.trim()) ? undefined : Messages.invalidQuoteForm));
  return errors;
};

const repOf = (input: RepSetupInput): RepSetup => ({
  code: pick(input, 'code').toUpperCase(),
  firstName: pick(input, 'first_name'),
  lastName: pick(input, 'last_name'),
  email: pick(input, 'email').toLowerCase(),
  phone: digitsOnly(pick(input, 'phone')),
  displayName: pick(input, 'display_name') || `${pick(input, 'first_name')} ${pick(input, 'last_name')}`.trim(),
  tagline: pick(input, 'tagline'),
  bio: pick(input, 'bio'),
  landingUrl: segmentOf(pick(input, 'landing_url')) || null,
  brandColor: (pick(input, 'brand_color') || DEFAULT_BRAND_COLOR).toLowerCase(),
  quoteForm: quoteFormOf(pick(input, 'quote_form')),
});

/** A new rep's site: every message at once, by field. */
export const parseNewRep = (input: RepSetupInput): Result<RepSetup, FieldErrors> => finish(checkRep(input, 'add'), () => repOf(input));

/** A change to a rep's site: only the fields given are checked and changed (the code names the rep and stays). */
export const parseRepChanges = (input: Omit<RepSetupInput, 'code'>): Result<Partial<RepSetup>, FieldErrors> =>
  finish(checkRep(input, 'update'), () => onlyGiven(input, repOf(input), REP_FIELDS));

/**
 * What clears a group's billing mode or plans: the wire reads an empty value as one left out (a field kept), so a
 * change that takes them away says so in a word.
 */
const NONE = 'none';
const isNone = (value: string): boolean => isBlank(value) || value.trim().toLowerCase() === NONE;

/**
 * The plan ids of `131, 132,131`: trimmed, in the order first typed, each once. `none` (or blank) is none: a group
 * offering no plans of its own. An id the catalogue lacks is the data's answer, not the form's.
 */
export const planIdsOf = (value: string): readonly string[] =>
  isNone(value) ? [] : [...new Set(value.split(',').map((id) => id.trim()).filter((id) => id !== ''))];
const planListCheck: Check = (value) => {
  const ids = planIdsOf(value);
  return ids.length > MAX_GROUP_PLANS || !ids.every((id) => PLAN_ID.test(id)) ? Messages.invalidPlanList : undefined;
};

/** An employer group's site under a rep. */
export interface GroupSetup {
  readonly code: string;
  readonly employer: string;
  readonly repCode: string;
  readonly displayName: string;
  readonly phone: string;
  readonly email: string;
  readonly address1: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly landingUrl: string | null;
  readonly brandColor: string;
  readonly aboutUs: string;
  readonly quoteForm: QuoteFormVariant;
  /**
   * How the group's members pay (groups.payment_method): list billing, statements and the like lock the wizard's
   * billing step to it; null leaves members to pay by card or EFT as individuals do.
   */
  readonly billingMode: PaymentMethod | null;
  /** The plans offered through the group's own enrollment portal, exactly these (plans.portal_ids). */
  readonly plans: readonly string[];
}

export type GroupSetupInput = Partial<
  Record<
    | 'code' | 'employer' | 'rep_code' | 'display_name' | 'phone' | 'email' | 'address1' | 'city' | 'state' | 'zip' | 'landing_url' | 'brand_color' | 'about_us' | 'quote_form'
    | 'billing_mode' | 'plans',
    string
  >
>;

const GROUP_FIELDS = {
  code: 'code', employer: 'employer', rep_code: 'repCode', display_name: 'displayName', phone: 'phone', email: 'email',
  address1: 'address1', city: 'city', state: 'state', zip: 'zip', landing_url: 'landingUrl', brand_color: 'brandColor',
  about_us: 'aboutUs', quote_form: 'quoteForm', billing_mode: 'billingMode', plans: 'plans',
} as const satisfies Record<keyof GroupSetupInput, keyof GroupSetup>;

const checkGroup = (input: GroupSetupInput, mode: 'add' | 'update'): Record<string, string> => {
  const errors: Record<string, string> = {};
  const check = (field: keyof GroupSetupInput, ...checks: Check[]) => {
    if (mode === 'add' || given(input[field])) checkField(errors, field, input[field] ?? '', ...checks);
  };
  if (mode === 'add') check('code', requiredCheck(Messages.fieldRequired), codeCheck);
  check('employer', requiredCheck(Messages.fieldRequired), lengthCheck(Limits.name));
  check('rep_code', requiredCheck(Messages.fieldRequired), codeCheck);
  check('display_name', lengthCheck(Limits.name));
  check('phone', requiredCheck(Messages.fieldRequired), phoneCheck);
  check('email', requiredCheck(Messages.fieldRequired), lengthCheck(Limits.email), patternCheck(EMAIL, Messages.invalidEmailAddress));
  check('address1', lengthCheck(Limits.short));
  check('city', lengthCheck(Limits.name));
  check('state', (v) => (isBlank(v) || STATE.test(v.trim().toUpperCase()) ? undefined : Messages.invalidState));
  check('zip', (v) => (isBlank(v) || isZipFormat(v.trim()) ? undefined : Messages.invalidZip));
  check('landing_url', segmentCheck);
  check('brand_color', patternCheck(COLOUR, Messages.invalidColour));
  check('about_us', lengthCheck(Limits.text));
  check('quote_form', (v) => (isBlank(v) || isQuoteFormVariant(v.trim()) ? undefined : Messages.invalidQuoteForm));
  check('billing_mode', (v) => (isNone(v) || isPaymentMethod(v.trim().toLowerCase()) ? undefined : Messages.invalidBillingMode));
  check('plans', planListCheck);
  return errors;
};

const billingModeOf = (value: string): PaymentMethod | null => {
  const mode = value.toLowerCase();
  return isPaymentMethod(mode) ? mode : null;
};

const groupOf = (input: GroupSetupInput): GroupSetup => ({
  code: pick(input, 'code').toUpperCase(),
  employer: pick(input, 'employer'),
  repCode: pick(input, 'rep_code').toUpperCase(),
  displayName: pick(input, 'display_name') || pick(input, 'employer'),
  phone: digitsOnly(pick(input, 'phone')),
  email: pick(input, 'email').toLowerCase(),
  address1: pick(input, 'address1'),
  city: pick(input, 'city'),
  state: pick(input, 'state').toUpperCase(),
  zip: pick(input, 'zip'),
  landingUrl: segmentOf(pick(input, 'landing_url')) || null,
  brandColor: (pick(input, 'brand_color') || DEFAULT_BRAND_COLOR).toLowerCase(),
  aboutUs: pick(input, 'about_us'),
  quoteForm: quoteFormOf(pick(input, 'quote_form')),
  billingMode: billingModeOf(pick(input, 'billing_mode')),
  plans: planIdsOf(pick(input, 'plans')),
});

/** A new employer group's site under its rep. */
export const parseNewGroup = (input: GroupSetupInput): Result<GroupSetup, FieldErrors> => finish(checkGroup(input, 'add'), () => groupOf(input));

/** A change to a group's site: only the fields given. */
export const parseGroupChanges = (input: Omit<GroupSetupInput, 'code'>): Result<Partial<GroupSetup>, FieldErrors> =>
  finish(checkGroup(input, 'update'), () => onlyGiven(input, groupOf(input), GROUP_FIELDS));

/** A custom host for a group's site: `benefits.acme.com`, as typed in a browser (no scheme, port or path). */
export const parseSiteHost = (raw: string): Result<string, FieldErrors> => {
  const host = raw.trim().toLowerCase();
  return finish(isBlank(host) ? { host: Messages.fieldRequired } : isSiteHost(host) ? {} : { host: Messages.invalidSiteHost }, () => host);
};

/** The largest logo an operator may upload. A logo shows at most a few hundred pixels wide. */
export const LOGO_MAX_BYTES = 512 * 1024;

export type LogoImageKind = { readonly contentType: 'image/png' | 'image/jpeg' | 'image/webp'; readonly extension: 'png' | 'jpg' | 'webp' };

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) => prefix.every((b, i) => bytes[at + i] === b);

/**
 * What an uploaded logo is, by its first bytes (never by its name): PNG, JPEG or WebP of at most LOGO_MAX_BYTES.
 * SVG is refused: it can carry script, and the store serves logos from its own origin.
 */
export const parseLogoImage = (bytes: Uint8Array): Result<LogoImageKind, FieldErrors> => {
  const kind: LogoImageKind | undefined = startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    ? { contentType: 'image/png', extension: 'png' }
    : startsWith(bytes, [0xff, 0xd8, 0xff])
      ? { contentType: 'image/jpeg', extension: 'jpg' }
      : startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)
        ? { contentType: 'image/webp', extension: 'webp' }
        : undefined;
  if (!kind) return err({ logo: Messages.invalidLogo });
  return bytes.length > LOGO_MAX_BYTES ? err({ logo: Messages.logoTooLarge }) : ok(kind);
};

/** The shortest password a rep or group administrator may choose (their sign-in sees members' data). */
export const PASSWORD_MIN = 10;

/** A new password, typed twice: long enough, not one character repeated, the same both times. */
export const parseNewPassword = (password: string, confirmation: string): Result<string, FieldErrors> => {
  const errors: Record<string, string> = {};
  if (password === '') errors.password = Messages.fieldRequired;
  else if (password.length < PASSWORD_MIN || /^(.)\1*$/u.test(password)) errors.password = Messages.passwordTooWeak;
  else if (password.length > Limits.password) errors.password = Messages.valueTooLong(Limits.password);
  if (Object.keys(errors).length === 0 && confirmation !== password) errors.confirm_password = Messages.passwordsDiffer;
  return finish(errors, () => password);
};

/** Who an operator invites to sign in: a rep's or a group's administrator, by e-mail. */
export interface UserInvite {
  readonly email: string;
  readonly name: string;
  readonly repCode: string | null;
  readonly groupCode: string | null;
}

export type UserInviteInput = Partial<Record<'email' | 'name' | 'rep_code' | 'group_code', string>>;

export const parseUserInvite = (input: UserInviteInput): Result<UserInvite, FieldErrors> => {
  const errors: Record<string, string> = {};
  checkField(errors, 'email', input.email ?? '', requiredCheck(Messages.fieldRequired), lengthCheck(Limits.email), patternCheck(EMAIL, Messages.invalidEmailAddress));
  checkField(errors, 'name', input.name ?? '', requiredCheck(Messages.fieldRequired), lengthCheck(Limits.name));
  const rep = pick(input, 'rep_code');
  const group = pick(input, 'group_code');
  if ((rep === '') === (group === '')) errors[rep === '' ? 'rep_code' : 'group_code'] = Messages.inviteRepOrGroup;
  return finish(errors, () => ({ email: pick(input, 'email').toLowerCase(), name: pick(input, 'name'), repCode: rep ? rep.toUpperCase() : null, groupCode: group ? group.toUpperCase() : null }));
};
