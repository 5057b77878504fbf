import * as t from 'io-ts';
import type { Queryable } from '../db/database.ts';
import { row } from '../db/rows.ts';

/**
 * ABA routing numbers: nine digits whose weighted sum (3, 7, 1, repeated) is a multiple of ten. A number that
 * fails the checksum was mistyped; one that passes but is not in the reference server's own routing table is a
 * bank we do not list, and the lookup says so (routing-number-bank-lookup never asks an outside service).
 */
export const isRoutingNumber = (value: string): boolean => {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number) as [number, number, number, number, number, number, number, number, number];
  const sum = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8]);
  return sum % 10 === 0;
};

export const BankRow = t.type({ routing_number: t.string, bank_name: t.string, city: t.string, state: t.string });
export type BankRow = t.TypeOf<typeof BankRow>;

export const findBank = (db: Queryable, routingNumber: string) =>
  row(db, BankRow, 'SELECT routing_number, bank_name, city, state FROM routing_numbers WHERE routing_number = $1', [routingNumber]);
