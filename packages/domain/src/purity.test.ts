import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The domain stays pure: no clock (Date.now(), new Date() without an argument) and no import but
 * relative paths and neverthrow. Tests and the testing entry (fast-check) are exempt.
 */
const ROOT = fileURLToPath(new URL('.', import.meta.url));

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

const SPECIFIERS = [
  /\bfrom\s+['"]([^'"]+)['"]/g, // import ... from 'x', export ... from 'x'
  /\bimport\s+['"]([^'"]+)['"]/g, // import 'x'
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g, // import('x')
  /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g, // require('x')
];

const withoutComments = (code: string): string => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

describe('domain purity', () => {
  const files = sources(ROOT);

  it('scans the domain sources', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(files.map((f) => [relative(ROOT, f), f]))('%s reads no clock', (_name, file) => {
    const code = withoutComments(readFileSync(file, 'utf8'));
    expect(code).not.toMatch(/Date\.now\s*\(/);
    expect(code).not.toMatch(/new\s+Date\s*\(\s*\)/);
    expect(code).not.toMatch(/new\s+Date\s*(?![\s(])/); // `new Date;`
  });

  it.each(files.map((f) => [relative(ROOT, f), f]))('%s imports only relative paths and neverthrow', (_name, file) => {
    const code = readFileSync(file, 'utf8');
    const imported = SPECIFIERS.flatMap((pattern) => [...code.matchAll(pattern)].map((m) => m[1] as string));
    expect(imported.filter((spec) => !spec.startsWith('./') && !spec.startsWith('../') && spec !== 'neverthrow')).toEqual([]);
  });

  it('would catch a clock read or a foreign import', () => {
    const bad = "import x from 'react';\nconst t = Date.now();\nconst d = new Date();";
    expect(bad).toMatch(/Date\.now\s*\(/);
    expect(bad).toMatch(/new\s+Date\s*\(\s*\)/);
    expect([...bad.matchAll(SPECIFIERS[0] as RegExp)].map((m) => m[1])).toEqual(['react']);
  });
});
