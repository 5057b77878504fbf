import { Command, InvalidArgumentError } from 'commander';
import { checkRule, type CheckReport } from '@benefit-store/domain/testing';
import { errorOf, ExitCode } from '../../output.ts';
import { progress } from '../../progress.ts';
import { usageError } from './list.ts';
import { loadRegistry, pickRules, RegistryError, type RulesOptions } from './registry.ts';

interface CheckOptions extends RulesOptions {
  rule?: string;
  runs: number;
  seed?: number;
  path?: string;
  json?: boolean;
}

const positiveInteger = (value: string) => {
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new InvalidArgumentError('must be a whole number above 0');
  return Number(value);
};

const integer = (value: string) => {
  if (!/^-?\d+$/.test(value) || !Number.isSafeInteger(Number(value))) throw new InvalidArgumentError('must be a whole number');
  return Number(value);
};

const replayCommand = (report: Extract<CheckReport, { status: 'failed' }>) =>
  `benefit-store rules check --rule ${report.rule} --seed ${report.seed} --path ${report.path}`;

const printReport = (report: CheckReport) => {
  if (report.status === 'passed') {
    process.stdout.write(`PASS  ${report.rule}  (${report.runs} runs${report.skipped ? `, ${report.skipped} skipped` : ''})\n`);
  } else if (report.status === 'gave-up') {
    process.stdout.write(`FAIL  ${report.rule}  gave up: ${report.error}\n`);
  } else {
    process.stdout.write(`FAIL  ${report.rule}  after ${report.runs} runs, shrunk ${report.shrinks} times\n`);
    process.stdout.write(`  counterexample: ${JSON.stringify(report.counterexample)}\n`);
    process.stdout.write(`  error:          ${report.error}\n`);
    process.stdout.write(`  seed:           ${report.seed}\n`);
    process.stdout.write(`  path:           ${report.path}\n`);
    process.stdout.write(`  replay:         ${replayCommand(report)}\n`);
  }
};

/**
 * `rules check`: runs rule properties on generated inputs; a failure prints the shrunk counterexample, the seed
 * and the path, and `--seed S --path P` replays exactly that case.
 */
export const rulesCheckCommand = () =>
  new Command('check')
    .description('check rule properties on generated inputs; prints pass/fail per rule and every counterexample')
    .option('--rule <name>', 'check only this rule (default: all)')
    .option('--runs <n>', 'generated inputs per rule', positiveInteger, 100)
    .option('--seed <n>', 'random seed (default: a new one, printed); the same seed gives the same inputs', integer)
    .option('--path <path>', "replay one failure: the path a failure printed (needs its --seed and --rule)")
    .option('--json', 'print {seed, runs, passed, failed, results} in JSON')
    .addHelpText(
      'after',
      `
Examples:
  $ benefit-store rules check
  $ benefit-store rules check --rule billing/valid-card-passes --runs 1000
  $ benefit-store rules check --rule cart/totals-are-sums --seed 42 --path 3:1:0   # replay a failure

Exit codes: 0 every rule held, 1 a rule failed, 2 bad options or unknown rule.`,
    )
    .action(async (options: CheckOptions, command: Command) => {
      const globals = command.optsWithGlobals<CheckOptions>();
      if (options.path !== undefined && (options.seed === undefined || options.rule === undefined)) {
        return usageError(new RegistryError('--path replays one failure: give it with the --rule and --seed that failure printed'));
      }
      const picked = await loadRegistry(globals)
        .then((registry) => pickRules(registry, options.rule))
        .catch(errorOf);
      if (picked instanceof Error) return usageError(picked);
      const seed = options.seed ?? Math.floor(Math.random() * 2 ** 31);
      const bar = progress(!options.json);
      const results: CheckReport[] = [];
      for (const [i, rule] of picked.entries()) {
        bar.update(`checking ${rule.name} (${i + 1}/${picked.length}, ${options.runs} runs)`);
        const report = checkRule(rule, { runs: options.runs, seed, ...(options.path !== undefined ? { path: options.path } : {}) });
        results.push(report);
        bar.done();
        if (!options.json) printReport(report);
      }
      const failed = results.filter((r) => r.status !== 'passed').length;
      if (options.json) {
        process.stdout.write(`${JSON.stringify({ seed, runs: options.runs, passed: results.length - failed, failed, results }, null, 2)}\n`);
      } else {
        process.stdout.write(`${results.length - failed} passed, ${failed} failed (seed ${seed}, ${options.runs} runs each)\n`);
      }
      if (failed > 0) process.exitCode = ExitCode.checkFailed;
    });
