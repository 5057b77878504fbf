import { describeError } from '@benefit-store/domain';
import { ExitCode, exitCodeFor } from '../output.ts';
import type { EnrollmentOutcome, StepReport } from './runner.ts';
import type { ScriptProblem } from './script.ts';

/** How `enroll` and `batch` show what happened: a line per step, the failure's field errors, exit codes. */

const STEP_WIDTH = 18;

const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;

/** One line for a step that ended: ✔ or ✖, its name, what it did, how long it took. */
export const stepLine = (report: StepReport): string =>
  `${report.ok ? '✔' : '✖'} ${report.step.padEnd(STEP_WIDTH)} ${report.ok ? report.summary : report.failure?.error.kind === 'validation' ? 'refused' : 'failed'}  (${ms(report.ms)})`;

/** The failure's details, one per line: `primary_info.ssn: Invalid Social Security Number`, or the message. */
export const failureLines = (report: StepReport): string[] => {
  const failure = report.failure;
  if (!failure) return [];
  const fields = Object.entries(failure.fields);
  return fields.length > 0 ? fields.map(([field, message]) => `${field}: ${message}`) : [describeError(failure.error)];
};

/** A step refused by the rules (field errors) is a failed check (1); otherwise the error's own code (3, 4, 5). */
export const exitCodeOf = (outcome: EnrollmentOutcome): number => {
  const error = outcome.failure?.failure?.error;
  if (!error) return ExitCode.ok;
  return error.kind === 'validation' ? ExitCode.checkFailed : exitCodeFor(error);
};

/** The one result document of `enroll --json`. */
export const outcomeDocument = (file: string, scriptName: string | undefined, outcome: EnrollmentOutcome) => {
  const failed = outcome.failure;
  return {
    script: file,
    ...(scriptName ? { name: scriptName } : {}),
    ok: outcome.ok,
    enrollmentId: outcome.enrollmentId ?? null,
    policyId: outcome.policyId ?? null,
    enrolledName: outcome.name ?? null,
    effectiveDate: outcome.effectiveDate ?? null,
    ...(outcome.stoppedBefore ? { stoppedBefore: outcome.stoppedBefore } : {}),
    steps: outcome.steps.map((s) => ({ step: s.step, ok: s.ok, ms: s.ms, ...(s.ok ? { summary: s.summary } : {}) })),
    ...(failed?.failure
      ? {
          failure: {
            step: failed.step,
            error: failed.failure.error.kind,
            ...(Object.keys(failed.failure.fields).length > 0 ? { fields: failed.failure.fields } : { message: describeError(failed.failure.error) }),
          },
        }
      : {}),
  };
};

/** A script that cannot run: each problem at its path. */
export const problemLines = (file: string, problems: readonly ScriptProblem[]): string[] => [`${file}: not a valid enrollment script`, ...problems.map((p) => `  ${p.path}: ${p.message}`)];
