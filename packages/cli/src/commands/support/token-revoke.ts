import { Command } from 'commander';
import { ExitCode } from '../../output.ts';
import { withServerDatabase, type DatabaseOptions } from './database.ts';

interface RevokeOptions extends DatabaseOptions {
  json?: boolean;
}

/** `support token revoke`: a token (by id, id prefix or the staff member's name) stops working at once. */
export const tokenRevokeCommand = () =>
  new Command('revoke')
    .description('revoke support tokens by id, id prefix (8+ characters) or staff name; they stop working at once')
    .argument('<id-or-name>', 'the token id `token create` printed, or the staff member’s name (revokes all of theirs)')
    .option('--data-dir <dir>', 'the server’s PGlite data directory (default: BENEFIT_STORE_DATA_DIR or .data; DATABASE_URL wins)')
    .option('--json', 'print the revoked tokens in JSON')
    .addHelpText(
      'after',
      `
Examples:
  $ benefit-store support token revoke "Dana Ortiz"
  $ benefit-store support token revoke 3f2c9a71 --json

Exit code 3 when no live token matches.`,
    )
    .action(async (idOrName: string, options: RevokeOptions) => {
      const revoked = await withServerDatabase(options, (db, server) => db.transaction((tx) => server.revokeSupportTokens(tx, idOrName)));
      if (!revoked) return;
      if (options.json) process.stdout.write(`${JSON.stringify(revoked.map(({ id, name }) => ({ id, name })), null, 2)}\n`);
      else for (const token of revoked) process.stdout.write(`Revoked ${token.id} (${token.name})\n`);
      if (revoked.length === 0) {
        if (!options.json) process.stderr.write(`No live support token matches ${idOrName}\n`);
        process.exitCode = ExitCode.notFound;
      }
    });
