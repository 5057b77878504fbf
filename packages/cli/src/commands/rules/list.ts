import { Command } from 'commander';
import { errorOf, ExitCode } from '../../output.ts';
import { loadRegistry, RegistryError, type RulesOptions } from './registry.ts';

interface ListOptions extends RulesOptions {
  json?: boolean;
}

/** `rules list`: the rule properties of the registry, by area. */
export const rulesListCommand = () =>
  new Command('list')
    .description("list the domain's rule properties by name")
    .option('--json', 'print [{name, area, statement}] in JSON')
    .addHelpText(
      'after',
      `
Examples:
  $ benefit-store rules list
  $ benefit-store rules list --json | jq -r '.[].name'`,
    )
    .action(async (options: ListOptions, command: Command) => {
      const registry = await loadRegistry(command.optsWithGlobals<ListOptions>()).catch(errorOf);
      if (registry instanceof Error) return usageError(registry);
      const rows = registry.rules.map((r) => ({ name: r.name, area: r.area, statement: r.statement }));
      if (options.json) return void process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
      const width = Math.max(...rows.map((r) => r.name.length), 4);
      for (const row of rows) process.stdout.write(`${row.name.padEnd(width)}  ${row.statement}\n`);
      process.stdout.write(`${rows.length} rules\n`);
    });

export const usageError = (error: Error) => {
  process.stderr.write(`${error instanceof RegistryError ? '' : 'error: '}${error.message}\n`);
  process.exitCode = ExitCode.invalidInput;
};
