import { Command } from 'commander';
import { withServerDatabase, type DatabaseOptions } from './database.ts';

interface ListOptions extends DatabaseOptions {
  json?: boolean;
}

const when = (date: Date | null) => (date ? date.toISOString().replace('T', ' ').slice(0, 19) : '-');

/** `support token list`: who has a token, when it was last used, whether it was revoked (never the token). */
export const tokenListCommand = () =>
  new Command('list')
    .description('list support tokens: id, name, created, last used, revoked (never the tokens themselves)')
    .option('--data-dir <dir>', 'the server’s PGlite data directory (default: BENEFIT_STORE_DATA_DIR or .data; DATABASE_URL wins)')
    .option('--json', 'print the tokens in JSON')
    .addHelpText('after', '\nExamples:\n  $ benefit-store support token list\n  $ benefit-store support token list --json')
    .action(async (options: ListOptions) => {
      const tokens = await withServerDatabase(options, (db, server) => server.listSupportTokens(db));
      if (!tokens) return;
      if (options.json) return void process.stdout.write(`${JSON.stringify(tokens, null, 2)}\n`);
      process.stdout.write(`${'ID'.padEnd(36)}  ${'NAME'.padEnd(20)}  ${'ROLE'.padEnd(8)}  ${'CREATED (UTC)'.padEnd(19)}  ${'LAST USED'.padEnd(19)}  REVOKED\n`);
      for (const t of tokens) process.stdout.write(`${t.id}  ${t.name.padEnd(20)}  ${t.role.padEnd(8)}  ${when(t.created_at)}  ${when(t.last_used_at).padEnd(19)}  ${when(t.revoked_at)}\n`);
    });
