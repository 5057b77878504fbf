import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SessionGroups } from '@benefit-store/ports';
import { SPEC_SESSION_NAMES } from '../../packages/web/src/app/browser-session-store.ts';

const PORTS = resolve(import.meta.dirname, '../../packages/ports/src');

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

const specNames = Object.values(SPEC_SESSION_NAMES).flatMap((fields) => Object.entries(fields));

// Names the spec also uses on the wire or inside a stored JSON value, where ports legitimately reads them.
const ALSO_WIRE_NAMES = new Set(['display_name']);

describe('the session store names (docs/adr/0503)', () => {
  it('gives every field of every group its own localStorage name', () => {
    const fields = Object.values(SessionGroups).flat();
    expect(specNames.map(([field]) => field).sort()).toEqual([...fields].sort());
    expect(new Set(specNames.map(([, name]) => name)).size).toBe(specNames.length);
  });

  it('keeps the spec-only names (open_type, show-quotation, ...) out of packages/ports', () => {
    const specOnly = specNames.filter(([field, name]) => name !== field && !ALSO_WIRE_NAMES.has(name)).map(([, name]) => name);
    expect(specOnly).toContain('open_type');
    const spelled = filesUnder(PORTS).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return specOnly.filter((name) => new RegExp(`['"]${name}['"]`).test(text)).map((name) => `${relative(PORTS, file)} spells '${name}'`);
    });
    expect(spelled).toEqual([]);
  });
});
