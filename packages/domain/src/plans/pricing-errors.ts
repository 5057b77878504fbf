import { Messages } from '../messages.ts';

/**
 * What each pricing error code of get-plan-pricing-detail means to the user (doc 001 section 8).
 * The server sends a code; the domain decides the banner, the action behind "clicking here",
 * or the internal reaction, so the web app and the CLI tell the same story.
 */
export const PricingErrorCodes = [
  'salaryError',
  'hourError',
  'stateError',
  'tierError',
  'ageError',
  'metError',
  'smokerError',
  'planAgeError',
  'portalError',
  'changePid',
  'enrollmentIdError',
  'newQuestionsError',
] as const;
export type PricingErrorCode = (typeof PricingErrorCodes)[number];

export const isPricingErrorCode = (value: unknown): value is PricingErrorCode =>
  typeof value === 'string' && (PricingErrorCodes as readonly string[]).includes(value);

/** Where "clicking here" / "editing your basic info above" leads. */
export type PricingRemedy = 'annual-income' | 'working-hours' | 'tobacco-usage' | 'edit-basic-info';

export type PricingOutcome =
  | { readonly kind: 'banner'; readonly code: PricingErrorCode; readonly message: string; readonly remedy: PricingRemedy }
  | { readonly kind: 'server-message'; readonly code: PricingErrorCode; readonly message: string }
  | { readonly kind: 'flag'; readonly code: 'enrollmentIdError' | 'newQuestionsError' }
  | { readonly kind: 'reload'; readonly planId: string }
  | { readonly kind: 'dependent-error'; readonly message: string };

export interface PricingFailure {
  readonly errorCode?: string;
  readonly message?: string;
  /** The replacement plan id that comes with changePid. */
  readonly pid?: string;
}

const BANNERS: Partial<Record<PricingErrorCode, readonly [string, PricingRemedy]>> = {
  salaryError: [Messages.salaryError, 'annual-income'],
  hourError: [Messages.hourError, 'working-hours'],
  stateError: [Messages.stateError, 'edit-basic-info'],
  tierError: [Messages.tierError, 'edit-basic-info'],
  ageError: [Messages.ageError, 'edit-basic-info'],
  metError: [Messages.metError, 'edit-basic-info'],
  smokerError: [Messages.smokerError, 'tobacco-usage'],
};

/** Any failure without a known code shows the server's message as the dependent error. */
export const interpretPricingError = (failure: PricingFailure): PricingOutcome => {
  const code = failure.errorCode;
  const serverMessage = failure.message ?? '';
  if (!isPricingErrorCode(code)) return { kind: 'dependent-error', message: serverMessage };
  const banner = BANNERS[code];
  if (banner) return { kind: 'banner', code, message: banner[0], remedy: banner[1] };
  switch (code) {
    case 'planAgeError':
    case 'portalError':
      return { kind: 'server-message', code, message: serverMessage };
    case 'enrollmentIdError':
    case 'newQuestionsError':
      return { kind: 'flag', code };
    case 'changePid':
      return failure.pid ? { kind: 'reload', planId: failure.pid } : { kind: 'dependent-error', message: serverMessage };
    default:
      return { kind: 'dependent-error', message: serverMessage };
  }
};
