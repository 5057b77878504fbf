import { Messages, readAcknowledgement, type FieldErrors } from '@benefit-store/domain';
import type { Queryable } from '../db/database.ts';
import { rows } from '../db/rows.ts';
import * as t from 'io-ts';
import { answerCarrierSet, carrierFileByControl, carrierPartners } from './carrier-file-store.ts';

/**
 * A carrier's answer to one of our files (docs/adr/0803-carrier-files.md): a 999 accepts or rejects each
 * transaction set (and so each enrollment in it) with the carrier's codes; a TA1 that rejects the interchange
 * rejects every set. The file is found by its control number (our GS06 / ISA13); when two carriers' numbers meet
 * (each carrier counts its own), by the carrier named, else by the answer's sender (ISA06, the carrier's id).
 */

export interface CarrierAnswer {
  readonly fileName: string;
  readonly kind: '999' | 'TA1';
  readonly accepted: number;
  readonly rejected: number;
  readonly sets: readonly { readonly stControl: string; readonly accepted: boolean; readonly errors: readonly string[]; readonly enrollments: readonly string[] }[];
}

export const applyCarrierAnswer = async (tx: Queryable, text: string, carrierId: string | null, now: Date): Promise<{ ok: CarrierAnswer } | { problems: FieldErrors }> => {
  const read = readAcknowledgement(text);
  if (read.isErr()) return { problems: { content: Messages.carrierAckUnreadable(read.error) } };
  const ack = read.value;
  const control = Number(ack.kind === 'TA1' ? ack.interchangeControl : (ack.groupControl ?? ack.interchangeControl));
  const candidates = Number.isInteger(control) ? await carrierFileByControl(tx, control, carrierId) : [];
  const partners = candidates.length > 1 && carrierId === null && ack.sender !== null ? await carrierPartners(tx) : [];
  const fromSender = candidates.filter((f) => partners.some((p) => p.carrier_id === f.carrier_id && p.edi_receiver_id === ack.sender));
  const files = fromSender.length > 0 ? fromSender : candidates;
  if (files.length === 0) return { problems: { content: Messages.carrierAckNoFile } };
  if (files.length > 1) return { problems: { carrier_id: Messages.carrierAckAmbiguous } };
  const file = files[0]!;
  const members = await rows(tx, t.type({ st_control: t.string, enrollment_id: t.string }), 'SELECT st_control, enrollment_id FROM carrier_file_enrollments WHERE file_id::text = $1 ORDER BY st_control', [
    file.file_id,
  ]);
  const setIds = [...new Set(members.map((m) => m.st_control))];
  const answers =
    ack.interchangeRejected !== null
      ? setIds.map((stControl) => ({ stControl, accepted: false, errors: [ack.interchangeRejected ?? ''] }))
      : ack.sets.filter((set) => setIds.includes(set.stControl));
  for (const a of answers) await answerCarrierSet(tx, file.file_id, a.stControl, a.accepted, a.errors, now);
  const sets = answers.map((a) => ({ ...a, enrollments: members.filter((m) => m.st_control === a.stControl).map((m) => m.enrollment_id) }));
  return {
    ok: {
      fileName: file.file_name,
      kind: ack.kind,
      accepted: sets.filter((s) => s.accepted).reduce((n, s) => n + s.enrollments.length, 0),
      rejected: sets.filter((s) => !s.accepted).reduce((n, s) => n + s.enrollments.length, 0),
      sets,
    },
  };
};
