import { Limits } from '@benefit-store/domain';
import { Command } from 'commander';
import { ExitCode } from '../../output.ts';
import { withServerDatabase, type DatabaseOptions } from './database.ts';

interface CreateOptions extends DatabaseOptions {
  name: string;
  json?: boolean;
}

/** `support token create`: a personal token for one staff member, written to the database, shown once. */
export const tokenCreateCommand = () =>
  new Command('create')
    .description('create a support staff member’s personal API token (written to the server’s database; shown once)')
    .requiredOption('--name <name>', 'who the token is for: the journal names them with it')
    .option('--data-dir <dir>', 'the server’s PGlite data directory (default: BENEFIT_STORE_DATA_DIR or .data; DATABASE_URL wins)')
    .option('--json', 'print {id, name, token} in JSON')
    .addHelpText(
      'after',
      `
Examples:
  $ benefit-store support token create --name "Dana Ortiz"
  $ DATABASE_URL=postgres://db/benefits benefit-store support token create --name dana --json

The token is shown once; the database keeps only its SHA-256. Give it to the staff member, who sets
BENEFIT_STORE_SUPPORT_TOKEN. With the embedded database, stop the server first.`,
    )
    .action(async (options: CreateOptions) => {
      const name = options.name.trim();
      if (name === '' || name.length > Limits.name) {
        process.stderr.write('  --name: Field is required (at most 100 characters)\n');
        process.exitCode = ExitCode.invalidInput;
        return;
      }
      const created = await withServerDatabase(options, (db, server) => db.transaction((tx) => server.createSupportToken(tx, name)));
      if (!created) return;
      if (options.json) process.stdout.write(`${JSON.stringify(created, null, 2)}\n`);
      else process.stdout.write(`Support token for ${created.name} (id ${created.id}); it is not shown again:\n\n  ${created.token}\n\n`);
    });
