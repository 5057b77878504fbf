import { CompensationTypes, EmploymentStatuses, HolidayPolicies, OTHER_ETHNIC_GROUP_ID } from '@benefit-store/domain';
import { ServerTexts } from '../http/server-texts.ts';

/**
 * The option lists of the wizard's selects (doc 002 section 3). The domain owns the lists whose values
 * rules depend on (employment status, compensation types, holiday policies, ethnic group 12); the
 * rest is reference data of this server. Ids are the values saved; names are English, from the server's catalogue
 * (http/server-texts.ts), and the reply path answers them in the request's language.
 */
export interface Option {
  readonly id: string;
  readonly name: string;
}

const ethnic = ServerTexts.ethnicCategories;
export const ETHNIC_CATEGORIES: readonly Option[] = [
  { id: '1', name: ethnic.americanIndian },
  { id: '2', name: ethnic.asianIndian },
  { id: '3', name: ethnic.black },
  { id: '4', name: ethnic.chinese },
  { id: '5', name: ethnic.filipino },
  { id: '6', name: ethnic.hispanic },
  { id: '7', name: ethnic.japanese },
  { id: '8', name: ethnic.korean },
  { id: '9', name: ethnic.pacificIslander },
  { id: '10', name: ethnic.vietnamese },
  { id: '11', name: ethnic.white },
  { id: OTHER_ETHNIC_GROUP_ID, name: ethnic.other },
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
  { id: 'LT20', name: ServerTexts.averageWorkWeek.lessThan20 },
  { id: '20-29', name: ServerTexts.averageWorkWeek.from20To29 },
  { id: '30-39', name: ServerTexts.averageWorkWeek.from30To39 },
  { id: '40+', name: ServerTexts.averageWorkWeek.fortyOrMore },
];

export const EMPLOYMENT_STATUS: readonly Option[] = EmploymentStatuses.map(([id, name]) => ({ id, name }));

const COMPENSATION_NAMES: Readonly<Record<(typeof CompensationTypes)[number], string>> = ServerTexts.compensationTypes;
export const COMPENSATION_TYPES: readonly Option[] = CompensationTypes.map((id) => ({ id, name: COMPENSATION_NAMES[id] }));

export const VACATION_POLICIES: readonly Option[] = [
  { id: 'none', name: ServerTexts.vacationPolicies.none },
  { id: '1-week', name: ServerTexts.vacationPolicies.oneWeek },
  { id: '2-weeks', name: ServerTexts.vacationPolicies.twoWeeks },
  { id: '3-weeks', name: ServerTexts.vacationPolicies.threeWeeks },
];

export const BARGAINING_UNITS: readonly Option[] = [
  { id: 'none', name: ServerTexts.bargainingUnits.none },
  { id: 'union', name: ServerTexts.bargainingUnits.union },
  { id: 'other', name: ServerTexts.bargainingUnits.other },
];

export const HOLIDAY_POLICIES: readonly Option[] = HolidayPolicies.map(([id, name]) => ({ id, name }));

// The ids are the English names, as saved (the spec's values); the names are what a person reads.
const relationships = ServerTexts.beneficiaryRelationships;
export const BENEFICIARY_RELATIONSHIPS: readonly Option[] = [
  relationships.spouse,
  relationships.child,
  relationships.parent,
  relationships.sibling,
  relationships.domesticPartner,
  relationships.grandchild,
  relationships.friend,
  relationships.estate,
  relationships.trust,
  relationships.other,
].map((name) => ({ id: name, name }));

export const optionIds = (options: readonly Option[]): ReadonlySet<string> => new Set(options.map((o) => o.id));
