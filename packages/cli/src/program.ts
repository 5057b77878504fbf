import { Command } from 'commander';
import { mailCommand } from './commands/mail.ts';
import { membersCommand } from './commands/members.ts';
import { quoteCommand } from './commands/quote.ts';
import { defaultStatePath } from './state-file.ts';
import { wire } from './wiring.ts';

/** Registers the commands; each lives in its own file under commands/. */
export const buildProgram = (): Command =>
  new Command('benefit-store')
    .description('Benefit Store from the terminal: quote, shop and enroll through the same API the storefront uses')
    .option('--api <url>', 'Benefit Store base URL', process.env.BENEFIT_STORE_API ?? 'http://localhost:8080')
    .option('--state <file>', 'where the session cookie and enrollment ids are kept between runs', defaultStatePath())
    .addCommand(quoteCommand(wire))
    .addCommand(membersCommand(wire))
    .addCommand(mailCommand(wire));
