import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RELEASE_LIST, keepPreviousRelease, readPreviousRelease } from './previous-release.ts';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const storefront = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'release-'));
  folders.push(dir);
  return dir;
};

const put = (dir: string, files: Readonly<Record<string, string>>): void => {
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), body);
  }
};

/** What a build does to the folder: read the previous release, empty the folder, write its own files, keep. */
const build = (dir: string, files: Readonly<Record<string, string>>): number => {
  const previous = readPreviousRelease(dir);
  rmSync(dir, { recursive: true, force: true });
  put(dir, files);
  return keepPreviousRelease(dir, previous);
};

describe('a build keeps the release before it', () => {
  it("puts back the previous release's chunks, compressed copies included, and leaves its own in place", () => {
    const dir = storefront();
    build(dir, { 'index.html': 'one', 'assets/app-1.js': 'app one', 'assets/app-1.js.br': 'br one', 'assets/plans-1.js': 'plans one' });
    const kept = build(dir, { 'index.html': 'two', 'assets/app-2.js': 'app two', 'assets/plans-1.js': 'plans one' });

    expect(kept).toBe(2);
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe('two');
    expect(readFileSync(join(dir, 'assets/app-1.js'), 'utf8')).toBe('app one');
    expect(readFileSync(join(dir, 'assets/app-1.js.br'), 'utf8')).toBe('br one');
    expect(readFileSync(join(dir, 'assets/app-2.js'), 'utf8')).toBe('app two');
    expect(JSON.parse(readFileSync(join(dir, RELEASE_LIST), 'utf8'))).toEqual(['assets/app-2.js', 'assets/plans-1.js']);
  });

  it('keeps one release back, not every release there ever was', () => {
    const dir = storefront();
    build(dir, { 'assets/app-1.js': 'one' });
    build(dir, { 'assets/app-2.js': 'two' });
    build(dir, { 'assets/app-3.js': 'three' });

    expect(existsSync(join(dir, 'assets/app-1.js'))).toBe(false);
    expect(existsSync(join(dir, 'assets/app-2.js'))).toBe(true);
    expect(existsSync(join(dir, 'assets/app-3.js'))).toBe(true);
  });

  it('keeps the chunks of a build made before lists were written, but not its source maps', () => {
    const dir = storefront();
    put(dir, { 'index.html': 'old', 'assets/app-0.js': 'old app', 'assets/app-0.js.map': 'map' });
    build(dir, { 'index.html': 'new', 'assets/app-1.js': 'new app' });

    expect(readFileSync(join(dir, 'assets/app-0.js'), 'utf8')).toBe('old app');
    expect(existsSync(join(dir, 'assets/app-0.js.map'))).toBe(false);
  });

  it('never copies a file a damaged list names outside the assets folder', () => {
    const dir = storefront();
    const outside = storefront();
    put(outside, { 'secret.txt': 'not a release file' });
    put(dir, { [RELEASE_LIST]: JSON.stringify(['assets/app-1.js', `assets/../../${outside.split('/').pop()}/secret.txt`, 'index.html', 7]), 'assets/app-1.js': 'one', 'index.html': 'x' });

    expect([...readPreviousRelease(dir).keys()]).toEqual(['assets/app-1.js']);
  });

  it('starts afresh when the list cannot be read', () => {
    const dir = storefront();
    put(dir, { [RELEASE_LIST]: '{not json', 'assets/app-1.js': 'one' });
    expect(readPreviousRelease(dir).size).toBe(0);
  });
});
