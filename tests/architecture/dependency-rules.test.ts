import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const PACKAGES = resolve(import.meta.dirname, '../../packages');

/** Which imports each package may make, beyond its own relative files and Node's built-ins where allowed. */
const RULES: Record<string, { allow: RegExp[]; nodeBuiltins: boolean }> = {
  domain: { allow: [/^neverthrow$/], nodeBuiltins: false },
  ports: { allow: [/^@benefit-store\/domain$/, /^neverthrow$/], nodeBuiltins: false },
  contract: { allow: [/^io-ts(\/.*)?$/, /^fp-ts(\/.*)?$/, /^@benefit-store\/domain$/], nodeBuiltins: false },
  'adapters-http': {
    allow: [/^@benefit-store\/(ports|domain|contract)$/, /^neverthrow$/, /^io-ts(\/.*)?$/, /^fp-ts(\/.*)?$/, /^undici$/],
    nodeBuiltins: false,
  },
  server: {
    // domain/es: the Spanish twin of the message catalogue, which the reply path answers in (http/language.ts, issue 25).
    allow: [/^@benefit-store\/(domain|contract|ports)$/, /^@benefit-store\/contract\/openapi$/, /^@benefit-store\/domain\/es$/, /^fastify$/, /^@fastify\//, /^@electric-sql\/pglite$/, /^pg$/, /^nodemailer$/, /^prom-client$/, /^yaml$/, /^node-x12$/, /^neverthrow$/, /^io-ts(\/.*)?$/, /^fp-ts(\/.*)?$/],
    nodeBuiltins: true,
  },
  // web and cli are the composition roots: they may know every package but each other.
  web: { allow: [/^@benefit-store\/(domain|ports|contract|adapters-http)$/, /^react(-dom)?(\/.*)?$/, /^react-router-dom$/, /^@tanstack\/react-query$/, /^dompurify$/, /^signature_pad$/, /^i18next$/, /^@benefit-store\/domain\/es$/, /^inversify$/, /^reflect-metadata$/, /^neverthrow$/], nodeBuiltins: false },
  // The CLI also starts the server (`serve`), writes support tokens through the server's store, and runs the
  // domain's rule properties (`rules`, fast-check), and reads enrollment scripts (`enroll`: YAML, decoded with io-ts).
  cli: {
    allow: [/^@benefit-store\/(domain|ports|contract|adapters-http|server)(\/node)?$/, /^@benefit-store\/domain\/testing$/, /^commander$/, /^neverthrow$/, /^fast-check$/, /^yaml$/, /^io-ts(\/.*)?$/, /^fp-ts(\/.*)?$/],
    nodeBuiltins: true,
  },
};

/** Entry points other than the package root that a package publishes on purpose. */
const PUBLIC_SUBPATHS = new Set(['@benefit-store/adapters-http/node', '@benefit-store/domain/testing', '@benefit-store/contract/openapi', '@benefit-store/domain/es']);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

const importsOf = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g)].map(
    (m) => (m[1] ?? m[2] ?? m[3])!,
  );

const violations = (pkg: string): string[] => {
  const rule = RULES[pkg]!;
  const root = join(PACKAGES, pkg, 'src');
  return sourceFiles(root)
    // The testing entry point is for property suites only; it may use fast-check.
    .filter((file) => !(pkg === 'domain' && file.includes(`${join('src', 'testing')}`)))
    .flatMap((file) =>
      importsOf(file)
        .filter((spec) => {
          if (spec.startsWith('.')) return !resolve(file, '..', spec).startsWith(root); // stays inside its own src
          if (spec.startsWith('node:')) return !rule.nodeBuiltins;
          if (spec.startsWith('@benefit-store/') && spec.split('/').length > 2 && !PUBLIC_SUBPATHS.has(spec)) return true;
          return !rule.allow.some((pattern) => pattern.test(spec));
        })
        .map((spec) => `${relative(PACKAGES, file)} imports ${spec}`),
    );
};

describe('dependency rules of the hexagon', () => {
  it.each(Object.keys(RULES))('%s imports only what its layer may', (pkg) => {
    expect(violations(pkg)).toEqual([]);
  });

  it('covers every package in the workspace', () => {
    expect(readdirSync(PACKAGES).sort()).toEqual(Object.keys(RULES).sort());
  });

  it('catches a forbidden import (the checker itself works)', () => {
    expect(importsOf(join(PACKAGES, 'ports/src/use-cases/browse-plans.ts')).length).toBeGreaterThan(0);
    const fake = { ...RULES.ports!, allow: [] };
    const original = RULES.ports;
    RULES.ports = fake;
    try {
      expect(violations('ports').some((v) => v.includes('@benefit-store/domain'))).toBe(true);
    } finally {
      RULES.ports = original!;
    }
  });
});
