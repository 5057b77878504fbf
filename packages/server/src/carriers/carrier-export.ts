import { carrierEnrollment, writeBenefitEnrollment834, writeEnrollmentJson, type X12Enrollment, type X12Written } from '@benefit-store/domain';
import type { Queryable } from '../db/database.ts';
import { exec } from '../db/rows.ts';
import type { Pii } from '../security/pii.ts';
import {
  carrierPartners,
  enrollmentsForCarrier,
  insertCarrierFile,
  nextControlNumber,
  pendingCarrierFiles,
  storedEnrollment,
  type CarrierFileRow,
} from './carrier-file-store.ts';
import { checkCarrierFile } from './x12-check.ts';

/**
 * One export of 834 files (docs/adr/0803-carrier-files.md), inside the caller's transaction: the operator's
 * `carriers export` and the server's scheduled export both come here. Files written earlier and not yet delivered
 * come first, the same text under the same control number; then, per carrier, one new file with the confirmed
 * enrollments it has not been sent. A file is checked by an outside X12 parser and the implementation guide's
 * rules before anyone gets it: one that fails is kept as failed, with why, and its enrollments wait.
 */

export interface CarrierExportOptions {
  readonly carrierId?: string | undefined;
  readonly since: Date | null;
  readonly full: boolean;
  readonly now: Date;
  /** The agency's own trading-partner id (ISA06/GS02). */
  readonly sender: { readonly qualifier: string; readonly id: string };
  readonly usage: 'T' | 'P';
}

export interface ExportedCarrierFile {
  readonly fileId: string;
  readonly carrierId: string;
  readonly fileName: string;
  readonly controlNumber: number;
  readonly enrollments: number;
  readonly status: 'pending' | 'failed';
  readonly problems: readonly string[];
  /** The file's text (full SSNs): for delivery only, never logged or journaled. Null for a failed file. */
  readonly content: string | null;
}

export interface CarrierExport {
  readonly files: readonly ExportedCarrierFile[];
  /** Confirmed enrollments a carrier cannot be sent yet, and why (support fixes them). */
  readonly waiting: readonly { readonly enrollmentId: string; readonly carrierId: string; readonly problems: readonly string[] }[];
}

/** 834_<carrier>_<control>_<day>.x12, or enrollments_<carrier>_<control>_<day>.json for a carrier's API. */
const fileName = (carrierId: string, delivery: 'x12' | 'json', control: number, at: Date) =>
  `${delivery === 'json' ? 'enrollments' : '834'}_${carrierId}_${String(control).padStart(9, '0')}_${at.toISOString().slice(0, 10).replace(/-/g, '')}.${delivery}`;

const pendingFile = (pii: Pii, file: CarrierFileRow): ExportedCarrierFile => ({
  fileId: file.file_id,
  carrierId: file.carrier_id,
  fileName: file.file_name,
  controlNumber: file.control_number,
  enrollments: file.enrollments,
  status: 'pending',
  problems: [],
  content: file.content_sealed === null ? null : pii.decrypt(file.content_sealed),
});

export const exportCarrierFiles = async (tx: Queryable, pii: Pii, options: CarrierExportOptions): Promise<CarrierExport> => {
  // Two processes exporting at once must not both put an enrollment in a file (PostgreSQL; PGlite has one connection).
  await exec(tx, "SELECT pg_advisory_xact_lock(hashtext('benefit-store:carrier-export'))");
  const files: ExportedCarrierFile[] = (await pendingCarrierFiles(tx, options.carrierId)).map((file) => pendingFile(pii, file));
  const waiting: { enrollmentId: string; carrierId: string; problems: readonly string[] }[] = [];
  for (const carrier of await carrierPartners(tx, options.carrierId)) {
    const ready: X12Enrollment[] = [];
    for (const stored of await enrollmentsForCarrier(tx, carrier.carrier_id, { full: options.full, since: options.since })) {
      const enrollment = carrierEnrollment(storedEnrollment(pii, stored));
      if (enrollment.isOk()) ready.push(enrollment.value);
      else waiting.push({ enrollmentId: stored.id, carrierId: carrier.carrier_id, problems: enrollment.error });
    }
    if (ready.length === 0) continue;
    const controlNumber = await nextControlNumber(tx, carrier.carrier_id);
    const file = { carrier: { name: carrier.name, id: carrier.carrier_id }, controlNumber, createdAt: options.now, purpose: options.full ? ('full' as const) : ('change' as const), enrollments: ready };
    let written: X12Written;
    let checked: ReturnType<typeof checkCarrierFile>;
    if (carrier.delivery === 'json') {
      // The same data for a carrier's API: nothing to check beyond what carrierEnrollment already required.
      written = writeEnrollmentJson(file);
      checked = { ok: true };
    } else {
      const partner = {
        senderQualifier: options.sender.qualifier,
        senderId: options.sender.id,
        receiverQualifier: carrier.edi_receiver_qualifier,
        receiverId: carrier.edi_receiver_id,
        gsSender: options.sender.id,
        gsReceiver: carrier.edi_receiver_id,
        usage: options.usage,
      };
      written = writeBenefitEnrollment834({ ...file, partner });
      checked = checkCarrierFile(written.text);
    }
    const name = fileName(carrier.carrier_id, carrier.delivery, controlNumber, options.now);
    const problems = checked.ok ? [] : checked.problems;
    const fileId = await insertCarrierFile(tx, {
      carrierId: carrier.carrier_id,
      controlNumber,
      purpose: options.full ? 'full' : 'change',
      fileName: name,
      createdAt: options.now,
      status: checked.ok ? 'pending' : 'failed',
      problems,
      contentSealed: checked.ok ? pii.encrypt(written.text) : null,
      sets: written.sets,
    });
    files.push({
      fileId,
      carrierId: carrier.carrier_id,
      fileName: name,
      controlNumber,
      enrollments: ready.length,
      status: checked.ok ? 'pending' : 'failed',
      problems,
      content: checked.ok ? written.text : null,
    });
  }
  return { files, waiting };
};
