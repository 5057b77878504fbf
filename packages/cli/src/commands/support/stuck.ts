import { Command, InvalidArgumentError } from 'commander';
import { describeMinutes, Messages, parseDurationMinutes } from '@benefit-store/domain';
import type { StuckEnrollment } from '@benefit-store/ports';
import { reportError } from '../../output.ts';
import type { Wiring, GlobalOptions } from '../../wiring.ts';
import { supportToken, type SupportGlobals } from './token-source.ts';

interface StuckOptions {
  olderThan?: number;
  json?: boolean;
}

/** The duration is read where it is typed, so a bad one is reported against the option the person wrote. */
const minutesOption = (text: string): number => {
  const minutes = parseDurationMinutes(text);
  if (minutes === undefined) throw new InvalidArgumentError(Messages.invalidDuration);
  return minutes;
};

const when = (iso: string | undefined) => (iso ? iso.replace('T', ' ').slice(0, 16) : '-');
const refusal = (e: StuckEnrollment) =>
  e.lastRefusal ? `${e.lastRefusal.type}: ${Object.entries(e.lastRefusal.fields).map(([f, m]) => `${f}: ${m}`).join('; ')}` : '-';

/** `support stuck`: enrollments started and not finished, with their last step and last refusal. */
export const stuckCommand = (wire: (options: GlobalOptions) => Wiring) =>
  new Command('stuck')
    .description('list enrollments started and not finished, with the last step reached and the last refusal, and those a carrier rejected')
    .option('--older-than <duration>', 'untouched for at least this long: 30m, 1h, 2d, 1h30m (default: 1h)', minutesOption)
    .option('--json', 'print {olderThanMinutes, enrollments, carrierRejections} in JSON')
    .addHelpText('after', '\nExamples:\n  $ benefit-store support stuck\n  $ benefit-store support stuck --older-than 2d --json')
    .action(async (options: StuckOptions, command: Command) => {
      const globals = command.optsWithGlobals<SupportGlobals>();
      const token = supportToken(globals);
      if (!token) return;
      const result = await wire(globals).support(token).findStuckEnrollments(options.olderThan);
      if (result.isErr()) return reportError(result.error, Boolean(options.json), { fieldsAreOptions: false });
      if (options.json) return void process.stdout.write(`${JSON.stringify(result.value, null, 2)}\n`);
      const { enrollments, olderThanMinutes, carrierRejections } = result.value;
      if (enrollments.length > 0) process.stdout.write(`${'ENROLLMENT'.padEnd(36)}  ${'LAST ACTIVITY'.padEnd(16)}  ${'LAST STEP'.padEnd(24)}  LAST REFUSAL\n`);
      for (const e of enrollments) process.stdout.write(`${e.enrollmentId.padEnd(36)}  ${when(e.lastActivityAt)}  ${(e.lastStep ?? '-').padEnd(24)}  ${refusal(e)}\n`);
      process.stdout.write(`${enrollments.length} stuck ${enrollments.length === 1 ? 'enrollment' : 'enrollments'} (untouched for ${describeMinutes(olderThanMinutes)} or more)\n`);
      // Confirmed, and refused by the carrier that got them (its 999): enrolled, but not covered until fixed.
      if (carrierRejections.length > 0) {
        process.stdout.write(`\nRejected by carriers\n`);
        for (const r of carrierRejections) process.stdout.write(`${r.enrollmentId.padEnd(36)}  ${r.carrier}  ${r.fileName}  ${r.errors.join('; ')}\n`);
      }
    });
