import * as t from 'io-ts';
import { WireId } from './envelope.ts';

/**
 * What the server did to a cart line that the shopper did not ask for in so many words (docs/adr/0613): a change
 * of the quote (or of the day, at checkout) took it out (`reason`: the catalogue's message) or priced it anew.
 * `message` is the sentence to show.
 */
export const WireCartNotice = t.intersection([
  t.type({ plan_id: WireId, plan_name: t.string, change: t.keyof({ removed: null, repriced: null }), message: t.string }),
  t.partial({ reason: t.string, previous_price: t.union([t.number, t.string]), price: t.union([t.number, t.string]) }),
]);
export type WireCartNotice = t.TypeOf<typeof WireCartNotice>;
