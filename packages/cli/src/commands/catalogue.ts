import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
import { isMap, isSeq, LineCounter, parseDocument, stringify, type Document } from 'yaml';
import { describeError } from '@benefit-store/domain';
import { ExitCode } from '../output.ts';
import type { GlobalOptions, Wiring } from '../wiring.ts';
import { OPERATOR_TOKEN_VARIABLE, operatorToken } from './admin/index.ts';

/**
 * `catalogue import|export`: the plan catalogue as files (docs/catalogue-format.md). The server checks a document
 * and names each wrong field by its path; this side knows the files, so every refusal is said as file:line.
 */

/** Where each part of the document came from, to turn a path back into a file and a line. */
interface Source {
  readonly file: string;
  readonly document: Document;
  readonly lines: LineCounter;
  /** Rates read from a CSV file: plans[i].rates[j] -> its line and its columns. */
  readonly csvRates: Map<string, { readonly file: string; readonly line: number }>;
}

const CSV_COLUMNS = ['plan', 'id', 'tier', 'min_age', 'max_age', 'state', 'smoker', 'label', 'coverage', 'monthly'] as const;

/** A CSV cell list: commas, double quotes around a cell that holds one (`"Gold, family"`), "" for a quote. */
const csvCells = (line: string): string[] => {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i]!;
    if (quoted && ch === '"' && line[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (ch === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else {
      cell += ch;
    }
  }
  cells.push(cell);
  return cells.map((c) => c.trim());
};

interface Problem {
  readonly where: string;
  readonly field: string;
  readonly message: string;
}

/** Reads a catalogue: a YAML or JSON file, or a directory with catalogue.yaml|yml|json and an optional rates.csv. */
const readCatalogue = (path: string): { document: Record<string, unknown>; source: Source } | { problems: Problem[] } => {
  const directory = existsSync(path) && statSync(path).isDirectory();
  const file = directory ? ['catalogue.yaml', 'catalogue.yml', 'catalogue.json'].map((name) => join(path, name)).find((f) => existsSync(f)) : path;
  if (!file || !existsSync(file)) return { problems: [{ where: path, field: 'file', message: directory ? 'No catalogue.yaml, catalogue.yml or catalogue.json here' : 'No such file' }] };
  const lines = new LineCounter();
  const document = parseDocument(readFileSync(file, 'utf8'), { lineCounter: lines, prettyErrors: false });
  if (document.errors.length > 0) {
    return { problems: document.errors.map((e) => ({ where: `${file}:${e.linePos?.[0]?.line ?? 1}`, field: 'syntax', message: e.message.split('\n')[0] ?? e.message })) };
  }
  const js: unknown = document.toJS();
  if (typeof js !== 'object' || js === null || Array.isArray(js)) return { problems: [{ where: `${file}:1`, field: 'document', message: 'Must be a set of fields' }] };
  const root = { ...(js as Record<string, unknown>) };
  const csvRates = new Map<string, { file: string; line: number }>();
  const csv = directory ? join(path, 'rates.csv') : undefined;
  if (csv && existsSync(csv)) {
    const rows = readFileSync(csv, 'utf8').split(/\r?\n/);
    const header = csvCells(rows[0] ?? '');
    const problems: Problem[] = [];
    const missing = CSV_COLUMNS.filter((c) => !header.includes(c) && ['plan', 'tier', 'min_age', 'max_age', 'monthly'].includes(c));
    if (missing.length > 0) return { problems: [{ where: `${csv}:1`, field: missing.join(', '), message: 'Missing column' }] };
    const plans = Array.isArray(root.plans) ? root.plans.map((p: unknown) => (typeof p === 'object' && p !== null ? { ...(p as Record<string, unknown>) } : p)) : [];
    rows.slice(1).forEach((text, i) => {
      if (text.trim() === '') return;
      const cells = csvCells(text);
      const row = Object.fromEntries(header.map((column, c) => [column, cells[c] ?? '']));
      const planIndex = plans.findIndex((p) => typeof p === 'object' && p !== null && String((p as Record<string, unknown>).id) === row.plan);
      if (planIndex < 0) return void problems.push({ where: `${csv}:${i + 2}`, field: 'plan', message: 'No plan has this id' });
      const plan = plans[planIndex] as Record<string, unknown>;
      const rates = Array.isArray(plan.rates) ? [...(plan.rates as unknown[])] : [];
      const { plan: _plan, ...rate } = row;
      rates.push(Object.fromEntries(Object.entries(rate).filter(([, v]) => v !== '')));
      plan.rates = rates;
      csvRates.set(`${planIndex}/${rates.length - 1}`, { file: csv, line: i + 2 });
    });
    if (problems.length > 0) return { problems };
    root.plans = plans;
  }
  return { document: root, source: { file, document, lines, csvRates } };
};

/** `plans[3].rates[5].tier` -> ['plans', 3, 'rates', 5, 'tier']. */
const pathOf = (field: string): (string | number)[] =>
  [...field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] !== undefined ? Number(m[2]) : m[1]!));

/** The line a path names: the field's own line, else the line of the nearest part that is in the file. */
const whereIs = (source: Source, path: readonly (string | number)[]): string => {
  if (path[0] === 'plans' && path[2] === 'rates' && typeof path[1] === 'number' && typeof path[3] === 'number') {
    const csv = source.csvRates.get(`${path[1]}/${path[3]}`);
    if (csv) return `${csv.file}:${csv.line}`;
  }
  for (let depth = path.length; depth >= 0; depth -= 1) {
    const parent = depth === 0 ? source.document.contents : source.document.getIn(path.slice(0, depth - 1), true);
    const key = path[depth - 1];
    if (depth === 0) return `${source.file}:1`;
    if (isMap(parent)) {
      const pair = parent.items.find((item) => String((item.key as { value?: unknown } | null)?.value ?? item.key) === String(key));
      const range = (pair?.key as { range?: [number, number, number] } | null)?.range;
      if (range) return `${source.file}:${source.lines.linePos(range[0]).line}`;
    }
    if (isSeq(parent) && typeof key === 'number') {
      const range = (parent.items[key] as { range?: [number, number, number] } | undefined)?.range;
      if (range) return `${source.file}:${source.lines.linePos(range[0]).line}`;
    }
  }
  return `${source.file}:1`;
};

const say = (problems: readonly Problem[]) => {
  for (const p of problems) process.stderr.write(`${p.where}: ${p.field}: ${p.message}\n`);
  process.exitCode = ExitCode.invalidInput;
};


const formatOption = (value: string) => {
  if (value !== 'yaml' && value !== 'json') throw new InvalidArgumentError('Choose yaml or json');
  return value;
};

export const catalogueCommand = (wire: (options: GlobalOptions) => Wiring) =>
  new Command('catalogue')
    .description('operators: the plan catalogue (carriers, plans, texts, rates) as YAML, JSON or CSV files')
    .option('--token <token>', `your operator token (prefer ${OPERATOR_TOKEN_VARIABLE})`)
    .addHelpText(
      'after',
      `
Examples:
  $ benefit-store catalogue export --out catalogue.yaml
  $ benefit-store catalogue import catalogue.yaml --dry-run
  $ benefit-store catalogue import examples/catalogue/          # catalogue.yaml and rates.csv

The format: docs/catalogue-format.md. An import is all or nothing; a wrong field is named as file:line: field (exit 2).`,
    )
    .addCommand(
      new Command('import')
        .description('add and change carriers and plans from a file or directory (all or nothing; the same file twice changes nothing)')
        .argument('<path>', 'a .yaml, .yml or .json file, or a directory with catalogue.yaml and rates.csv')
        .option('--dry-run', 'check and say what would change; change nothing')
        .option('--json', 'print what changed (or would), in JSON')
        .action(async (path: string, options: { dryRun?: boolean; json?: boolean }, command: Command) => {
          const globals = command.optsWithGlobals<GlobalOptions & { token?: string }>();
          const token = operatorToken(globals);
          if (!token) return;
          const read = readCatalogue(path);
          if ('problems' in read) return say(read.problems);
          const result = await wire(globals).catalogue(token).importCatalogue(read.document, Boolean(options.dryRun));
          if (result.isErr()) {
            const error = result.error;
            if (error.kind !== 'validation') {
              process.stderr.write(`${describeError(error)}\n`);
              process.exitCode = error.kind === 'unavailable' ? ExitCode.unavailable : ExitCode.unexpected;
              return;
            }
            return say(Object.entries(error.fields).map(([field, message]) => ({ where: whereIs(read.source, pathOf(field)), field, message })));
          }
          const r = result.value;
          if (options.json) return void process.stdout.write(`${JSON.stringify(r, null, 2)}\n`);
          const list = (label: string, ids: readonly string[]) => (ids.length > 0 ? `  ${label}: ${ids.join(', ')}\n` : '');
          process.stdout.write(
            `${r.dryRun ? 'Would change' : r.changed ? 'Imported' : 'Nothing to change'}${r.dryRun && !(r.carriersAdded.length + r.carriersChanged.length + r.plansAdded.length + r.plansChanged.length) ? ' nothing' : ''} (${basename(path)}; catalogue version ${r.version})\n` +
              list('carriers added', r.carriersAdded) +
              list('carriers changed', r.carriersChanged) +
              list('plans added', r.plansAdded) +
              list('plans changed', r.plansChanged),
          );
        }),
    )
    .addCommand(
      new Command('export')
        .description('write the whole catalogue as one document')
        .option('--out <file>', 'write here instead of standard output')
        .option('--format <yaml|json>', 'the document’s format (default: from --out’s extension, else yaml)', formatOption)
        .option('--json', 'the same as --format json')
        .action(async (options: { out?: string; format?: 'yaml' | 'json'; json?: boolean }, command: Command) => {
          const globals = command.optsWithGlobals<GlobalOptions & { token?: string }>();
          const token = operatorToken(globals);
          if (!token) return;
          const result = await wire(globals).catalogue(token).exportCatalogue();
          if (result.isErr()) {
            process.stderr.write(`${describeError(result.error)}\n`);
            process.exitCode = ExitCode.unavailable;
            return;
          }
          const format = options.json ? 'json' : (options.format ?? (options.out?.endsWith('.json') ? 'json' : 'yaml'));
          const text = format === 'json' ? `${JSON.stringify(result.value.document, null, 2)}\n` : stringify(result.value.document, { lineWidth: 0 });
          if (options.out) {
            writeFileSync(options.out, text);
            process.stdout.write(`Catalogue version ${result.value.version} written to ${options.out}\n`);
          } else process.stdout.write(text);
        }),
    );
