import { Command } from 'commander';
import { ExitCode } from '../output.ts';
import { withServerDatabase, type DatabaseOptions } from './support/database.ts';

interface VerifyOptions extends DatabaseOptions {
  json?: boolean;
}

/**
 * `enrollment verify ID`: checks the enrollment's consent chain (docs/adr/0720) on the server's own database: every
 * record's hash, each record's link to the one before, and the head the enrollment keeps with its seal. Exit 1 when broken.
 */
const verifyCommand = () =>
  new Command('verify')
    .description('check that the consent records of an enrollment (agreements, signature, confirmation) are unchanged')
    .argument('<id>', 'the enrollment id')
    .option('--data-dir <dir>', 'the server’s PGlite data directory (default: BENEFIT_STORE_DATA_DIR or .data; DATABASE_URL wins)')
    .option('--json', 'print {enrollmentId, ok, count, brokenAt, reason, records} in JSON')
    .addHelpText(
      'after',
      `
Examples:
  $ benefit-store enrollment verify 6c1f0a4e-...
  $ DATABASE_URL=postgres://db/benefits benefit-store enrollment verify 6c1f0a4e-... --json

Exit codes: 0 the chain holds, 1 it is broken (a record was changed, removed or reordered, or the head
lacks the server's seal), 3 no such enrollment, 4 the database or the server's keys are unavailable (with the
embedded database, stop the server first).`,
    )
    .action(async (id: string, options: VerifyOptions) => {
      const verified = await withServerDatabase(options, async (db, server) => {
        // The chain's head is sealed with the server's key: verifying needs the keys the server runs with.
        const config = server.configFromEnv();
        const keyFile = server.developmentKeyFile(options.dataDir ?? config.dataDir);
        const keys = server.existingKeys({ env: config.keys, file: keyFile });
        if (!keys) {
          process.stderr.write(`✖ The server's keys were not found (environment or ${keyFile ?? 'no key file'}): the consent chain's seal cannot be checked.\n`);
          process.exitCode = ExitCode.unavailable;
          return undefined;
        }
        return server.verifyEnrollmentConsent(db, server.consentSeal(keys.idTokenSecret), id.trim());
      });
      if (process.exitCode === ExitCode.unavailable) return;
      if (!verified) {
        process.stderr.write(`Enrollment ${id} was not found.\n`);
        process.exitCode = ExitCode.notFound;
        return;
      }
      const { check, records } = verified;
      if (options.json) {
        process.stdout.write(
          `${JSON.stringify(
            {
              enrollmentId: verified.enrollmentId,
              ok: check.ok,
              count: check.count,
              ...(check.ok ? { head: check.head ?? null } : { brokenAt: check.brokenAt, reason: check.reason }),
              records: records.map((r) => ({ seq: r.seq, kind: r.kind, textKey: r.textKey ?? null, signerRole: r.signerRole, recordedAt: r.recordedAt.toISOString(), recordHash: r.recordHash })),
            },
            null,
            2,
          )}\n`,
        );
      } else {
        for (const r of records) process.stdout.write(`  ${String(r.seq).padStart(3)}  ${r.recordedAt.toISOString().replace('T', ' ').slice(0, 19)}  ${r.kind.padEnd(12)} ${(r.textKey ?? '').padEnd(22)} ${r.signerRole.padEnd(16)} ${r.recordHash.slice(0, 16)}\n`);
        process.stdout.write(
          check.ok
            ? `The consent chain of ${verified.enrollmentId} holds: ${check.count} ${check.count === 1 ? 'record' : 'records'}.\n`
            : `BROKEN: the consent chain of ${verified.enrollmentId} fails at record ${check.brokenAt}: ${check.reason}.\n`,
        );
      }
      if (!check.ok) process.exitCode = ExitCode.checkFailed;
    });

/** `enrollment`: checks on an enrollment's records. */
export const enrollmentCommand = () =>
  new Command('enrollment').description('checks on an enrollment’s records: verify its consent chain').addCommand(verifyCommand());
