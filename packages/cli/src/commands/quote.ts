import { Command } from 'commander';
import { formatDollars, Tiers, type PlanSection } from '@benefit-store/domain';
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

const price = (n: number | undefined) => (n === undefined ? '' : `${formatDollars(n)}/mo`);

const printTable = (tempId: string, state: string | undefined, sections: readonly PlanSection[]) => {
  process.stdout.write(`Quote ${tempId}${state ? ` (${state})` : ''}\n`);
  for (const section of sections) {
    process.stdout.write(`\n${section.label}\n`);
    for (const plan of section.plans) process.stdout.write(`  ${plan.planId.padEnd(8)} ${plan.name.padEnd(34)} ${price(plan.price)}\n`);
  }
  if (sections.length === 0) process.stdout.write('No Plans are available for your selection\n');
};

interface SendOptions {
  name: string;
  email: string;
  message?: string;
  preview?: boolean;
  json?: boolean;
}

/** `quote send`: a rep's or group's Send Personalized Quote for the current cart (sign in first). */
const sendCommand = (wire: (options: GlobalOptions) => Wiring) =>
  new Command('send')
    .description("send the current cart as a personalised quote by e-mail (reps and groups); --preview prints it instead")
    .option('--name <name>', 'recipient name (required)', '')
    .option('--email <address>', 'recipient e-mail address (required)', '')
    .option('--message <text>', 'a personal message')
    .option('--preview', 'print the quote as it will be sent, without sending')
    .option('--json', 'print the outcome in JSON')
    .addHelpText(
      'after',
      `
Examples:
  $ benefit-store quote send --name "Pat Doe" --email pat@example.com --preview
  $ benefit-store quote send --name "Pat Doe" --email pat@example.com --message "As discussed" --json`,
    )
    .action(async (options: SendOptions, command: Command) => {
      const wiring = wire(command.optsWithGlobals<GlobalOptions>());
      const request = { name: options.name, email: options.email, ...(options.message ? { message: options.message } : {}) };
      const json = Boolean(options.json);
      if (options.preview) {
        const preview = await wiring.useCases.previewQuote(request);
        wiring.persist();
        if (preview.isErr()) return reportError(preview.error, json);
        return void process.stdout.write(json ? `${JSON.stringify(preview.value, null, 2)}\n` : `${preview.value.subject}\n\n${preview.value.html}\n`);
      }
      // The quote mailed is the cart as this command read it (docs/adr/0713).
      const sent = await wiring.useCases.loadCart().andThen(({ screen }) => wiring.useCases.sendQuote(request, screen));
      wiring.persist();
      if (sent.isErr()) return reportError(sent.error, json);
      process.stdout.write(json ? `${JSON.stringify({ message: sent.value })}\n` : `${sent.value}\n`);
    });

/** `quote`: the landing page's Get Started form, then the plan list, from the terminal; `quote send` mails the cart. */
export const quoteCommand = (wire: (options: GlobalOptions) => Wiring) =>
  new Command('quote')
    .addCommand(sendCommand(wire))
    .description('get a quote: submit zip, date of birth, gender and tier, and list the plans offered')
    // Checked by the domain's filter rules, every option at once ('Field is required', 'Invalid gender', ...), so that
    // `quote send` needs none of them; commander's choices would stop at the first wrong one.
    .option('--zip <zip>', 'five-digit ZIP code (required)', '')
    .option('--dob <MM/DD/YYYY>', 'date of birth (required)', '')
    .option('--gender <code>', '0 = male, 1 = female (required)', '')
    .option('--tier <code>', `${Tiers.join(', ')}: IO member only, IS + spouse, IC + children, IF family (required)`, '')
    .option('--continue', 'update the quote this state file already holds instead of starting a new one')
    .option('--json', 'print {tempId, state, plans} in JSON')
    .addHelpText(
      'after',
      `
Examples:
  $ benefit-store quote --zip 75001 --dob 04/12/1980 --gender 1 --tier IO
  $ benefit-store quote --zip 75001 --dob 04/12/1980 --gender 1 --tier IF --continue --json`,
    )
    .action(async (options: QuoteOptions, command: Command) => {
      const wiring = wire(command.optsWithGlobals<GlobalOptions>());
      if (!options.continue) wiring.session.quote.remove('tempId');
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
