import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
import type { SessionStore } from '@benefit-store/ports';
import { preflight } from '../enroll/check.ts';
import { loadScripts, runBatch } from '../enroll/batch.ts';
import { problemLines } from '../enroll/report.ts';
import { ExitCode } from '../output.ts';
import { progress } from '../progress.ts';
import { fileState } from '../state-file.ts';
import { signInTurns } from '../enroll/sign-ins-in-turn.ts';
import { wireEnrollment, type GlobalOptions } from '../wiring.ts';

interface BatchCommandOptions {
  scripts: string;
  concurrency: number;
  repeat: number;
  json?: boolean;
  unfinished?: string;
}

const positive = (value: string) => {
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new InvalidArgumentError('must be a whole number of 1 or more');
  return Number(value);
};

const out = (line = '') => process.stdout.write(`${line}\n`);
const ms = (value: number) => `${Math.round(value)} ms`;

/** `batch --scripts DIR`: every script of a directory, many at once, each in its own session; figures at the end. */
export const batchCommand = () =>
  new Command('batch')
    .description('run every enrollment script of a directory many at once, each in its own session; print successes, failures, enrollments/s and p50/p99 per step')
    .requiredOption('--scripts <dir>', 'a directory of enrollment scripts (*.yaml, *.yml, *.json)')
    .option('--concurrency <n>', 'how many enrollments run at once', positive, 4)
    .option('--repeat <k>', 'run every script this many times', positive, 1)
    .option('--json', 'print {runs, succeeded, failed, seconds, enrollmentsPerSecond, steps, failures} in JSON')
    .option('--unfinished <dir>', 'write each failed run\'s session to a state file in this directory, for `enroll --resume --state FILE`')
    .addHelpText(
      'after',
      `
Examples:
  $ BENEFIT_STORE_PASSWORD='DemoRep#2026' benefit-store batch --scripts examples --concurrency 20
  $ BENEFIT_STORE_PASSWORD='DemoRep#2026' benefit-store batch --scripts examples --concurrency 50 --repeat 10 --json

Every run starts its own session: nothing is read from or written to the state file. With --unfinished DIR, a
run that failed (e.g. a server died under it) leaves its session in DIR/run-NNNN.json:
  $ benefit-store --api URL enroll --resume --state DIR/run-0007.json   continues it from the wizard's first step.
The server limits new enrollments and sign-ins per client address (README, "Load runs"): raise them for a load run.
Exit codes: 0 every run enrolled, 1 at least one failed, 2 a script or an option is invalid.`,
    )
    .action(async (options: BatchCommandOptions, command: Command) => {
      const json = Boolean(options.json);
      const { scripts, problems } = loadScripts(options.scripts);
      const missing = scripts.flatMap(({ file, script }) => Object.entries(preflight(script, process.env)).map(([field, message]) => `${file}: ${field}: ${message}`));
      if (problems.length > 0 || missing.length > 0 || scripts.length === 0) {
        const lines = [...problems.flatMap((p) => problemLines(p.file, p.problems)), ...missing, ...(scripts.length === 0 && problems.length === 0 ? [`${options.scripts}: no enrollment scripts (*.yaml, *.yml, *.json)`] : [])];
        process.stderr.write(json ? `${JSON.stringify({ error: 'invalid-input', problems: lines })}\n` : `${lines.join('\n')}\n`);
        process.exitCode = ExitCode.invalidInput;
        return;
      }
      const apiUrl = command.optsWithGlobals<GlobalOptions>().api;
      const shown = progress(!json);
      let failed = 0;
      // --unfinished: every run's session and cookies live in a state file of its own, written only when it failed.
      const unfinished = options.unfinished ? resolve(options.unfinished) : undefined;
      if (unfinished) mkdirSync(unfinished, { recursive: true });
      const states = new Map<SessionStore, { stored: ReturnType<typeof fileState>; name: string; cookies: () => Record<string, string> }>();
      let started = 0;
      const turns = signInTurns();
      const wire = () => {
        if (!unfinished) return wireEnrollment(apiUrl, undefined, turns);
        const name = `run-${String(++started).padStart(4, '0')}`;
        const stored = fileState(join(unfinished, `${name}.json`), apiUrl);
        const wiring = wireEnrollment(apiUrl, { session: stored.session, cookies: {} }, turns);
        states.set(wiring.session, { stored, name, cookies: wiring.cookies });
        return wiring;
      };
      const { figures } = await runBatch(scripts, {
        tag: randomBytes(3).toString('hex'),
        concurrency: options.concurrency,
        repeat: options.repeat,
        env: process.env,
        wire,
        onRunEnd: (done, total, run, session) => {
          const state = states.get(session);
          states.delete(session);
          if (state && !run.outcome.ok) {
            // The run's own script beside its state (the same person: its own e-mail address), so that
            // `enroll --resume --state run-NNNN.json` continues as that person.
            const script = join(unfinished!, `${state.name}.script.json`);
            writeFileSync(script, `${JSON.stringify(run.script, null, 2)}\n`);
            state.stored.saveCookies(state.cookies());
            state.stored.saveScript(script);
            state.stored.save();
          }
          if (!run.outcome.ok) failed++;
          shown.update(`[${done}/${total}] ${done - failed} enrolled, ${failed} failed`);
        },
      });
      shown.done();
      if (json) out(JSON.stringify(figures, null, 2));
      else {
        out(`${figures.runs} runs of ${scripts.length} ${scripts.length === 1 ? 'script' : 'scripts'} at concurrency ${options.concurrency}: ${figures.succeeded} enrolled, ${figures.failed} failed in ${figures.seconds.toFixed(1)} s`);
        out(`${figures.enrollmentsPerSecond.toFixed(2)} enrollments per second`);
        out();
        out(`${'step'.padEnd(18)} ${'runs'.padStart(6)} ${'p50'.padStart(9)} ${'p99'.padStart(9)}`);
        for (const s of figures.steps) out(`${s.step.padEnd(18)} ${String(s.count).padStart(6)} ${ms(s.p50).padStart(9)} ${ms(s.p99).padStart(9)}`);
        for (const f of figures.failures) {
          process.stderr.write(`FAILED ${f.file} (round ${f.round + 1}) at ${f.step}\n`);
          for (const line of f.errors) process.stderr.write(`  ${line}\n`);
        }
      }
      if (figures.failed > 0) process.exitCode = ExitCode.checkFailed;
    });
