import { Command, InvalidArgumentError } from 'commander';
import { TabNames } from '@benefit-store/domain';
import { ExitCode, reportError } from '../../output.ts';
import type { GlobalOptions, Wiring } from '../../wiring.ts';
import { supportToken, type SupportGlobals } from './token-source.ts';

interface ReplayOptions {
  from?: string;
  dryRun?: boolean;
  json?: boolean;
  basedOn?: number;
}

/** A version as `support inspect` prints it: a whole number from 1. */
const parseVersion = (value: string): number => {
  if (!/^[1-9]\d{0,9}$/.test(value.trim())) throw new InvalidArgumentError('expected the version `support inspect` printed, e.g. 7');
  return Number(value.trim());
};

/** `support replay`: the enrollment's steps re-run through the server's commands, as support. */
export const replayCommand = (wire: (options: GlobalOptions) => Wiring) =>
  new Command('replay')
    .description('re-run an enrollment’s steps in tab order through the server’s commands, stopping at the first refusal')
    .argument('<id>', 'the enrollment id')
    .option('--from <tab>', `start at this wizard tab (${TabNames.join(', ')})`)
    .option('--dry-run', 'only check each step; change nothing')
    .option('--based-on <version>', 'the enrollment version you inspected; refused if the enrollment changed since (default: the version read just before)', parseVersion)
    .option('--json', 'print {enrollmentId, dryRun, finished, steps, stoppedAt} in JSON')
    .addHelpText(
      'after',
      `
Examples:
  $ benefit-store support replay 6c1f0a4e-... --dry-run
  $ benefit-store support replay 6c1f0a4e-... --from review_info
  $ benefit-store support replay 6c1f0a4e-... --json
  $ benefit-store support replay 6c1f0a4e-... --based-on 7     # the version support inspect printed

--from TAB re-runs every step from that tab on, in the wizard's order (docs/adr/0800). A step only its owner can do
(a card payment, the agreement, the confirmation) is KEPT when it is complete and stops the replay with NEEDS-OWNER when
it is not (exit 6). A finished enrollment is never changed. The replay is based on the enrollment's version (the one given, else the one
read just before it): if its owner changed it meanwhile, nothing is replayed and it says so (exit 2); look again.
Exit code 1 when a step was refused (its field errors are printed), 6 when it stopped at a step only its owner can do.`,
    )
    .action(async (id: string, options: ReplayOptions, command: Command) => {
      const globals = command.optsWithGlobals<SupportGlobals>();
      const token = supportToken(globals);
      if (!token) return;
      const result = await wire(globals)
        .support(token)
        .replayEnrollment(id, { dryRun: Boolean(options.dryRun), ...(options.from ? { from: options.from } : {}), ...(options.basedOn !== undefined ? { basedOn: options.basedOn } : {}) });
      if (result.isErr()) return reportError(result.error, Boolean(options.json), { fieldsAreOptions: false });
      const report = result.value;
      const last = report.steps.at(-1);
      if (report.stoppedAt) process.exitCode = last?.outcome === 'needs-owner' ? ExitCode.needsOwner : ExitCode.checkFailed;
      if (options.json) return void process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
      if (report.finished) return void process.stdout.write(`Enrollment ${report.enrollmentId} is finished: nothing to replay, nothing changed\n`);
      for (const step of report.steps) {
        process.stdout.write(`${step.outcome.toUpperCase().padEnd(11)} ${step.type}${step.tab ? ` (${step.tab})` : ''}${step.note ? `: ${step.note}` : ''}\n`);
        for (const [field, message] of Object.entries(step.fields)) process.stdout.write(`    ${field}: ${message}\n`);
      }
      const count = (n: number, what: string) => `${n} ${n === 1 ? 'step' : 'steps'} ${what}`;
      const ran = report.steps.filter((s) => s.outcome === 'applied' || s.outcome === 'would-apply').length;
      const kept = report.steps.filter((s) => s.outcome === 'kept').length;
      const done = `${count(ran, report.dryRun ? 'checked' : 'replayed')}${kept > 0 ? `, ${kept} kept as the owner saved them` : ''}`;
      process.stdout.write(
        !report.stoppedAt
          ? `${done}${report.dryRun ? ' (dry run: nothing changed)' : ''}\n`
          : last?.outcome === 'needs-owner'
            ? `${done}; stopped at ${report.stoppedAt}: only the enrollment's owner can do this step (support resend-code sends them a resume code)\n`
            : `Stopped at ${report.stoppedAt}: fix the data above, then replay again\n`,
      );
    });
