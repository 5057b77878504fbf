import * as t from 'io-ts';
import type { PaymentMethod } from '@benefit-store/domain';
import type { Queryable } from '../db/database.ts';
import { rows } from '../db/rows.ts';
import { sha256 } from './chain.ts';

/**
 * The agreements of Agreement & Signature (doc 002), versioned (docs/adr/0720): a wording is never edited; a new
 * one is a new version with its own hash, so the hash a consent record names is always the exact words accepted.
 * Which agreements an enrollment shows depends on it: every enrollment the general ones, health authorisation when
 * a plan asks health questions, and the authorisation of the payment method saved on the billing step.
 */
export type AppliesTo = 'all' | 'health' | 'eft' | 'cc';

export const agreementTextHash = (head: string, body: string): string => sha256(`${head}\n\n${body}`);

export const AgreementTextRow = t.type({
  text_key: t.string,
  version: t.number,
  text_head: t.string,
  text_body: t.string,
  text_required: t.boolean,
  applies_to: t.string,
  text_hash: t.string,
});
export type AgreementTextRow = t.TypeOf<typeof AgreementTextRow>;

/** The newest active version of every agreement. */
export const currentAgreementTexts = (db: Queryable) =>
  rows(
    db,
    AgreementTextRow,
    `SELECT text_key, version, text_head, text_body, text_required, applies_to, text_hash FROM (
       SELECT DISTINCT ON (text_key) text_key, version, text_head, text_body, text_required, applies_to, text_hash, sort_order
         FROM agreement_texts WHERE active ORDER BY text_key, version DESC
     ) current ORDER BY sort_order, text_key`,
  );

export interface AgreementAudience {
  /** A plan in the cart asks health questions. */
  readonly health: boolean;
  /** The payment method saved on the billing step, if any. */
  readonly paymentMethod: PaymentMethod | undefined;
}

const applies = (appliesTo: string, audience: AgreementAudience): boolean => {
  switch (appliesTo) {
    case 'all':
      return true;
    case 'health':
      return audience.health;
    case 'eft':
      return audience.paymentMethod === 'eft' || audience.paymentMethod === 'elist';
    case 'cc':
      return audience.paymentMethod === 'cc';
    default:
      return false;
  }
};

/** The agreements this enrollment shows, in order. */
export const agreementTextsFor = async (db: Queryable, audience: AgreementAudience): Promise<AgreementTextRow[]> =>
  (await currentAgreementTexts(db)).filter((text) => applies(text.applies_to, audience));
