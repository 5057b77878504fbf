import * as t from 'io-ts';

/** Where an enrollment stands with a carrier its file was delivered to (ours, docs/adr/0803): the day is MM/DD/YYYY. */
export const WireSentToCarrier = t.type({ carrier: t.string, sent_on: t.string, status: t.keyof({ sent: null, accepted: null, rejected: null }) });
export type WireSentToCarrier = t.TypeOf<typeof WireSentToCarrier>;

/** The same with the carrier's error codes when it rejected the enrollment (999 IK3/IK4/IK5): the member lists' (docs/adr/0804). */
export const WireCarrierStanding = t.intersection([WireSentToCarrier, t.type({ errors: t.array(t.string) })]);
export type WireCarrierStanding = t.TypeOf<typeof WireCarrierStanding>;
