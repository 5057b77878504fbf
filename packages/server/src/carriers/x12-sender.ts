/**
 * The agency's own trading-partner id in carrier files (ISA05/ISA06, GS02) and whether the files are test or
 * production (ISA15): configuration (X12_SENDER_QUALIFIER, X12_SENDER_ID, X12_USAGE), the same for every carrier.
 * Test (T) until an agency says otherwise: a carrier then treats a file as a trial, not as coverage.
 */
export interface X12Sender {
  readonly qualifier: string;
  readonly id: string;
  readonly usage: 'T' | 'P';
}

export const DEFAULT_X12_SENDER: X12Sender = { qualifier: 'ZZ', id: 'BENEFITSTORE', usage: 'T' };
