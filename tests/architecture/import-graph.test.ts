import { existsSync, mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The import graph of shipped code (docs/adr/0017): no import circles inside any package, and the server's folders
 * import only downward, in the order of SERVER_LAYERS. Type-only imports count: a circle of types is still a circle
 * a reader has to untangle. Tests are left out (a test imports what it tests).
 *
 * Run alone: npx vitest run tests/architecture/import-graph.test.ts
 */

const PACKAGES = resolve(import.meta.dirname, '../../packages');

/**
 * The server's layers, lowest first: a file may import files of its own folder and of folders below its own, never
 * of a folder above or beside it on the same rank (each folder has a rank of its own).
 * - (base): configuration-error.ts, the one root file every layer may throw.
 * - db, security, sessions: the platform (a database, keys and secrets, who is calling).
 * - repository: the stored records every feature reads: the enrollment (row, filter, context, wizard sections,
 *   closing sections), members, sites.
 * - commands, http: the command mechanism and the door every route goes through.
 * - mail: the outbound port (the outbox, its renderer and worker); features hand it mail, it knows no feature.
 * - catalog: what is sold (plans, prices, rules), known without any enrollment.
 * - media, sites: the sites' pictures and pages.
 * - enrollments: starting an enrollment and its filter, context and group code.
 * - cart: the shopping on an enrollment (plan pages, questions, the cart, the cart following the quote).
 * - members, quotes: signed-in members and their quotes; quotes sent and the links they carry.
 * - billing, consent: the billing step's rules and store; agreement texts, the consent chain, signing links.
 * - carriers: the 834 files confirmed enrollments reach the carriers in (checked by an outside X12 parser), and the
 *   carriers' answers; below the wizard, whose receipt says where an enrollment was sent (docs/adr/0803).
 * - wizard: the steps, the review that confirms, remote signing: it composes billing and consent.
 * - support: inspects and replays any enrollment.
 * - operators: set up reps, groups, hosts, sign-ins and the catalogue (docs/adr/0801-operators.md); their tokens are
 *   support's with another role.
 * - benefit, seed: the benefit-service API over the catalogue; demo data.
 * - (app): app.ts, index.ts, main.ts, config.ts: the composition root.
 */
export const SERVER_LAYERS = [
  '(base)',
  'db',
  'security',
  'sessions',
  'repository',
  'commands',
  'http',
  'mail',
  'catalog',
  'media',
  'sites',
  'enrollments',
  'cart',
  'members',
  'quotes',
  'billing',
  'consent',
  'carriers',
  'wizard',
  'support',
  'operators',
  'benefit',
  'seed',
  '(app)',
] as const;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

const IMPORT = /(?:^|\n)\s*(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;

/** The file a relative specifier names: as written, or with the extension or index file TypeScript would try. */
const resolveSpecifier = (from: string, spec: string): string | undefined => {
  const base = resolve(dirname(from), spec);
  const candidates = [base, base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'), `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile());
};

/** Each source file under `src` and the files of the same tree it imports (relative imports only). */
export const importGraph = (src: string): Map<string, string[]> =>
  new Map(
    sourceFiles(src).map((file) => [
      file,
      [...readFileSync(file, 'utf8').matchAll(IMPORT)]
        .map((m) => m[1] ?? m[2] ?? m[3] ?? '')
        .filter((spec) => spec.startsWith('.'))
        .flatMap((spec) => resolveSpecifier(file, spec) ?? []),
    ]),
  );

/** The import circles of a graph: its strongly connected components of more than one file, or a file importing itself. */
export const cyclesOf = (graph: ReadonlyMap<string, readonly string[]>): string[][] => {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      component.push(member);
      if (member === file) break;
    }
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
};

const packageCycles = (pkg: string): string[] => {
  const src = join(PACKAGES, pkg, 'src');
  return cyclesOf(importGraph(src)).map((cycle) => `${pkg}: ${cycle.map((file) => relative(src, file)).join(', ')}`);
};

/** The server folder (layer) a file belongs to. */
const layerOf = (src: string, file: string): string => {
  const parts = relative(src, file).split('/');
  if (parts.length > 1) return parts[0] ?? '';
  return parts[0] === 'configuration-error.ts' ? '(base)' : '(app)';
};

/** Every import from a folder to one above it (or to a folder no layer names), as `from -> to`. */
export const upwardImports = (src: string, layers: readonly string[]): string[] => {
  const rank = (layer: string) => layers.indexOf(layer);
  return [...importGraph(src)].flatMap(([file, targets]) =>
    targets
      .filter((target) => {
        const from = layerOf(src, file);
        const to = layerOf(src, target);
        return from !== to && (rank(from) < 0 || rank(to) < 0 || rank(to) > rank(from));
      })
      .map((target) => `${relative(src, file)} -> ${relative(src, target)}`),
  );
};

const SERVER_SRC = join(PACKAGES, 'server', 'src');

describe('the import graph', () => {
  it.each(readdirSync(PACKAGES).filter((pkg) => existsSync(join(PACKAGES, pkg, 'src'))))('%s has no import circle but the known ones', (pkg) => {
    expect(packageCycles(pkg)).toEqual([]);
  });

  it("places every server folder in a layer", () => {
    const folders = readdirSync(SERVER_SRC).filter((name) => statSync(join(SERVER_SRC, name)).isDirectory());
    expect(folders.filter((folder) => !(SERVER_LAYERS as readonly string[]).includes(folder))).toEqual([]);
  });

  it("has the server's folders import only downward", () => {
    expect(upwardImports(SERVER_SRC, SERVER_LAYERS)).toEqual([]);
  });

  it('catches a planted circle and a planted upward import (the checker itself works)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'import-graph-'));
    try {
      mkdirSync(join(dir, 'low'));
      mkdirSync(join(dir, 'high'));
      writeFileSync(join(dir, 'low', 'a.ts'), "import type { B } from './b.ts';\nexport type A = B;\n");
      writeFileSync(join(dir, 'low', 'b.ts'), "import { c } from '../high/c';\nexport type B = string;\nexport const b = c;\n");
      writeFileSync(join(dir, 'high', 'c.ts'), "export { b } from '../low/b.ts';\nimport type { A } from '../low/a.ts';\nexport const c: A = '';\n");
      writeFileSync(join(dir, 'high', 'd.test.ts'), "import '../low/a.ts';\n");
      const cycles = cyclesOf(importGraph(dir)).map((cycle) => cycle.map((file) => relative(dir, file)));
      expect(cycles).toEqual([['high/c.ts', 'low/a.ts', 'low/b.ts']]);
      expect(upwardImports(dir, ['low', 'high'])).toEqual(['low/b.ts -> high/c.ts']);
      expect(upwardImports(dir, ['high', 'low'])).toEqual(['high/c.ts -> low/b.ts', 'high/c.ts -> low/a.ts']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
