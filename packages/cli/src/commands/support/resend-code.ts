import { Command } from 'commander';
import { reportError } from '../../output.ts';
import type { GlobalOptions, Wiring } from '../../wiring.ts';
import { supportToken, type SupportGlobals } from './token-source.ts';

interface ResendOptions {
  email: string;
  json?: boolean;
}

/** `support resend-code`: a new resume code for an enrollment, mailed through the outbox; the old codes stop working. */
export const resendCodeCommand = (wire: (options: GlobalOptions) => Wiring) =>
  new Command('resend-code')
    .description('mail a new resume code for an enrollment (the earlier codes are revoked); journaled with your name')
    .argument('<id>', 'the enrollment id (as `support stuck` lists it)')
    .requiredOption('--email <address>', 'where the code goes: it works only together with this address')
    .option('--json', 'print {enrollmentId, sentTo, savedTab, expiresAt} in JSON')
    .addHelpText(
      'after',
      `
Examples:
  $ benefit-store support resend-code 6c1f0a4e-... --email dana.rivera@example.com
  $ benefit-store support resend-code 6c1f0a4e-... --email dana.rivera@example.com --json

The member continues at /continue-enrollment with the new code and that address. A confirmed enrollment gets
no code (exit 2).`,
    )
    .action(async (id: string, options: ResendOptions, command: Command) => {
      const globals = command.optsWithGlobals<SupportGlobals>();
      const token = supportToken(globals);
      if (!token) return;
      const result = await wire(globals).support(token).resendResumeCode(id, options.email);
      if (result.isErr()) return reportError(result.error, Boolean(options.json), { fieldsAreOptions: false });
      const sent = result.value;
      if (options.json) process.stdout.write(`${JSON.stringify(sent, null, 2)}\n`);
      else process.stdout.write(`A new code for ${sent.enrollmentId} was sent to ${sent.sentTo}; it opens ${sent.savedTab} and works until ${sent.expiresAt}.\n`);
    });
