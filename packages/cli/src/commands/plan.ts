import { Command } from 'commander';
import { formatMoney } from '@benefit-store/domain';
import { reportError } from '../output.ts';
import type { GlobalOptions, Wiring } from '../wiring.ts';

/** `plan <id>`: the plan detail page: its price options for the current quote, or the banner that stands in their way. */
export const planCommand = (wire: (options: GlobalOptions) => Wiring) =>
  new Command('plan')
    .description('show a plan: description, price options for the current quote (or why it cannot be bought), and what it needs')
    .argument('<planId>', 'plan id, e.g. 101')
    .option('--json', 'print the plan page in JSON (prices in cents)')
    .addHelpText(
      'after',
      `
Examples:
  $ benefit-store plan 101
  $ benefit-store plan 101 --json`,
    )
    .action(async (planId: string, options: { json?: boolean }, command: Command) => {
      const wiring = wire(command.optsWithGlobals<GlobalOptions>());
      const result = await wiring.useCases.openPlanDetail(planId);
      wiring.persist();
      if (result.isErr()) return reportError(result.error, Boolean(options.json));
      const page = result.value;
      // The screen (the version its changes would be based on) is the use case's, not the page's data.
      if (options.json) return void process.stdout.write(`${JSON.stringify({ ...page, screen: undefined }, null, 2)}\n`);
      const out = (line = '') => process.stdout.write(`${line}\n`);
      out(`${page.detail.name} (${page.detail.planId}, ${page.detail.category})`);
      out(page.detail.shortText);
      if (page.detail.planId !== planId) out(`Plan ${planId} was replaced: showing ${page.detail.planId}.`);
      if (page.price.kind === 'priced') {
        out('\nPrice options (use with: cart add <planId> --option <id>):');
        for (const o of page.price.options) out(`  ${o.pricingId.padEnd(16)} ${o.label.padEnd(28)} ${formatMoney(o.price)}/mo`);
      } else {
        const outcome = page.price.outcome;
        out(`\n${'message' in outcome ? outcome.message : outcome.kind === 'flag' ? `No price yet (${outcome.code}): start a quote with \`quote\`.` : ''}`);
      }
      if (page.checks?.needsMembership && page.checks.membership) {
        out(`\nNeeds the membership ${page.checks.membership.name} (${formatMoney(page.checks.membership.price)}/mo): cart add ${page.detail.planId} --membership`);
      }
      if (page.detail.hasQuestions) out('\nThis plan asks health questions before it can be added.');
    });
