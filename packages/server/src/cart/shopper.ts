import { isEnrollType, parseUsDate, type CalendarDate } from '@benefit-store/domain';
import type { EnrollmentRow } from '../repository/enrollment-store.ts';
import type { Shopper } from '../catalog/pricing.ts';
import type { DependentsRecord } from './shopping-store.ts';

const FALLBACK_DOB: CalendarDate = { year: 1985, month: 1, day: 1 };

const wholeNumber = (text: string | undefined): number | undefined => {
  if (text === undefined) return undefined;
  const n = Number(text.replace(/[$,\s]/g, ''));
  return Number.isFinite(n) && n >= 0 ? n : undefined;
};

/**
 * The shopper the catalogue's rules price for, from the enrollment's filter and context and the dependents
 * dialog: tier, DOB, state and ZIP of the quote; the tobacco answer only once given; income and hours from
 * the Annual Income modal; the portal; the enroll type; the spouse DOB.
 */
export const shopperOf = (enrollment: EnrollmentRow, dependents: DependentsRecord = {}): Shopper => {
  const { filter, context } = enrollment;
  const dob = parseUsDate(filter.dob);
  const spouse = dependents.spouse_dob !== undefined ? parseUsDate(dependents.spouse_dob) : undefined;
  const income = wholeNumber(filter.annual_incode);
  const hours = wholeNumber(filter.working_hours);
  const smoker = filter.smoker_answered === '1' && (filter.is_smoker === '0' || filter.is_smoker === '1') ? filter.is_smoker : undefined;
  return {
    tier: filter.tier,
    dob: dob.isOk() ? dob.value : FALLBACK_DOB,
    state: filter.state,
    zip: filter.zip,
    ...(smoker !== undefined ? { smoker } : {}),
    ...(income !== undefined ? { annualIncome: income } : {}),
    ...(hours !== undefined ? { workingHours: hours } : {}),
    ...(context.platform_group_id !== undefined ? { portalId: context.platform_group_id } : {}),
    ...(isEnrollType(context.type) ? { enrollType: context.type } : {}),
    ...(spouse?.isOk() ? { spouseDob: spouse.value } : {}),
  };
};
