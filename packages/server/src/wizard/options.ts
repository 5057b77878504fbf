import { CompensationTypes, EmploymentStatuses, HolidayPolicies, OTHER_ETHNIC_GROUP_ID } from '@benefit-store/domain';

/**
 * The option lists of the wizard's selects (doc 002 section 3). The domain owns the lists whose values
 * rules depend on (employment status, compensation types, holiday policies, ethnic group 12); the
 * rest is reference data of this server. Ids are the values saved.
 */
export interface Option {
  readonly id: string;
  readonly name: string;
}

export const ETHNIC_CATEGORIES: readonly Option[] = [
  { id: '1', name: 'American Indian or Alaska Native' },
  { id: '2', name: 'Asian Indian' },
  { id: '3', name: 'Black or African American' },
  { id: '4', name: 'Chinese' },
  { id: '5', name: 'Filipino' },
  { id: '6', name: 'Hispanic or Latino' },
  { id: '7', name: 'Japanese' },
  { id: '8', name: 'Korean' },
  { id: '9', name: 'Native Hawaiian or Other Pacific Islander' },
  { id: '10', name: 'Vietnamese' },
  { id: '11', name: 'White' },
  { id: OTHER_ETHNIC_GROUP_ID, name: 'Other' },
];

export const STATES: readonly { readonly name: string; readonly abbrev: string }[] = (
  [
    ['Alabama', 'AL'], ['Alaska', 'AK'], ['Arizona', 'AZ'], ['Arkansas', 'AR'], ['California', 'CA'], ['Colorado', 'CO'],
    ['Connecticut', 'CT'], ['Delaware', 'DE'], ['District of Columbia', 'DC'], ['Florida', 'FL'], ['Georgia', 'GA'],
    ['Hawaii', 'HI'], ['Idaho', 'ID'], ['Illinois', 'IL'], ['Indiana', 'IN'], ['Iowa', 'IA'], ['Kansas', 'KS'],
    ['Kentucky', 'KY'], ['Louisiana', 'LA'], ['Maine', 'ME'], ['Maryland', 'MD'], ['Massachusetts', 'MA'],
    ['Michigan', 'MI'], ['Minnesota', 'MN'], ['Mississippi', 'MS'], ['Missouri', 'MO'], ['Montana', 'MT'],
    ['Nebraska', 'NE'], ['Nevada', 'NV'], ['New Hampshire', 'NH'], ['New Jersey', 'NJ'], ['New Mexico', 'NM'],
    ['New York', 'NY'], ['North Carolina', 'NC'], ['North Dakota', 'ND'], ['Ohio', 'OH'], ['Oklahoma', 'OK'],
    ['Oregon', 'OR'], ['Pennsylvania', 'PA'], ['Rhode Island', 'RI'], ['South Carolina', 'SC'], ['South Dakota', 'SD'],
    ['Tennessee', 'TN'], ['Texas', 'TX'], ['Utah', 'UT'], ['Vermont', 'VT'], ['Virginia', 'VA'], ['Washington', 'WA'],
    ['West Virginia', 'WV'], ['Wisconsin', 'WI'], ['Wyoming', 'WY'],
  ] as const
).map(([name, abbrev]) => ({ name, abbrev }));

export const isStateAbbrev = (value: string): boolean => STATES.some((s) => s.abbrev === value.trim().toUpperCase());

export const AVERAGE_WORK_WEEK: readonly Option[] = [
  { id: 'LT20', name: 'Less than 20 hours' },
  { id: '20-29', name: '20 to 29 hours' },
  { id: '30-39', name: '30 to 39 hours' },
  { id: '40+', name: '40 hours or more' },
];

export const EMPLOYMENT_STATUS: readonly Option[] = EmploymentStatuses.map(([id, name]) => ({ id, name }));

const COMPENSATION_NAMES: Readonly<Record<(typeof CompensationTypes)[number], string>> = {
  G10L20: 'Hourly: more than $10 and less than $20',
  MW: 'Hourly: minimum wage',
  GMWL10: 'Hourly: above minimum wage and less than $10',
  G20: 'Hourly: $20 or more',
  Salary: 'Salary',
};
export const COMPENSATION_TYPES: readonly Option[] = CompensationTypes.map((id) => ({ id, name: COMPENSATION_NAMES[id] }));

export const VACATION_POLICIES: readonly Option[] = [
  { id: 'none', name: 'No paid vacation' },
  { id: '1-week', name: '1 week' },
  { id: '2-weeks', name: '2 weeks' },
  { id: '3-weeks', name: '3 weeks or more' },
];

export const BARGAINING_UNITS: readonly Option[] = [
  { id: 'none', name: 'Not in a bargaining unit' },
  { id: 'union', name: 'Union member' },
  { id: 'other', name: 'Other collective agreement' },
];

export const HOLIDAY_POLICIES: readonly Option[] = HolidayPolicies.map(([id, name]) => ({ id, name }));

export const BENEFICIARY_RELATIONSHIPS: readonly Option[] = [
  { id: 'Spouse', name: 'Spouse' },
  { id: 'Child', name: 'Child' },
  { id: 'Parent', name: 'Parent' },
  { id: 'Sibling', name: 'Sibling' },
  { id: 'Domestic Partner', name: 'Domestic Partner' },
  { id: 'Grandchild', name: 'Grandchild' },
  { id: 'Friend', name: 'Friend' },
  { id: 'Estate', name: 'Estate' },
  { id: 'Trust', name: 'Trust' },
  { id: 'Other', name: 'Other' },
];

export const optionIds = (options: readonly Option[]): ReadonlySet<string> => new Set(options.map((o) => o.id));
