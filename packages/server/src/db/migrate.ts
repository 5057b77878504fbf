import { readdir, readFile } from 'node:fs/promises';
import type { Database } from './database.ts';

const MIGRATIONS_DIR = new URL('../../migrations/', import.meta.url);
/** Any constant: serialises concurrent migrators (several server processes on one PostgreSQL). */
const MIGRATION_LOCK = 724_210;

/**
 * Migrations renamed after they shipped, old file name to new (docs/adr/0017): a database that applied one under its
 * old name has the record renamed before anything runs, so the file never runs twice.
 */
export const RENAMED_MIGRATIONS: Readonly<Record<string, string>> = {
  '0060_wizard_part2.sql': '0060_wizard_closing.sql',
};

/**
 * Applies, in file-name order, every migration not yet recorded in schema_migrations.
 * Each file runs in its own transaction together with its record, so a run is idempotent and a
 * failed file leaves nothing half-applied.
 */
export const migrate = async (db: Database): Promise<string[]> => {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    for (const [old, renamed] of Object.entries(RENAMED_MIGRATIONS)) {
      await tx.query(
        'UPDATE schema_migrations SET name = $2 WHERE name = $1 AND NOT EXISTS (SELECT 1 FROM schema_migrations WHERE name = $2)',
        [old, renamed],
      );
    }
  });
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const name of files) {
    const sql = await readFile(new URL(name, MIGRATIONS_DIR), 'utf8');
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [name]);
      if (done.length > 0) return false;
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      return true;
    });
    if (ran) applied.push(name);
  }
  return applied;
};

/**
 * The migrations this version ships that the database has not recorded as applied (for /readyz): empty when the
 * schema is what this code expects. Throws when the database does not answer.
 */
export const pendingMigrations = async (db: Pick<Database, 'query'>): Promise<string[]> => {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql'));
  const rows = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
  const applied = new Set(rows.map((row) => row.name));
  return files.filter((name) => !applied.has(name)).sort();
};

/** Splits a migration file on semicolons that end a line; our migrations keep no semicolons inside bodies. */
const splitStatements = (sql: string): string[] =>
  sql
    .replace(/^\s*--.*$/gm, '')
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
