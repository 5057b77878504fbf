import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import type { Pii } from '../security/pii.ts';

/**
 * Demo data of the wizard's second part (docs/demo-wizard.md): how each demo group pays, the cards and bank accounts
 * existing members have on file (a card as token, BIN and last four only; an account number sealed). The agreement
 * texts and the routing table are every store's (store-defaults.ts).
 */

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

export const seedBillingDemo = async (tx: Queryable, pii: Pii) => {
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
};
