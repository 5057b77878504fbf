import { randomUUID } from 'node:crypto';
import * as t from 'io-ts';
import { isPaymentMethod, type PaymentMethod } from '@benefit-store/domain';
import type { Queryable } from '../db/database.ts';
import { exec, Nullable, row, rows, Timestamp } from '../db/rows.ts';

/** The SQL of billing: a group's payment method, members' cards and bank accounts on file, invoices. */

const GroupBillingRow = t.type({ payment_method: Nullable(t.string), statement_descriptor: Nullable(t.string) });

/** How an enrollment pays: its group's method (list billing, statements, ...), else card (which also offers EFT). */
export const groupBilling = async (db: Queryable, groupId: string | undefined): Promise<{ method: PaymentMethod; descriptor: string | undefined }> => {
  const found = groupId ? await row(db, GroupBillingRow, 'SELECT payment_method, statement_descriptor FROM groups WHERE gid = $1', [groupId]) : undefined;
  return { method: isPaymentMethod(found?.payment_method) ? found.payment_method : 'cc', descriptor: found?.statement_descriptor ?? undefined };
};

export const CardRow = t.type({
  card_id: t.string,
  name_on_cc: t.string,
  card_token: t.string,
  card_bin: t.string,
  card_last4: t.string,
  card_brand: t.string,
  expiration_month: t.string,
  expiration_year: t.string,
});
export type CardRow = t.TypeOf<typeof CardRow>;

export const memberCards = (db: Queryable, userId: string | undefined) =>
  userId
    ? rows(
        db,
        CardRow,
        'SELECT card_id, name_on_cc, card_token, card_bin, card_last4, card_brand, expiration_month, expiration_year FROM member_cards WHERE user_id = $1 ORDER BY card_id',
        [userId],
      )
    : Promise.resolve([]);

export const BankAccountRow = t.type({
  bank_id: t.string,
  account_name: t.string,
  bank_name: t.string,
  bank_routing: t.string,
  account_number_sealed: t.string,
  account_last4: t.string,
  account_type: t.string,
  account_holder_type: t.string,
});
export type BankAccountRow = t.TypeOf<typeof BankAccountRow>;

export const memberBankAccounts = (db: Queryable, userId: string | undefined) =>
  userId
    ? rows(
        db,
        BankAccountRow,
        `SELECT bank_id, account_name, bank_name, bank_routing, account_number_sealed, account_last4, account_type, account_holder_type
           FROM member_bank_accounts WHERE user_id = $1 ORDER BY bank_id`,
        [userId],
      )
    : Promise.resolve([]);

// ---- invoices ----

export const InvoiceRow = t.type({
  invoice_id: t.string,
  policy_id: t.string,
  amount_cents: t.number,
  due_date: t.string,
  payment_method: t.string,
  status: t.string,
  created_at: Timestamp,
});
export type InvoiceRow = t.TypeOf<typeof InvoiceRow>;

export const invoiceOf = (db: Queryable, enrollmentId: string) =>
  row(db, InvoiceRow, 'SELECT invoice_id, policy_id, amount_cents, due_date, payment_method, status, created_at FROM invoices WHERE enrollment_id = $1', [
    enrollmentId,
  ]);

/** Records the first payment's invoice once per policy; a second call finds the first one. */
export const recordInvoice = async (
  tx: Queryable,
  invoice: { enrollmentId: string; policyId: string; amountCents: number; dueDate: string; paymentMethod: string; at: Date },
): Promise<InvoiceRow> => {
  await exec(
    tx,
    `INSERT INTO invoices (invoice_id, enrollment_id, policy_id, amount_cents, due_date, payment_method, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (policy_id) DO NOTHING`,
    [`INV-${randomUUID().slice(0, 8).toUpperCase()}`, invoice.enrollmentId, invoice.policyId, invoice.amountCents, invoice.dueDate, invoice.paymentMethod, invoice.at],
  );
  const made = await invoiceOf(tx, invoice.enrollmentId);
  if (!made) throw new Error('the invoice was not recorded');
  return made;
};
