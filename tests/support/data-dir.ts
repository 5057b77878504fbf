import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A fresh data directory holding a copy of the run's migrated, seeded PGlite (tests/setup/pglite-template.ts), for
 * tests that hand a directory to the CLI or a server process: a first migration costs seconds of CPU, minutes on a
 * busy machine. Empty when no template was built (a single file run outside the projects' setup).
 */
export const seededDataDir = (prefix: string): string => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const template = process.env.BENEFIT_STORE_TEST_PGLITE_TEMPLATE;
  if (template && existsSync(template)) cpSync(template, dir, { recursive: true });
  return dir;
};
