import { readFileSync } from 'node:fs';
import { Command } from 'commander';
import { describeError, type DomainError } from '@benefit-store/domain';
import { ExitCode } from '../output.ts';
import type { GlobalOptions, Wiring } from '../wiring.ts';
import { OPERATOR_TOKEN_VARIABLE, operatorToken } from './admin/index.ts';
import { loadServer } from './support/database.ts';

/**
 * `carriers export|ack` (docs/adr/0803-carrier-files.md): X12 834 files for the carriers, written mode 0600 into a
 * directory (never printed: they carry full SSNs), and the carriers' 999 or TA1 answers read back.
 */

const failed = (error: DomainError) => {
  if (error.kind === 'validation') {
    for (const [field, message] of Object.entries(error.fields)) process.stderr.write(`  --${field.replace(/_/g, '-')}: ${message}\n`);
    process.exitCode = ExitCode.invalidInput;
    return;
  }
  process.stderr.write(`${describeError(error)}\n`);
  process.exitCode = error.kind === 'not-found' ? ExitCode.notFound : error.kind === 'unavailable' ? ExitCode.unavailable : ExitCode.unexpected;
};

export const carriersCommand = (wire: (options: GlobalOptions) => Wiring) =>
  new Command('carriers')
    .description('operators: X12 834 enrollment files for the carriers, and their acknowledgements')
    .option('--token <token>', `your operator token (prefer ${OPERATOR_TOKEN_VARIABLE})`)
    .addHelpText(
      'after',
      `
Examples:
  $ benefit-store carriers export --out /srv/carrier-drop              # every carrier, the enrollments not yet sent
  $ benefit-store carriers export --carrier brightpath --full --out out/ --json
  $ benefit-store carriers ack 999_from_brightpath.x12 --json

Files are written mode 0600 (full SSNs and dates of birth) and never printed. A file the checks refuse is not
written; it and the enrollments that wait are named (exit 1).`,
    )
    .addCommand(
      new Command('export')
        .description('write one 834 file per carrier with the confirmed enrollments it has not been sent (files not yet delivered first)')
        .requiredOption('--out <dir>', 'the directory the files go in (created, mode 0700)')
        .option('--carrier <id>', 'one carrier only')
        .option('--since <MM/DD/YYYY>', 'only enrollments confirmed on or after this day')
        .option('--full', 'a full replacement file (BGN08 RX) of every confirmed enrollment, instead of the changes')
        .option('--json', 'print the files written and the enrollments waiting, in JSON (never the files’ text)')
        .action(async (options: { out: string; carrier?: string; since?: string; full?: boolean; json?: boolean }, command: Command) => {
          const globals = command.optsWithGlobals<GlobalOptions & { token?: string }>();
          const token = operatorToken(globals);
          if (!token) return;
          const carriers = wire(globals).carriers(token);
          const exported = await carriers.exportFiles({ carrierId: options.carrier, since: options.since, full: Boolean(options.full) });
          if (exported.isErr()) return failed(exported.error);
          const { dropCarrierFile } = await loadServer();
          const written: { carrierId: string; fileName: string; path: string; enrollments: number }[] = [];
          for (const file of exported.value.files) {
            if (file.status !== 'pending' || file.content === null) continue;
            const path = dropCarrierFile(options.out, file.fileName, file.content);
            const confirmed = await carriers.confirmDelivered(file.fileId);
            if (confirmed.isErr()) return failed(confirmed.error);
            written.push({ carrierId: file.carrierId, fileName: file.fileName, path, enrollments: file.enrollments });
          }
          const refused = exported.value.files.filter((f) => f.status === 'failed');
          const waiting = exported.value.waiting;
          if (refused.length > 0 || waiting.length > 0) process.exitCode = ExitCode.checkFailed;
          if (options.json) {
            const files = [...written.map((w) => ({ ...w, status: 'written' })), ...refused.map((f) => ({ carrierId: f.carrierId, fileName: f.fileName, status: 'failed', problems: f.problems }))];
            return void process.stdout.write(`${JSON.stringify({ files, waiting }, null, 2)}\n`);
          }
          if (written.length === 0 && refused.length === 0) process.stdout.write('Nothing to send: every confirmed enrollment is with its carrier.\n');
          for (const w of written) process.stdout.write(`Wrote ${w.path} (${w.enrollments} enrollment${w.enrollments === 1 ? '' : 's'})\n`);
          for (const f of refused) process.stderr.write(`Not written, it fails its checks: ${f.fileName}\n${f.problems.map((p) => `  ${p}\n`).join('')}`);
          for (const w of waiting) process.stderr.write(`Waiting (${w.carrierId}): enrollment ${w.enrollmentId}: ${w.problems.join('; ')}\n`);
        }),
    )
    .addCommand(
      new Command('ack')
        .description('read a carrier’s 999 (or TA1): each enrollment of the file it answers is accepted or rejected with the carrier’s codes')
        .argument('<file>', 'the 999 or TA1 the carrier sent')
        .option('--carrier <id>', 'the carrier that sent it (when two carriers’ control numbers are the same)')
        .option('--json', 'print what the carrier answered, in JSON')
        .action(async (file: string, options: { carrier?: string; json?: boolean }, command: Command) => {
          const globals = command.optsWithGlobals<GlobalOptions & { token?: string }>();
          const token = operatorToken(globals);
          if (!token) return;
          let content: string;
          try {
            content = readFileSync(file, 'utf8');
          } catch {
            process.stderr.write(`  <file>: No such file: ${file}\n`);
            process.exitCode = ExitCode.invalidInput;
            return;
          }
          const answered = await wire(globals).carriers(token).acknowledge(content, options.carrier);
          if (answered.isErr()) return failed(answered.error);
          const r = answered.value;
          if (r.rejected > 0) process.exitCode = ExitCode.checkFailed;
          if (options.json) return void process.stdout.write(`${JSON.stringify(r, null, 2)}\n`);
          process.stdout.write(`${r.kind} for ${r.fileName}: ${r.accepted} accepted, ${r.rejected} rejected\n`);
          for (const set of r.sets.filter((s) => !s.accepted)) process.stdout.write(`  set ${set.stControl} (${set.enrollments.join(', ')}): ${set.errors.join('; ')}\n`);
        }),
    );
