import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { filesUnder } from './files.ts';

/**
 * The previous release's files, kept beside the new one's (docs/adr/0021-a-release-keeps-the-one-before.md). A tab
 * opened before an upgrade still runs the old page, and its next page asks for the old release's chunks: had the
 * build removed them, the tab would get a 404 where a page should be. Only hashed files under `assets/` are kept
 * (their names never collide with the new release's unless they are the same file), and only one release back: each
 * build writes the list of its own files, and the next build keeps those and nothing older.
 */
export const RELEASE_LIST = '.release-assets.json';
const ASSETS = 'assets';

/** A file of a release, relative to the storefront's folder, with `/` between parts: `assets/app-Ab12.js`. */
type ReleaseFile = string;

/** Source maps stay with their own build for debugging; they are never served, so an old tab never needs one. */
const isKept = (file: ReleaseFile): boolean => !file.endsWith('.map');

/** A listed name that could point outside `assets/` (a list written by hand, or damaged) is not a release's file. */
const isReleaseFile = (file: unknown): file is ReleaseFile =>
  typeof file === 'string' && file.startsWith(`${ASSETS}/`) && !file.split('/').some((part) => part === '..' || part === '' || part === '.');

const ownFiles = (outDir: string): ReleaseFile[] =>
  filesUnder(join(outDir, ASSETS))
    .map((path) => relative(outDir, path).split(sep).join('/'))
    .filter(isKept)
    .sort();

const listedFiles = (outDir: string): ReleaseFile[] | undefined => {
  const list = join(outDir, RELEASE_LIST);
  if (!existsSync(list)) return undefined;
  try {
    const parsed: unknown = JSON.parse(readFileSync(list, 'utf8'));
    return Array.isArray(parsed) ? parsed.filter(isReleaseFile) : [];
  } catch {
    return []; // an unreadable list: nothing is known to be the previous release's, so nothing is kept
  }
};

/**
 * The previous release's own files and their bytes, read before the build empties the folder: those its list names,
 * or, for a build made before lists were written, every file under `assets/`.
 */
export const readPreviousRelease = (outDir: string): ReadonlyMap<ReleaseFile, Buffer> => {
  const files = listedFiles(outDir) ?? ownFiles(outDir);
  return new Map(files.filter((file) => existsSync(join(outDir, file))).map((file) => [file, readFileSync(join(outDir, file))]));
};

/**
 * After the build: writes the list of this release's own files, then puts back the previous release's files this
 * one does not have. Returns how many were put back.
 */
export const keepPreviousRelease = (outDir: string, previous: ReadonlyMap<ReleaseFile, Buffer>): number => {
  const own = ownFiles(outDir);
  writeFileSync(join(outDir, RELEASE_LIST), `${JSON.stringify(own, null, 1)}\n`);
  const present = new Set(own);
  let kept = 0;
  for (const [file, body] of previous) {
    if (present.has(file)) continue;
    const path = join(outDir, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, body);
    kept += 1;
  }
  return kept;
};
