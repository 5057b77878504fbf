import { Tiers } from '@benefit-store/domain';
import { OneOf } from './fields.ts';

/**
 * The domain's value types with their codecs: a value decoded by one of these is the domain's type, so a reader
 * downstream never checks it again (docs/adr/0017).
 */

/** A coverage tier (domain/tier.ts), exactly as the wire and the stored filter spell it. */
export const TierCodec = OneOf(Tiers);
