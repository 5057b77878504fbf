import { Command, Option } from 'commander';
import { Tiers, type PlanSection } from '@benefit-store/domain';
import { SessionKeys } from '@benefit-store/ports';
import { reportError } from '../output.ts';
import type { GlobalOptions, Wiring } from '../wiring.ts';

interface QuoteOptions {
  zip: string;
  dob: string;
  gender: string;
  tier: string;
  continue?: boolean;
  json?: boolean;
}

const price = (n: number | undefined) => (n === undefined ? '' : `$${n.toFixed(2)}/mo`);

const printTable = (tempId: string, state: string | undefined, sections: readonly PlanSection[]) => {
  process.stdout.write(`Quote ${tempId}${state ? ` (${state})` : ''}\n`);
  for (const section of sections) {
    process.stdout.write(`\n${section.label}\n`);
    for (const plan of section.plans) process.stdout.write(`  ${plan.planId.padEnd(8)} ${plan.name.padEnd(34)} ${price(plan.price)}\n`);
  }
  if (sections.length === 0) process.stdout.write('No Plans are available for your selection\n');
};

/** `quote`: the landing page's Get Started form, then the plan list, from the terminal. */
export const quoteCommand = (wire: (options: GlobalOptions) => Wiring) =>
  new Command('quote')
    .description('get a quote: submit zip, date of birth, gender and tier, and list the plans offered')
    .requiredOption('--zip <zip>', 'five-digit ZIP code')
    .requiredOption('--dob <MM/DD/YYYY>', 'date of birth')
    .addOption(new Option('--gender <code>', '0 = male, 1 = female').choices(['0', '1']).makeOptionMandatory())
    .addOption(new Option('--tier <code>', 'IO member only, IS + spouse, IC + children, IF family').choices([...Tiers]).makeOptionMandatory())
    .option('--continue', 'update the quote this state file already holds instead of starting a new one')
    .option('--json', 'print {tempId, state, plans} as JSON')
    .action(async (options: QuoteOptions, command: Command) => {
      const wiring = wire(command.optsWithGlobals<GlobalOptions>());
      if (!options.continue) wiring.session.remove(SessionKeys.tempId);
      const result = await wiring.useCases
        .submitQuoteFilter({ zip: options.zip, dob: options.dob, gender: options.gender, tier: options.tier })
        .andThen((saved) => wiring.useCases.browsePlans().map((sections) => ({ saved, sections })));
      wiring.persist();
      if (result.isErr()) return reportError(result.error, Boolean(options.json));
      const { saved, sections } = result.value;
      if (options.json) {
        const plans = sections.flatMap((s) => s.plans);
        process.stdout.write(`${JSON.stringify({ tempId: saved.tempId, state: saved.state ?? null, plans }, null, 2)}\n`);
      } else {
        printTable(saved.tempId, saved.state, sections);
      }
    });
