import { randomBytes } from 'node:crypto';
import { agreementTextHash, type AppliesTo } from '../consent/agreement-texts.ts';
import type { Queryable } from '../db/database.ts';
import type { Pii } from '../security/pii.ts';

/**
 * Demo data of the wizard's second part (docs/demo-wizard.md): the reference server's routing table, how each demo
 * group pays, the cards and bank accounts existing members have on file (a card as token, BIN and last four only;
 * an account number sealed), and the agreement texts.
 */

/** Routing numbers of the routing-number lookup (public ABA numbers; each passes the checksum). */
export const DEMO_ROUTING_NUMBERS: readonly (readonly [string, string, string, string])[] = [
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

/** How each demo group's members pay (get-payment-method); groups not listed, and individuals, pay by card or EFT. */
export const DEMO_GROUP_BILLING: readonly { gid: string; method: string; descriptor: string }[] = [
  { gid: '3001', method: 'list', descriptor: 'ACME BENEFITS LIST BILL' },
  { gid: '2512', method: 'eft', descriptor: 'HARBOR HEALTH PREMIUM' },
  { gid: '3002', method: 'stmt', descriptor: 'BEACON HILL BENEFITS' },
];

/** Cards on file of members who pay by card (Acme's members are on list billing, so none there). */
export const DEMO_MEMBER_CARDS = [
  { card_id: 'card-7003-1', user_id: '7003', name_on_cc: 'Aisha Karim', bin: '411111', last4: '1111', brand: 'visa', month: '09', year: '2030' },
  { card_id: 'card-7005-1', user_id: '7005', name_on_cc: 'Emily Tran', bin: '555555', last4: '4444', brand: 'mastercard', month: '03', year: '2029' },
] as const;

export const DEMO_MEMBER_BANKS = [
  { bank_id: 'bank-7003-1', user_id: '7003', account_name: 'Aisha Karim', bank_name: 'BANK OF AMERICA, N.A.', routing: '111000025', account: '4455667788', type: 'savings', holder: 'individual' },
  { bank_id: 'bank-7005-1', user_id: '7005', account_name: 'Emily Tran', bank_name: 'JPMORGAN CHASE BANK, NA', routing: '111000614', account: '000123987654', type: 'checking', holder: 'individual' },
] as const;

interface DemoAgreement {
  readonly key: string;
  readonly head: string;
  readonly body: string;
  readonly appliesTo: AppliesTo;
}

export const DEMO_AGREEMENTS: readonly DemoAgreement[] = [
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

export const seedBillingDemo = async (tx: Queryable, pii: Pii) => {
  for (const [routing, name, city, state] of DEMO_ROUTING_NUMBERS) {
    await tx.query('INSERT INTO routing_numbers (routing_number, bank_name, city, state) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [routing, name, city, state]);
  }
  for (const group of DEMO_GROUP_BILLING) {
    await tx.query('UPDATE groups SET payment_method = $2, statement_descriptor = $3 WHERE gid = $1', [group.gid, group.method, group.descriptor]);
  }
  const members = new Set((await tx.query<{ user_id: string }>('SELECT user_id FROM members')).map((m) => m.user_id));
  for (const card of DEMO_MEMBER_CARDS) {
    if (!members.has(card.user_id)) continue;
    await tx.query(
      `INSERT INTO member_cards (card_id, user_id, name_on_cc, card_token, card_bin, card_last4, card_brand, expiration_month, expiration_year)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [card.card_id, card.user_id, card.name_on_cc, `tok_${randomBytes(18).toString('base64url')}`, card.bin, card.last4, card.brand, card.month, card.year],
    );
  }
  for (const bank of DEMO_MEMBER_BANKS) {
    if (!members.has(bank.user_id)) continue;
    await tx.query(
      `INSERT INTO member_bank_accounts (bank_id, user_id, account_name, bank_name, bank_routing, account_number_sealed, account_last4, account_type, account_holder_type)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [bank.bank_id, bank.user_id, bank.account_name, bank.bank_name, bank.routing, pii.encrypt(bank.account), bank.account.slice(-4), bank.type, bank.holder],
    );
  }
  for (const [order, text] of DEMO_AGREEMENTS.entries()) {
    await tx.query(
      `INSERT INTO agreement_texts (text_key, version, text_head, text_body, text_required, applies_to, sort_order, text_hash) VALUES ($1, 1, $2, $3, true, $4, $5, $6)`,
      [text.key, text.head, text.body, text.appliesTo, order, agreementTextHash(text.head, text.body)],
    );
  }
};
