import { spawnSync } from 'node:child_process';
import { openSync, closeSync, readFileSync, renameSync, rmSync, statSync, writeSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { errnoCode } from './errno.ts';

export class DataDirectoryInUse extends Error {}

export interface DataDirectoryLock {
  release(): void;
}

/** The lock file: the holder's PID on the first line (what earlier versions wrote), its start time on the second. */
const LOCK_FILE = 'server.lock';

/**
 * A process's identity beside its PID: when it started. A PID alone names nobody for sure: in a container the
 * server is PID 1 every time, and after kill -9 the PID of the dead server may already belong to another process.
 * Linux: field 22 of /proc/PID/stat (clock ticks since boot) with the boot's id; elsewhere `ps -o lstart`.
 * Undefined when no such process runs; a zombie (killed, not yet reaped) counts as gone.
 */
export const processStartTime = (pid: number, via: 'auto' | 'ps' = 'auto'): string | undefined => {
  if (via === 'auto' && process.platform === 'linux') {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // The command name (field 2) is in parentheses and may hold spaces: count fields after its closing one.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (fields[0] === 'Z' || fields[0] === 'X') return undefined;
      const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
      return `${boot}/${fields[19]}`;
    } catch {
      return undefined;
    }
  }
  const ps = spawnSync('ps', ['-o', 'stat=', '-o', 'lstart=', '-p', String(pid)], { encoding: 'utf8' });
  // No ps at all (Windows): the PID alone, as earlier versions did.
  if (ps.error) return pidRuns(pid) ? 'running' : undefined;
  const [state = '', ...started] = ps.status === 0 ? ps.stdout.trim().split(/\s+/) : [];
  return state === '' || state.startsWith('Z') ? undefined : started.join(' ');
};

const pidRuns = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return errnoCode(error) === 'EPERM';
  }
};

const holderIn = (dir: string): { pid: number; started: string | undefined } | undefined => {
  try {
    const [pid = '', started] = readFileSync(join(dir, LOCK_FILE), 'utf8').split('\n');
    const parsed = Number.parseInt(pid, 10);
    return Number.isInteger(parsed) && parsed > 0 ? { pid: parsed, started: started?.trim() || undefined } : undefined;
  } catch {
    return undefined;
  }
};

const inUse = (dir: string, pid: number | undefined) =>
  new DataDirectoryInUse(
    `Another Benefit Store server${pid ? ` (pid ${pid})` : ''} is using the embedded database in ${dir}. ` +
      'PGlite admits one process per data directory: stop the other server, use another BENEFIT_STORE_DATA_DIR, ' +
      'or run every process against one PostgreSQL server with DATABASE_URL.',
  );

const ownRecord = () => `${process.pid}\n${processStartTime(process.pid) ?? ''}\n`;

const releasing = (dir: string, also: () => void = () => undefined): DataDirectoryLock => {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.removeListener('exit', release);
    also();
    // Only our own record: a lock another process took since (the file strategy's takeover) is not ours to remove.
    if (holderIn(dir)?.pid === process.pid) rmSync(join(dir, LOCK_FILE), { force: true });
  };
  process.once('exit', release);
  return { release };
};

/**
 * Linux: an abstract unix socket named after the directory's device and inode. The kernel lets one process bind
 * a name and frees it the moment that process ends, kill -9 included: no stale lock, no PID to misread, no race
 * between two servers starting together. The lock file beside it only names the holder for the message.
 */
const lockBySocket = async (dir: string): Promise<DataDirectoryLock> => {
  const { dev, ino } = statSync(dir, { bigint: true });
  const socket = await new Promise<Server | undefined>((done, failed) => {
    const server = createServer((connection) => connection.destroy());
    server.once('error', (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' ? done(undefined) : failed(error)));
    server.listen({ path: `\0benefit-store/pglite/${dev}:${ino}`, exclusive: true }, () => done(server.unref()));
  });
  if (!socket) throw inUse(dir, holderIn(dir)?.pid);
  const temporary = join(dir, `${LOCK_FILE}.${process.pid}.tmp`);
  writeFileSync(temporary, ownRecord(), { mode: 0o600 });
  renameSync(temporary, join(dir, LOCK_FILE));
  return releasing(dir, () => socket.close());
};

/**
 * Elsewhere: the lock file, created exclusively. A lock is held while its PID runs with the start time the file
 * records (this very process included: it holds the directory already). A dead PID, a zombie, a PID that another
 * process now has, or our own PID with another start time (PID 1 again, in a new container) is stale and taken
 * over; so is an earlier version's file (a PID only) whose PID is gone or is ours.
 */
export const lockByFile = (dir: string): DataDirectoryLock => {
  const path = join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, ownRecord());
      closeSync(fd);
      return releasing(dir);
    } catch (error) {
      if (errnoCode(error) !== 'EEXIST') throw error;
      const holder = holderIn(dir);
      if (holder) {
        const running = processStartTime(holder.pid);
        // Without a recorded start time (an earlier version's file) only a PID that is not ours can be told apart.
        const live = running !== undefined && (holder.started === undefined ? holder.pid !== process.pid : holder.started === running);
        if (live) throw inUse(dir, holder.pid);
      }
      rmSync(path, { force: true });
    }
  }
  throw new DataDirectoryInUse(`Could not lock ${dir}: another server keeps taking it.`);
};

/**
 * PGlite is one PostgreSQL inside one process: two processes opening the same directory each keep their own copy
 * in memory and overwrite each other's files, losing data. The first server takes this lock; a second one is
 * refused; a restart after a crash or kill -9 always takes it (docs/adr/0011).
 */
export const lockDataDirectory = async (dir: string, strategy: 'auto' | 'file' = 'auto'): Promise<DataDirectoryLock> =>
  strategy === 'auto' && process.platform === 'linux' ? lockBySocket(dir) : lockByFile(dir);
