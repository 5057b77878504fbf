import { chmodSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../db/database.ts';
import { appendJournal } from '../commands/journal.ts';
import type { Pii } from '../security/pii.ts';
import { exportCarrierFiles } from './carrier-export.ts';
import { markCarrierFileDelivered } from './carrier-file-store.ts';
import type { X12Sender } from './x12-sender.ts';

/**
 * A carrier file written into a drop directory the way nothing half written is ever picked up: a temporary name,
 * mode 0600 (full SSNs and dates of birth), then renamed into place. Writing the same file again (a retry after a
 * crash) replaces it with the same text.
 */
export const dropCarrierFile = (dir: string, name: string, content: string): string => {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const path = join(dir, name);
  const temporary = join(dir, `.${name}.part`);
  writeFileSync(temporary, content, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, path);
  return path;
};

interface Logger {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface CarrierExportSchedule {
  stop(): Promise<void>;
}

/**
 * The server's scheduled export (CARRIER_EXPORT_DIR, CARRIER_EXPORT_MINUTES; off unless set): the same export as
 * `benefit-store carriers export`, each file dropped then marked delivered; journaled with file names and counts.
 */
export const startCarrierExport = (deps: {
  readonly db: Database;
  readonly pii: Pii;
  readonly dir: string;
  readonly everyMs: number;
  readonly sender: X12Sender;
  readonly now: () => Date;
  readonly logger: Logger;
}): CarrierExportSchedule => {
  let running: Promise<void> = Promise.resolve();
  const once = async () => {
    const exported = await deps.db.transaction((tx) =>
      exportCarrierFiles(tx, deps.pii, { since: null, full: false, now: deps.now(), sender: deps.sender, usage: deps.sender.usage }),
    );
    const delivered: string[] = [];
    for (const file of exported.files) {
      if (file.status !== 'pending' || file.content === null) continue;
      dropCarrierFile(deps.dir, file.fileName, file.content);
      await deps.db.transaction((tx) => markCarrierFileDelivered(tx, file.fileId, deps.now(), 'system:carrier-export'));
      delivered.push(file.fileName);
    }
    const failed = exported.files.filter((f) => f.status === 'failed').map((f) => f.fileName);
    if (delivered.length + failed.length > 0) {
      await appendJournal(deps.db, {
        enrollmentId: null,
        actor: 'system:carrier-export',
        type: 'carriers-export',
        payload: { delivered, failed, enrollments: exported.files.reduce((n, f) => n + f.enrollments, 0), waiting: exported.waiting.length },
        outcome: failed.length > 0 ? 'rejected' : 'ok',
      });
      deps.logger.info({ delivered: delivered.length, failed: failed.length }, 'carrier export');
    }
  };
  const timer = setInterval(() => {
    running = running.then(once).catch((error: unknown) => deps.logger.error({ err: error }, 'carrier export failed'));
  }, deps.everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
};
