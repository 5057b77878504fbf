import { Command } from 'commander';
import { evaluateRule } from '@benefit-store/domain/testing';
import { errorOf, ExitCode } from '../../output.ts';
import { usageError } from './list.ts';
import { loadRegistry, pickRules, RegistryError, type RulesOptions } from './registry.ts';

interface EvalOptions extends RulesOptions {
  rule: string;
  input: string;
  json?: boolean;
}

const isFieldErrors = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string');

/** `rules eval`: one rule on one input: the domain's answer (or its field errors) and whether the rule holds. */
export const rulesEvalCommand = () =>
  new Command('eval')
    .description('evaluate one rule on one input: prints the result or the field errors, and whether the rule holds')
    .requiredOption('--rule <name>', 'the rule, as `rules list` names it')
    .requiredOption('--input <json>', 'the input, in JSON (the shape `rules check` prints as a counterexample)')
    .option('--json', 'print {rule, status, result, error} in JSON')
    .addHelpText(
      'after',
      `
Examples:
  $ benefit-store rules eval --rule billing/valid-eft-passes --input '{"account_name":"Ann Lee","bank_name":"ACME BANK","routing_number":"123456789","account_number":"12345","account_type":"checking","account_holder_type":"individual"}'
  $ benefit-store rules eval --rule quote-filter/accepts-adults --input '{"today":{"year":2026,"month":11,"day":22},"input":{"zip":"75001","gender":"1","tier":"IO","dob":"13/01/1990"}}'

Exit codes: 0 the rule holds for this input, 1 it does not, 2 bad options or an input of the wrong shape.`,
    )
    .action(async (options: EvalOptions, command: Command) => {
      const picked = await loadRegistry(command.optsWithGlobals<EvalOptions>())
        .then((registry) => pickRules(registry, options.rule))
        .catch(errorOf);
      if (picked instanceof Error) return usageError(picked);
      let input: unknown;
      try {
        input = JSON.parse(options.input);
      } catch {
        return usageError(new RegistryError('--input: not valid JSON'));
      }
      const report = evaluateRule(picked[0]!, input);
      if (options.json) {
        (report.status === 'invalid-input' ? process.stderr : process.stdout).write(`${JSON.stringify(report, null, 2)}\n`);
      } else if (report.status === 'invalid-input') {
        process.stderr.write(`--input does not fit ${report.rule}:\n`);
        for (const [field, message] of Object.entries(report.fields)) process.stderr.write(`  ${field}: ${message}\n`);
      } else {
        const result = report.result as { ok?: unknown; errors?: unknown } | null;
        if (result && typeof result === 'object' && 'errors' in result && isFieldErrors(result.errors)) {
          process.stdout.write('field errors:\n');
          for (const [field, message] of Object.entries(result.errors)) process.stdout.write(`  ${field}: ${message}\n`);
        } else {
          process.stdout.write(`result: ${JSON.stringify(result && typeof result === 'object' && 'ok' in result ? result.ok : result)}\n`);
        }
        const verdict = { holds: 'the rule holds', fails: 'the rule FAILS', 'precondition-not-met': 'outside the rule (its precondition is not met)' }[report.status];
        process.stdout.write(`${verdict}${report.error ? `: ${report.error}` : ''}\n`);
      }
      process.exitCode = report.status === 'invalid-input' ? ExitCode.invalidInput : report.status === 'fails' ? ExitCode.checkFailed : ExitCode.ok;
    });
