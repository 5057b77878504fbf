import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DataDirectoryInUse, lockDataDirectory, processStartTime } from './data-dir-lock.ts';

/** A live process that is not this one: what a reused PID belongs to after kill -9. */
let other: ChildProcess;
beforeAll(async () => {
  other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  await new Promise((started) => other.once('spawn', started));
});
afterAll(() => {
  other.kill();
});

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'benefit-store-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const lockFile = () => join(dir, 'server.lock');

describe.each(['auto', 'file'] as const)('the data directory lock (%s)', (strategy) => {
  it('takes a directory whose lock names this very process, as a server that is PID 1 in a container finds it', async () => {
    writeFileSync(lockFile(), `${process.pid}\n`);
    const lock = await lockDataDirectory(dir, strategy);
    expect(readFileSync(lockFile(), 'utf8').split('\n')[0]).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it("takes a directory whose lock names a dead server's PID that another process now has", async () => {
    // What kill -9 leaves behind: the old record, with a start time the PID's new owner does not have.
    writeFileSync(lockFile(), `${other.pid}\nan-earlier-process\n`);
    const lock = await lockDataDirectory(dir, strategy);
    lock.release();
  });

  it('refuses a second lock on the directory while the first is held, naming its holder', async () => {
    const first = await lockDataDirectory(dir, strategy);
    await expect(lockDataDirectory(dir, strategy)).rejects.toThrow(DataDirectoryInUse);
    await expect(lockDataDirectory(dir, strategy)).rejects.toThrow(`(pid ${process.pid}) is using the embedded database in ${dir}`);
    first.release();
    const again = await lockDataDirectory(dir, strategy);
    again.release();
  });
});

describe('the lock file (where the kernel holds no lock for us)', () => {
  it("is another server's while its PID runs with the start time the file records", async () => {
    writeFileSync(lockFile(), `${other.pid}\n${processStartTime(other.pid!)}\n`);
    await expect(lockDataDirectory(dir, 'file')).rejects.toThrow(`(pid ${other.pid})`);
  });
});

describe('processStartTime', () => {
  it('tells two processes apart, and a process from no process at all', () => {
    expect(processStartTime(process.pid)).toBeDefined();
    expect(processStartTime(process.pid)).toBe(processStartTime(process.pid));
    expect(processStartTime(other.pid!)).not.toBe(processStartTime(process.pid));
    expect(processStartTime(2 ** 22 + 1)).toBeUndefined();
  });

  it('reads the same from ps where there is no /proc', () => {
    expect(processStartTime(process.pid, 'ps')).toMatch(/\d{4}/);
    expect(processStartTime(2 ** 22 + 1, 'ps')).toBeUndefined();
  });
});
