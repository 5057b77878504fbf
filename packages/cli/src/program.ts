import { Command } from 'commander';
import { mailCommand } from './commands/mail.ts';
import { membersCommand } from './commands/members.ts';
import { cartCommand } from './commands/cart.ts';
import { checkoutCommand } from './commands/checkout.ts';
import { enrollmentCommand } from './commands/enrollment.ts';
import { enrollCommand } from './commands/enroll.ts';
import { batchCommand } from './commands/batch.ts';
import { planCommand } from './commands/plan.ts';
import { plansCommand } from './commands/plans.ts';
import { quoteCommand } from './commands/quote.ts';
import { rulesCommand } from './commands/rules.ts';
import { serveCommand } from './commands/serve.ts';
import { supportCommand } from './commands/support/index.ts';
import { adminCommand } from './commands/admin/index.ts';
import { catalogueCommand } from './commands/catalogue.ts';
import { carriersCommand } from './commands/carriers.ts';
import { defaultStatePath } from './state-file.ts';
import { wire } from './wiring.ts';

/** Registers the commands; each lives in its own file under commands/. */
export const buildProgram = (): Command =>
  new Command('benefit-store')
    .description('Benefit Store from the terminal: quote, shop and enroll through the same API the storefront uses')
    .option('--api <url>', 'Benefit Store base URL', process.env.BENEFIT_STORE_API ?? 'http://localhost:8080')
    .option('--state <file>', 'where the session cookie and enrollment ids are kept between runs', defaultStatePath())
    .addCommand(quoteCommand(wire))
    .addCommand(plansCommand(wire))
    .addCommand(planCommand(wire))
    .addCommand(cartCommand(wire))
    .addCommand(checkoutCommand(wire))
    .addCommand(enrollCommand())
    .addCommand(batchCommand())
    .addCommand(membersCommand(wire))
    .addCommand(mailCommand(wire))
    .addCommand(rulesCommand())
    .addCommand(serveCommand())
    .addCommand(supportCommand(wire))
    .addCommand(adminCommand(wire))
    .addCommand(catalogueCommand(wire))
    .addCommand(carriersCommand(wire))
    .addCommand(enrollmentCommand());

/** Every command, nested ones too: usage errors become a CommanderError for main to turn into exit code 2. */
export const allCommands = (command: Command): Command[] => [command, ...command.commands.flatMap(allCommands)];
