import { resolve } from 'node:path';
import { Command } from 'commander';
import { calendarDateOf } from '@benefit-store/domain';
import { checkScript, preflight } from '../enroll/check.ts';
import { exitCodeOf, failureLines, outcomeDocument, problemLines, stepLine } from '../enroll/report.ts';
import { runEnrollment, tabNamed } from '../enroll/runner.ts';
import { readScript, SECTIONS, type EnrollmentScript, type ScriptProblem } from '../enroll/script.ts';
import { ExitCode } from '../output.ts';
import { progress } from '../progress.ts';
import { fileState } from '../state-file.ts';
import { wireEnrollment, type GlobalOptions } from '../wiring.ts';

interface EnrollOptions {
  script?: string;
  json?: boolean;
  dryRun?: boolean;
  stopBefore?: string;
  resume?: boolean;
  from?: string;
}

const out = (line = '') => process.stdout.write(`${line}\n`);
const err = (line: string) => process.stderr.write(`${line}\n`);

/** A usage problem: said on stderr (JSON with --json: the problems by path), exit 2. */
const invalid = (json: boolean, lines: readonly string[], problems: readonly ScriptProblem[] = []) => {
  if (json) err(JSON.stringify({ error: 'invalid-input', ...(problems.length > 0 ? { problems } : { message: lines.join('\n') }) }));
  else for (const line of lines) err(line);
  process.exitCode = ExitCode.invalidInput;
};

/** --dry-run: the domain's checks over the script; exit 1 when one fails. */
const dryRun = (file: string, script: EnrollmentScript, json: boolean) => {
  const result = checkScript(script, calendarDateOf(new Date()));
  const failed = Object.keys(result.fields).length > 0;
  if (json) out(JSON.stringify({ script: file, ...(script.name ? { name: script.name } : {}), dryRun: true, ok: !failed, fields: result.fields, checked: result.checked, notChecked: result.notChecked }, null, 2));
  else {
    out(`Dry run of ${file}${script.name ? ` (${script.name})` : ''}: checked ${result.checked.join(', ')}`);
    for (const note of result.notChecked) out(`  not checked: ${note}`);
    if (failed) for (const [field, message] of Object.entries(result.fields)) err(`  ${field}: ${message}`);
    else out('No problem found.');
  }
  if (failed) process.exitCode = ExitCode.checkFailed;
};

/**
 * `enroll --script FILE`: a whole enrollment from a script, through the same use cases the storefront runs. Its
 * session (cookie and client values) is its own, written to the state file at the end so that later commands (or
 * `enroll --resume`) continue it.
 */
export const enrollCommand = () =>
  new Command('enroll')
    .description('run a whole enrollment from a script (YAML or JSON): access, quote, plans, cart, checkout, every required step, receipt')
    .option('--script <file>', 'the enrollment script (see examples/ and examples/README.md); with --resume, the last run\'s script by default')
    .option('--json', 'print one result document {ok, enrollmentId, policyId, steps, failure}')
    .option('--dry-run', "check the script with the domain's rules only; no server is called")
    .option('--stop-before <step>', `stop before saving this wizard step (${SECTIONS.join(', ')}); the enrollment stays open in the state file`)
    .option('--resume', 'continue the enrollment the state file holds: only the wizard steps run')
    .option('--from <step>', 'with --resume: start at this wizard step')
    .addHelpText(
      'after',
      `
Examples:
  $ benefit-store enroll --script examples/applicant-io-life-card.yaml --api http://localhost:8080
  $ BENEFIT_STORE_PASSWORD='DemoRep#2026' benefit-store enroll --script examples/rep-if-family-premier-eft.yaml --json
  $ benefit-store enroll --script examples/acme-group-member-list-billing.yaml --dry-run
  $ benefit-store enroll --script my.yaml --stop-before review && benefit-store enroll --resume --from review

Exit codes: 0 enrolled (or stopped where asked), 1 a step was refused (field errors on stderr as
section.field: message) or the dry run found a problem, 2 the script or an option is invalid,
3 not found, 4 the server is unreachable, 5 an unexpected answer.`,
    )
    .action(async (options: EnrollOptions, command: Command) => {
      const json = Boolean(options.json);
      const globals = command.optsWithGlobals<GlobalOptions>();
      const apiUrl = globals.api.replace(/\/$/, '');
      const stored = fileState(globals.state, apiUrl);
      // --resume continues the script the state file names unless another is given (README: `enroll --resume [--from STEP]`).
      const file = options.script ?? (options.resume ? stored.script() : undefined);
      if (file === undefined) {
        return invalid(json, [options.resume ? 'No earlier run to resume in the state file: give --script FILE' : "required option '--script <file>' not specified"]);
      }
      const decoded = readScript(file);
      if (!decoded.ok) return invalid(json, problemLines(file, decoded.problems), decoded.problems);
      const script = decoded.script;
      const stopBefore = options.stopBefore === undefined ? undefined : tabNamed(options.stopBefore);
      const from = options.from === undefined ? undefined : tabNamed(options.from);
      if ((options.stopBefore !== undefined && !stopBefore) || (options.from !== undefined && !from)) {
        return invalid(json, [`--stop-before and --from take a wizard step: ${SECTIONS.join(', ')}`]);
      }
      if (from && !options.resume) return invalid(json, ['--from needs --resume']);
      if (options.dryRun) return dryRun(file, script, json);
      const missing = preflight(script, process.env);
      const unset = Object.entries(missing).map(([path, message]) => ({ path, message }));
      if (unset.length > 0) return invalid(json, unset.map((p) => `${p.path}: ${p.message}`), unset);

      // A new run starts afresh; --resume continues what the state file holds.
      if (!options.resume) stored.session.clear();
      const wiring = wireEnrollment(apiUrl, { session: stored.session, cookies: options.resume ? stored.cookies : {} });
      const shown = progress(!json);
      const outcome = await runEnrollment(script, wiring.useCases, wiring.session, {
        env: process.env,
        ...(stopBefore ? { stopBefore } : {}),
        ...(options.resume ? { resume: true } : {}),
        ...(from ? { from } : {}),
        onStepStart: (step, index) => shown.update(`[${index + 1}] ${step} ...`),
        onStepEnd: (report) => {
          shown.done();
          if (!json) out(stepLine(report));
        },
      });
      shown.done();
      stored.saveCookies(wiring.cookies());
      stored.saveScript(resolve(file));
      stored.save();

      if (json) out(JSON.stringify(outcomeDocument(file, script.name, outcome), null, 2));
      if (outcome.failure) {
        if (!json) for (const line of failureLines(outcome.failure)) err(`  ${line}`);
        process.exitCode = exitCodeOf(outcome);
        return;
      }
      if (json) return;
      if (outcome.stoppedBefore) out(`Stopped before ${outcome.stoppedBefore}: enrollment ${outcome.enrollmentId ?? ''} stays open (continue with --resume --from ${outcome.stoppedBefore}).`);
      else out(`Enrolled ${outcome.name ?? ''}: policy ${outcome.policyId ?? ''} (enrollment ${outcome.enrollmentId ?? ''}, effective ${outcome.effectiveDate ?? ''})`);
    });
