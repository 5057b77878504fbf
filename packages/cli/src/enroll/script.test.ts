import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { calendarDateOf, Messages } from '@benefit-store/domain';
import { figuresOf, quantile } from './batch.ts';
import { checkScript } from './check.ts';
import { parseScript, readScript } from './script.ts';

const EXAMPLES = join(import.meta.dirname, '../../../../examples');
const base = `
context: {as: applicant}
filter: {zip: "75001", dob: 01/15/1985, gender: "1", tier: IO}
plans: [{id: "111"}]
steps: {}
`;

describe('enrollment scripts', () => {
  it('decodes every example, and each passes its dry run', () => {
    const files = readdirSync(EXAMPLES).filter((f) => f.endsWith('.yaml'));
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const file of files) {
      const decoded = readScript(join(EXAMPLES, file));
      if (!decoded.ok) throw new Error(`${file}: ${JSON.stringify(decoded.problems)}`);
      expect(checkScript(decoded.script, calendarDateOf(new Date('2026-11-21T12:00:00Z'))).fields, file).toEqual({});
    }
  });

  it('names the path of each bad value: unknown keys, numbers for text, a context of no known kind, a plan without a name', () => {
    const problems = (text: string) => {
      const decoded = parseScript(text);
      return decoded.ok ? [] : decoded.problems.map((p) => `${p.path}: ${p.message}`);
    };
    expect(problems(base)).toEqual([]);
    expect(problems(base.replace('steps: {}', 'steps: {primary_info: {ssn: 123456789, shoe: "9"}}'))).toEqual([
      expect.stringMatching(/^steps\.primary_info\.shoe: unknown key/),
      'steps.primary_info.ssn: expected text, got 123456789: put it in quotes ("123456789")',
    ]);
    expect(problems(base.replace('as: applicant', 'as: robot'))).toEqual([expect.stringMatching(/^context\.as: expected one of applicant, rep, group-member, existing-member/)]);
    expect(problems(base.replace('[{id: "111"}]', '[{option: "x"}]'))).toEqual(['plans.0: give the plan an id, or a category and a name']);
    expect(problems(base.replace('context: {as: applicant}\n', ''))).toEqual(['context: is required']);
    expect(problems('context: [')[0]).toMatch(/^script:1:/);
    expect(problems(base.replace('steps: {}', 'steps: {billing: {method: cash}}'))).toEqual(['steps.billing.method: expected one of cc, eft, list, elist, stmt, got "cash"']);
  });

  it('dry-runs with the domain validators: errors by section and field', () => {
    const decoded = parseScript(base.replace('zip: "75001"', 'zip: "7500"').replace('steps: {}', 'steps: {primary_info: {first_name: Dana, ssn: "12"}}'));
    if (!decoded.ok) throw new Error('not decoded');
    const result = checkScript(decoded.script, calendarDateOf(new Date('2026-11-21T12:00:00Z')));
    expect(result.fields).toMatchObject({ 'filter.zip': Messages.invalidZip, 'primary_info.ssn': Messages.invalidSsn, 'primary_info.last_name': Messages.fieldRequired });
  });
});

describe('batch figures', () => {
  it('takes nearest-rank quantiles and lists steps in journey order', () => {
    expect(quantile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.5)).toBe(5);
    expect(quantile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.99)).toBe(10);
    const step = (kind: string, ms: number) => ({ kind, step: kind, ok: true, ms, summary: '' });
    const figures = figuresOf(
      [
        { file: 'a', round: 0, outcome: { ok: true, steps: [step('review', 30), step('context', 10)] } },
        { file: 'b', round: 0, outcome: { ok: true, steps: [step('review', 50), step('context', 20)] } },
      ],
      2,
    );
    expect(figures).toMatchObject({ runs: 2, succeeded: 2, failed: 0, enrollmentsPerSecond: 1 });
    expect(figures.steps).toEqual([
      { step: 'context', count: 2, p50: 10, p99: 20 },
      { step: 'review', count: 2, p50: 30, p99: 50 },
    ]);
  });
});
