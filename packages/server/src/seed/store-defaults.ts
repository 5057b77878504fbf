import { agreementTextHash, type AppliesTo } from '../consent/agreement-texts.ts';
import type { Database, Queryable } from '../db/database.ts';

/**
 * What every store starts with, demo or not (SEED_DEMO_DATA=0 included): the agreements a person signs (no one
 * enrolls agreeing to nothing) and the routing-number table of the EFT lookup. Inserted once, into empty tables; an
 * agency changes an agreement by adding a version (agreement texts are never edited, migration 0060).
 */

/** Routing numbers of the routing-number lookup (public ABA numbers; each passes the checksum). */
export const ROUTING_NUMBERS: readonly (readonly [string, string, string, string])[] = [
  ['021000021', 'JPMORGAN CHASE BANK, NA', 'NEW YORK', 'NY'],
  ['111000614', 'JPMORGAN CHASE BANK, NA', 'DALLAS', 'TX'],
  ['322271627', 'JPMORGAN CHASE BANK, NA', 'LOS ANGELES', 'CA'],
  ['071000013', 'JPMORGAN CHASE BANK, NA', 'CHICAGO', 'IL'],
  ['111000025', 'BANK OF AMERICA, N.A.', 'DALLAS', 'TX'],
  ['026009593', 'BANK OF AMERICA, N.A.', 'NEW YORK', 'NY'],
  ['011000138', 'BANK OF AMERICA, N.A.', 'BOSTON', 'MA'],
  ['081000032', 'BANK OF AMERICA, N.A.', 'ST. LOUIS', 'MO'],
  ['121000248', 'WELLS FARGO BANK, NA', 'SAN FRANCISCO', 'CA'],
  ['111900659', 'WELLS FARGO BANK, NA', 'DALLAS', 'TX'],
  ['091000019', 'WELLS FARGO BANK, NA', 'MINNEAPOLIS', 'MN'],
  ['061000104', 'TRUIST BANK', 'ATLANTA', 'GA'],
];

interface StandardAgreement {
  readonly key: string;
  readonly head: string;
  readonly body: string;
  readonly appliesTo: AppliesTo;
}

export const STANDARD_AGREEMENTS: readonly StandardAgreement[] = [
  {
    key: 'application-accuracy',
    head: 'Accuracy of this application',
    body: 'I have read this application, including the answers given in it, and confirm that it is true and complete to the best of my knowledge. I understand that false or incomplete statements may lead to loss of coverage or denial of a claim.',
    appliesTo: 'all',
  },
  {
    key: 'plan-terms',
    head: 'Plan terms',
    body: 'I have received and read the description of every plan in this enrollment, including its limitations and exclusions, and I understand that coverage starts on the effective date shown once the first premium is paid.',
    appliesTo: 'all',
  },
  {
    key: 'health-information',
    head: 'Authorization to use health information',
    body: 'I authorize physicians, hospitals and other medical providers to give the insurer information about my health and that of the dependents in this application, for underwriting and claims. This authorization is valid for 24 months from the date I sign; a copy is as valid as the original.',
    appliesTo: 'health',
  },
  {
    key: 'eft-authorization',
    head: 'Bank draft (EFT) authorization',
    body: 'I authorize the premium of the plans in this enrollment to be drafted from the bank account I gave: the first payment between the enrollment date and 5 days after it, then monthly between the 1st and the 6th or the 21st and the 26th, depending on my bill date. There is no monthly charge for paying by EFT. I may stop a draft by notice at least 3 business days before it; a draft returned for insufficient funds carries a $30 fee.',
    appliesTo: 'eft',
  },
  {
    key: 'card-authorization',
    head: 'Card payment authorization',
    body: 'I authorize the premium of the plans in this enrollment to be charged to the card I gave: the first month when my enrollment is confirmed, then monthly on my bill date, until I cancel.',
    appliesTo: 'cc',
  },
  {
    key: 'electronic-signature',
    head: 'Electronic records and signature',
    body: 'I agree to sign this application electronically and to receive its documents, notices and receipts by e-mail at the address I gave. My electronic signature has the same effect as a signature on paper.',
    appliesTo: 'all',
  },
];

const isEmpty = async (db: Queryable, table: string) => ((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n ?? 0) === 0;

export const seedStoreDefaults = async (db: Database): Promise<void> => {
  if (await isEmpty(db, 'agreement_texts')) {
    await db.transaction(async (tx) => {
      for (const [order, text] of STANDARD_AGREEMENTS.entries()) {
        await tx.query(
          `INSERT INTO agreement_texts (text_key, version, text_head, text_body, text_required, applies_to, sort_order, text_hash) VALUES ($1, 1, $2, $3, true, $4, $5, $6)`,
          [text.key, text.head, text.body, text.appliesTo, order, agreementTextHash(text.head, text.body)],
        );
      }
    });
  }
  if (await isEmpty(db, 'routing_numbers')) {
    await db.transaction(async (tx) => {
      for (const [routing, name, city, state] of ROUTING_NUMBERS) {
        await tx.query('INSERT INTO routing_numbers (routing_number, bank_name, city, state) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [routing, name, city, state]);
      }
    });
  }
};
