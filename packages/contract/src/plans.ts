import * as t from 'io-ts';
import { successEnvelope, WireId } from './envelope.ts';

/** A plan card as get-filtered-plans lists it. */
export const WirePlan = t.intersection([
  t.type({
    plan_id: WireId,
    plan_name: t.string,
    plan_category: t.string,
  }),
  t.partial({
    pid: WireId,
    plan_logo: t.string,
    plan_short_text: t.string,
    plan_type: t.string,
    plan_price: t.union([t.number, t.string]),
  }),
]);
export type WirePlan = t.TypeOf<typeof WirePlan>;

export const GetFilteredPlansResponse = successEnvelope(t.type({ result: t.array(WirePlan) }));
