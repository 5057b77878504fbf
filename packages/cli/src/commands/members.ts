import { Command } from 'commander';
import { forbidden, validationError, type DomainError } from '@benefit-store/domain';
import { NOT_SIGNED_IN } from '@benefit-store/ports';
import { isActivePlanStatus, searchMembers, type CurrentMember } from '@benefit-store/domain';
import { reportError } from '../output.ts';
import type { GlobalOptions, Wiring } from '../wiring.ts';

interface SignInOptions {
  email: string;
  password?: string;
  json?: boolean;
}

interface ListOptions {
  search?: string;
  json?: boolean;
}

const SIGN_IN_HINT = 'Not signed in: run `benefit-store members sign-in --email <e-mail>` first.';

/** The members commands' failures in a terminal's terms: a general sign-in message is no --flag's fault. */
const report = (error: DomainError, json: boolean) => {
  if (error.kind === 'forbidden' && error.message === NOT_SIGNED_IN) return reportError(forbidden(SIGN_IN_HINT), json);
  if (error.kind === 'validation' && error.fields.sign_in !== undefined && !json) {
    const { sign_in: general, ...fields } = error.fields;
    process.stderr.write(`${general}\n`);
    if (Object.keys(fields).length === 0) return void (process.exitCode = 2);
    return reportError(validationError(fields), json);
  }
  return reportError(error, json);
};

const plans = (member: CurrentMember) =>
  member.plans.map((plan) => (isActivePlanStatus(plan.status) ? plan.name : `${plan.name} [${plan.status}]`)).join(', ');

const printMembers = (members: readonly CurrentMember[]) => {
  for (const m of members) {
    process.stdout.write(
      `${m.userId.padEnd(6)} ${m.name.padEnd(20)} ${m.dob}  ${m.maskedSsn}  ${(m.group?.name ?? 'Direct').padEnd(26)} ${plans(m)}\n`,
    );
  }
  process.stdout.write(`${members.length} ${members.length === 1 ? 'member' : 'members'}\n`);
};

/**
 * `members`: a rep's or group administrator's current members from the terminal. `sign-in` keeps the
 * server's session cookie in the state file, so that `list` runs as the signed-in principal.
 */
export const membersCommand = (wire: (options: GlobalOptions) => Wiring) => {
  const members = new Command('members').description("a signed-in rep's or group administrator's current members").addHelpText(
    'after',
    `
Examples:
  $ BENEFIT_STORE_PASSWORD=secret benefit-store members sign-in --email rep@example.com
  $ benefit-store members list --search "smith 1980"
  $ benefit-store members list --json
  $ benefit-store members sign-out`,
  );

  members
    .command('sign-in')
    .description('sign in as a rep or group administrator (password from --password or BENEFIT_STORE_PASSWORD)')
    .requiredOption('--email <email>', 'account e-mail')
    .option('--password <password>', 'account password (prefer BENEFIT_STORE_PASSWORD: arguments show in process lists)')
    .option('--json', 'print the signed-in user in JSON')
    .action(async (options: SignInOptions, command: Command) => {
      const wiring = wire(command.optsWithGlobals<GlobalOptions>());
      const password = options.password ?? process.env.BENEFIT_STORE_PASSWORD ?? '';
      const result = await wiring.useCases.signIn({ email: options.email, password });
      wiring.persist();
      if (result.isErr()) return report(result.error, Boolean(options.json));
      const { user } = result.value;
      process.stdout.write(options.json ? `${JSON.stringify(user, null, 2)}\n` : `Signed in as ${user.name} (${user.role})\n`);
    });

  members
    .command('list')
    .description('list the current members the signed-in rep or group administrator may enroll')
    .option('--search <words>', 'only members matching every word (name, e-mail, dob, group, plan, SSN last 4)')
    .option('--json', 'print the members in JSON')
    .action(async (options: ListOptions, command: Command) => {
      const wiring = wire(command.optsWithGlobals<GlobalOptions>());
      const result = await wiring.useCases.listCurrentMembers();
      wiring.persist();
      if (result.isErr()) return report(result.error, Boolean(options.json));
      const found = searchMembers(result.value, options.search ?? '');
      if (options.json) process.stdout.write(`${JSON.stringify(found, null, 2)}\n`);
      else printMembers(found);
    });

  members
    .command('sign-out')
    .description('sign out and forget the stored client values')
    .action(async (_options: unknown, command: Command) => {
      const wiring = wire(command.optsWithGlobals<GlobalOptions>());
      const result = await wiring.useCases.signOut();
      wiring.persist();
      if (result.isErr()) return report(result.error, false);
      process.stdout.write('Signed out\n');
    });

  return members;
};
