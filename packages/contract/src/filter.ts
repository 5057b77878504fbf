import * as t from 'io-ts';
import { WireCartNotice } from './cart-notice.ts';
import { EnrollTypes, Eprocesses, Genders, Limits, OpenTypes } from '@benefit-store/domain';
import { successEnvelope, WireId } from './envelope.ts';
import { OneOf, OptionalChoice, OptionalId, OptionalText, Text } from './fields.ts';
import { TierCodec } from './values.ts';

const Gender = OneOf(Genders);
const Eprocess = OneOf(Eprocesses);
const OpenType = OneOf(OpenTypes);
const EnrollType = OneOf(EnrollTypes);

const SmokerAnswer = OptionalChoice(['0', '1']);

/** POST /add-filter-for-new-user. Strings throughout, dob in MM/DD/YYYY, the way the storefront sends them. */
export const AddFilterForNewUserRequest = t.intersection([
  t.type({ zip: Text(), dob: Text(), gender: Text(), tier: Text() }),
  t.partial({
    eprocess: OptionalChoice(Eprocesses),
    agent_id: OptionalId,
    group_id: OptionalId,
    platform_group_id: OptionalId,
    type: OptionalChoice(EnrollTypes),
    open_type: OptionalChoice(OpenTypes),
    referral: OptionalText(Limits.id),
    category: OptionalText(Limits.id),
    is_smoker: SmokerAnswer,
  }),
]);
export type AddFilterForNewUserRequest = t.TypeOf<typeof AddFilterForNewUserRequest>;

export const AddFilterForNewUserResponse = successEnvelope(
  t.intersection([t.type({ temp_enrollment_id: WireId }), t.partial({ state: t.string })]),
);

/** PUT /change-filter-info/{tempId}: any subset of the filter; empty values never reach the wire. */
export const ChangeFilterInfoRequest = t.partial({
  zip: OptionalText(),
  dob: OptionalText(),
  gender: OptionalText(),
  tier: OptionalText(),
  is_smoker: SmokerAnswer,
  eprocess: OptionalChoice(Eprocesses),
  agent_id: OptionalId,
  group_id: OptionalId,
  annual_incode: OptionalText(),
  working_hours: OptionalText(),
  user_id: OptionalId,
  plan_id: OptionalId,
  category: OptionalText(Limits.id),
});
export type ChangeFilterInfoRequest = t.TypeOf<typeof ChangeFilterInfoRequest>;

/** `cart_changes`, added to the spec's answer: what the change did to the cart (docs/adr/0613). */
export const ChangeFilterInfoResponse = successEnvelope(
  t.partial({ temp_enrollment_id: WireId, state: t.string, plan_id: WireId, cart_changes: t.array(WireCartNotice) }),
);

/** The filter as stored on a temporary enrollment (get-enrollment-temp-info, column filter_info). */
export const FilterInfo = t.intersection([
  t.type({ zip: t.string, dob: t.string, gender: Gender, tier: TierCodec }),
  t.partial({ state: t.string, is_smoker: t.string, eprocess: Eprocess, open_type: OpenType, type: EnrollType }),
]);
export type FilterInfo = t.TypeOf<typeof FilterInfo>;

export const GetEnrollmentTempInfoResponse = successEnvelope(t.type({ result: t.unknown }));
