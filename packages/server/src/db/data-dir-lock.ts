import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirectoryInUse extends Error {}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite is one PostgreSQL inside one process: two processes opening the same directory each keep their
 * own copy in memory and overwrite each other's files, losing data. The first server takes this lock;
 * a second one is refused. A lock left by a process that no longer runs is taken over.
 */
export const lockDataDirectory = (dir: string): { release(): void } => {
  const path = join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        rmSync(path, { force: true });
      };
      process.once('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(path, 'utf8'), 10);
      if (Number.isInteger(holder) && holder > 0 && alive(holder)) {
        throw new DataDirectoryInUse(
          `Another Benefit Store server (pid ${holder}) is using the embedded database in ${dir}. ` +
            'PGlite admits one process per data directory: stop the other server, use another BENEFIT_STORE_DATA_DIR, ' +
            'or run every process against one PostgreSQL server with DATABASE_URL.',
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new DataDirectoryInUse(`Could not lock ${dir}: another server keeps taking it.`);
};
