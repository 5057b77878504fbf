import { Command } from 'commander';
import { formatMoney } from '@benefit-store/domain';
import { reportError } from '../output.ts';
import type { GlobalOptions, Wiring } from '../wiring.ts';

interface PlansOptions {
  category?: string;
  json?: boolean;
}

/** `plans`: the plans the current quote qualifies for, by category (start one with `quote`). */
export const plansCommand = (wire: (options: GlobalOptions) => Wiring) =>
  new Command('plans')
    .description('list the plans of the current quote, by category')
    .option('--category <keys>', 'only these categories, comma-separated (e.g. medical,dental)')
    .option('--json', 'print the sections in JSON (prices in cents)')
    .addHelpText(
      'after',
      `
Examples:
  $ benefit-store plans
  $ benefit-store plans --category medical,dental --json`,
    )
    .action(async (options: PlansOptions, command: Command) => {
      const wiring = wire(command.optsWithGlobals<GlobalOptions>());
      const categories = options.category?.split(',').map((c) => c.trim()).filter(Boolean);
      const result = await wiring.useCases.browsePlans(categories);
      wiring.persist();
      if (result.isErr()) return reportError(result.error, Boolean(options.json));
      if (options.json) return void process.stdout.write(`${JSON.stringify(result.value, null, 2)}\n`);
      if (result.value.length === 0) process.stdout.write('No Plans are available for your selection\n');
      for (const section of result.value) {
        process.stdout.write(`\n${section.label}\n`);
        for (const plan of section.plans) {
          const price = plan.price === undefined ? 'see plan' : `${formatMoney(Math.round(plan.price * 100))}/mo`;
          process.stdout.write(`  ${plan.planId.padEnd(8)} ${plan.name.padEnd(40)} ${price}\n`);
        }
      }
    });
