import * as t from 'io-ts';
import { successEnvelope, WireId } from './envelope.ts';

const Tier = t.keyof({ IO: null, IS: null, IC: null, IF: null });
const Gender = t.keyof({ '0': null, '1': null });
const Eprocess = t.keyof({ rep: null, applicant: null, group: null });
const OpenType = t.keyof({ agent: null, group: null, user: null });
const EnrollType = t.keyof({ 'new-member': null, 'new-group-member': null, 'existing-member': null, 'existing-user': null });

/** POST /add-filter-for-new-user. Strings throughout, dob as MM/DD/YYYY, as the storefront sends them. */
export const AddFilterForNewUserRequest = t.intersection([
  t.type({ zip: t.string, dob: t.string, gender: t.string, tier: t.string }),
  t.partial({
    eprocess: Eprocess,
    agent_id: t.string,
    group_id: t.string,
    platform_group_id: t.string,
    type: EnrollType,
    open_type: OpenType,
    referral: t.string,
    category: t.string,
    is_smoker: t.keyof({ '0': null, '1': null }),
  }),
]);
export type AddFilterForNewUserRequest = t.TypeOf<typeof AddFilterForNewUserRequest>;

export const AddFilterForNewUserResponse = successEnvelope(
  t.intersection([t.type({ temp_enrollment_id: WireId }), t.partial({ state: t.string })]),
);

/** PUT /change-filter-info/{tempId}: any subset of the filter; empty values never reach the wire. */
export const ChangeFilterInfoRequest = t.partial({
  zip: t.string,
  dob: t.string,
  gender: t.string,
  tier: t.string,
  is_smoker: t.keyof({ '0': null, '1': null }),
  eprocess: Eprocess,
  agent_id: t.string,
  group_id: t.string,
  annual_incode: t.string,
  working_hours: t.string,
  user_id: t.string,
  plan_id: t.string,
  category: t.string,
});
export type ChangeFilterInfoRequest = t.TypeOf<typeof ChangeFilterInfoRequest>;

export const ChangeFilterInfoResponse = successEnvelope(
  t.partial({ temp_enrollment_id: WireId, state: t.string, plan_id: WireId }),
);

/** The filter as stored on a temporary enrollment (get-enrollment-temp-info, column filter_info). */
export const FilterInfo = t.intersection([
  t.type({ zip: t.string, dob: t.string, gender: Gender, tier: Tier }),
  t.partial({ state: t.string, is_smoker: t.string, eprocess: Eprocess, open_type: OpenType, type: EnrollType }),
]);
export type FilterInfo = t.TypeOf<typeof FilterInfo>;

export const GetEnrollmentTempInfoResponse = successEnvelope(t.type({ result: t.unknown }));
