import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { EnrollmentUseCases } from '../wiring.ts';
import type { SessionStore } from '@benefit-store/ports';
import { failureLines } from './report.ts';
import { runEnrollment, type EnrollmentOutcome } from './runner.ts';
import { readScript, SECTIONS, type EnrollmentScript, type ScriptProblem } from './script.ts';

/** The journey's steps in the order they run: the figures are listed so. */
const STEP_ORDER: readonly string[] = ['context', 'quote', 'plan', 'checkout', 'steps', ...SECTIONS, 'receipt'];

/**
 * `batch`: many enrollment scripts at once. Every run has a session of its own (its own cookie jar and client
 * values, never a state file), so runs never see each other's enrollment. Reports successes, failures,
 * enrollments per second and, per step, the median and 99th percentile of how long it took.
 */

export interface LoadedScript {
  readonly file: string;
  readonly script: EnrollmentScript;
}

/** The scripts of a directory (*.yaml, *.yml, *.json), by name; the problems of those that are not valid. */
export const loadScripts = (dir: string): { scripts: LoadedScript[]; problems: { file: string; problems: readonly ScriptProblem[] }[] } => {
  const files = readdirSync(dir)
    .filter((name) => /\.(ya?ml|json)$/i.test(name))
    .sort()
    .map((name) => join(dir, name))
    .filter((file) => statSync(file).isFile());
  const scripts: LoadedScript[] = [];
  const problems: { file: string; problems: readonly ScriptProblem[] }[] = [];
  for (const file of files) {
    const decoded = readScript(file);
    if (decoded.ok) scripts.push({ file, script: decoded.script });
    else problems.push({ file, problems: decoded.problems });
  }
  return { scripts, problems };
};

export interface BatchRun {
  readonly file: string;
  readonly round: number;
  /** The script as this run played it: the file's, with the run's own e-mail address (personOfRun). */
  readonly script: EnrollmentScript;
  readonly outcome: EnrollmentOutcome;
}

export interface StepFigures {
  readonly step: string;
  readonly count: number;
  readonly p50: number;
  readonly p99: number;
}

export interface BatchFigures {
  readonly runs: number;
  readonly succeeded: number;
  readonly failed: number;
  readonly seconds: number;
  readonly enrollmentsPerSecond: number;
  readonly steps: readonly StepFigures[];
  readonly failures: readonly { readonly file: string; readonly round: number; readonly step: string; readonly errors: readonly string[] }[];
}

/** The nearest-rank quantile of sorted values. */
export const quantile = (sorted: readonly number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;

export const figuresOf = (runs: readonly Omit<BatchRun, 'script'>[], seconds: number): BatchFigures => {
  const byStep = new Map<string, number[]>();
  for (const run of runs) for (const step of run.outcome.steps) if (step.ok) byStep.set(step.kind, [...(byStep.get(step.kind) ?? []), step.ms]);
  const succeeded = runs.filter((r) => r.outcome.ok).length;
  return {
    runs: runs.length,
    succeeded,
    failed: runs.length - succeeded,
    seconds,
    enrollmentsPerSecond: seconds > 0 ? succeeded / seconds : 0,
    steps: [...byStep].sort(([a], [b]) => STEP_ORDER.indexOf(a) - STEP_ORDER.indexOf(b)).map(([step, values]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return { step, count: sorted.length, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99) };
    }),
    failures: runs
      .filter((r) => !r.outcome.ok && r.outcome.failure)
      .map((r) => ({ file: r.file, round: r.round, step: r.outcome.failure?.step ?? '', errors: r.outcome.failure ? failureLines(r.outcome.failure) : [] })),
  };
};

/**
 * Each run of a batch is another person. A confirmed enrollment makes its e-mail address a current member's, and the
 * contact step refuses a member's address to a new enrollment ('Email Already Exists.'), so a run's address gets a
 * tag of its own by plus addressing (jo+b7k2q-3@example.com: the same mailbox); the rest of the script is as written.
 */
export const personOfRun = (script: EnrollmentScript, tag: string): EnrollmentScript => {
  const contact = script.steps.contact_info;
  const email = contact?.email_address;
  const at = email?.lastIndexOf('@') ?? -1;
  if (contact === undefined || email === undefined || at <= 0) return script;
  const local = email.slice(0, at).split('+')[0];
  return { ...script, steps: { ...script.steps, contact_info: { ...contact, email_address: `${local}+${tag}${email.slice(at)}` } } };
};

export interface BatchOptions {
  /** This batch's own mark, in every run's e-mail address (personOfRun): another batch on the same store meets no member of this one. */
  readonly tag: string;
  readonly concurrency: number;
  readonly repeat: number;
  readonly env: NodeJS.ProcessEnv;
  /** A fresh session and use cases for one run: never shared. */
  readonly wire: () => { readonly useCases: EnrollmentUseCases; readonly session: SessionStore };
  /** After each run, with the session it ran in (`batch --unfinished` keeps a failed run's to resume it). */
  readonly onRunEnd?: (done: number, total: number, run: BatchRun, session: SessionStore) => void;
}

/** Runs every script `repeat` times, at most `concurrency` at once. */
export const runBatch = async (scripts: readonly LoadedScript[], options: BatchOptions): Promise<{ runs: BatchRun[]; figures: BatchFigures }> => {
  const jobs = Array.from({ length: options.repeat }, (_, round) => scripts.map((s) => ({ ...s, round }))).flat().map((job, index) => ({ ...job, script: personOfRun(job.script, `${options.tag}-${index + 1}`) }));
  const runs: BatchRun[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    for (let job = jobs[next++]; job; job = jobs[next++]) {
      const { useCases, session } = options.wire();
      const outcome = await runEnrollment(job.script, useCases, session, { env: options.env });
      const run = { file: job.file, round: job.round, script: job.script, outcome };
      runs.push(run);
      options.onRunEnd?.(runs.length, jobs.length, run, session);
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency, jobs.length) }, worker));
  const seconds = (performance.now() - started) / 1000;
  return { runs, figures: figuresOf(runs, seconds) };
};
