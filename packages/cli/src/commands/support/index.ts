import { Command } from 'commander';
import type { GlobalOptions, Wiring } from '../../wiring.ts';
import { inspectCommand } from './inspect.ts';
import { replayCommand } from './replay.ts';
import { resendCodeCommand } from './resend-code.ts';
import { stuckCommand } from './stuck.ts';
import { tokenCreateCommand } from './token-create.ts';
import { tokenListCommand } from './token-list.ts';
import { tokenRevokeCommand } from './token-revoke.ts';

/**
 * `support`: support staff's tools. `token ...` works on the server's database directly (an administrator's job);
 * `stuck`, `inspect` and `replay` call /api/v1/support/* with the staff member's personal token.
 */
export const supportCommand = (wire: (options: GlobalOptions) => Wiring) =>
  new Command('support')
    .description('support staff: find stuck enrollments, inspect them, replay them; manage personal API tokens')
    .option('--token <token>', 'your support token (prefer BENEFIT_STORE_SUPPORT_TOKEN: arguments show in process lists)')
    .addHelpText(
      'after',
      `
Examples:
  $ benefit-store support token create --name "Dana Ortiz"     # administrator, on the server's database
  $ export BENEFIT_STORE_SUPPORT_TOKEN=bst_...
  $ benefit-store support stuck --older-than 1h
  $ benefit-store support inspect 6c1f0a4e-...
  $ benefit-store support replay 6c1f0a4e-... --dry-run
  $ benefit-store support resend-code 6c1f0a4e-... --email dana.rivera@example.com

Every call is journaled with your name.`,
    )
    .addCommand(stuckCommand(wire))
    .addCommand(inspectCommand(wire))
    .addCommand(replayCommand(wire))
    .addCommand(resendCodeCommand(wire))
    .addCommand(
      new Command('token')
        .description('support staff API tokens, on the server’s database: create (shown once), list, revoke')
        .addCommand(tokenCreateCommand())
        .addCommand(tokenListCommand())
        .addCommand(tokenRevokeCommand()),
    );
