import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, isSeq, LineCounter, parseDocument, stringify, type Document } from 'yaml';
import { isRecord } from '@benefit-store/domain';

/**
 * The catalogue as files (docs/catalogue-format.md): a YAML or JSON document, or a directory with catalogue.yaml and
 * a rates.csv beside it. Read by the operator's `catalogue import` and by the server's first start (the demo
 * catalogue in examples/catalogue); every refusal the server names by a field's path is turned back into file:line.
 */

/** Where each part of the document came from, to turn a path back into a file and a line. */
export interface Source {
  readonly file: string;
  readonly document: Document;
  readonly lines: LineCounter;
  /** Rates read from a CSV file: plans[i].rates[j] -> its line and its columns. */
  readonly csvRates: Map<string, { readonly file: string; readonly line: number }>;
}

export const CSV_COLUMNS = ['plan', 'id', 'tier', 'min_age', 'max_age', 'state', 'smoker', 'label', 'coverage', 'monthly'] as const;

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

export interface CatalogueFileProblem {
  readonly where: string;
  readonly field: string;
  readonly message: string;
}

/** Reads a catalogue: a YAML or JSON file, or a directory with catalogue.yaml|yml|json and an optional rates.csv. */
export const readCatalogueFiles = (path: string): { document: Record<string, unknown>; source: Source } | { problems: CatalogueFileProblem[] } => {
  const directory = existsSync(path) && statSync(path).isDirectory();
  const file = directory ? ['catalogue.yaml', 'catalogue.yml', 'catalogue.json'].map((name) => join(path, name)).find((f) => existsSync(f)) : path;
  if (!file || !existsSync(file)) return { problems: [{ where: path, field: 'file', message: directory ? 'No catalogue.yaml, catalogue.yml or catalogue.json here' : 'No such file' }] };
  const lines = new LineCounter();
  const document = parseDocument(readFileSync(file, 'utf8'), { lineCounter: lines, prettyErrors: false });
  if (document.errors.length > 0) {
    return { problems: document.errors.map((e) => ({ where: `${file}:${e.linePos?.[0]?.line ?? 1}`, field: 'syntax', message: e.message.split('\n')[0] ?? e.message })) };
  }
  const js: unknown = document.toJS();
  if (!isRecord(js)) return { problems: [{ where: `${file}:1`, field: 'document', message: 'Must be a set of fields' }] };
  const root: Record<string, unknown> = { ...js };
  const csvRates = new Map<string, { file: string; line: number }>();
  const csv = directory ? join(path, 'rates.csv') : undefined;
  if (csv && existsSync(csv)) {
    const rows = readFileSync(csv, 'utf8').split(/\r?\n/);
    const header = csvCells(rows[0] ?? '');
    const problems: CatalogueFileProblem[] = [];
    const missing = CSV_COLUMNS.filter((c) => !header.includes(c) && ['plan', 'tier', 'min_age', 'max_age', 'monthly'].includes(c));
    if (missing.length > 0) return { problems: [{ where: `${csv}:1`, field: missing.join(', '), message: 'Missing column' }] };
    // Copies of the plans' records (rates are added to them); anything else is left for the document's reader to refuse.
    const plans: unknown[] = Array.isArray(root.plans) ? root.plans.map((p: unknown) => (isRecord(p) ? { ...p } : p)) : [];
    rows.slice(1).forEach((text, i) => {
      if (text.trim() === '') return;
      const cells = csvCells(text);
      const row = Object.fromEntries(header.map((column, c) => [column, cells[c] ?? '']));
      const planIndex = plans.findIndex((p) => isRecord(p) && String(p.id) === row.plan);
      const plan = plans[planIndex];
      if (!isRecord(plan)) return void problems.push({ where: `${csv}:${i + 2}`, field: 'plan', message: 'No plan has this id' });
      const rates: unknown[] = Array.isArray(plan.rates) ? [...plan.rates] : [];
      const { plan: _plan, ...rate } = row;
      rates.push(Object.fromEntries(Object.entries(rate).filter(([, v]) => v !== '')));
      plans[planIndex] = { ...plan, rates };
      csvRates.set(`${planIndex}/${rates.length - 1}`, { file: csv, line: i + 2 });
    });
    if (problems.length > 0) return { problems };
    root.plans = plans;
  }
  return { document: root, source: { file, document, lines, csvRates } };
};

/** `plans[3].rates[5].tier` -> ['plans', 3, 'rates', 5, 'tier']. */
export const pathOf = (field: string): (string | number)[] =>
  [...field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] !== undefined ? Number(m[2]) : m[1]!));

/** The line a path names: the field's own line, else the line of the nearest part that is in the file. */
export const whereIs = (source: Source, path: readonly (string | number)[]): string => {
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

/** A CSV cell: quoted when it holds a comma, a quote or a line break. */
const csvCell = (value: unknown): string => {
  const text = value === undefined || value === null ? '' : typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The document as a YAML text (long texts kept on one line each: a diff shows what changed). */
export const catalogueYaml = (document: Readonly<Record<string, unknown>>): string => stringify(document, { lineWidth: 0 });

/**
 * A document written as a directory: catalogue.yaml without the rates, and rates.csv with one row per rate (what
 * `readCatalogueFiles` reads back to the same document).
 */
export const writeCatalogueFiles = (directory: string, document: Readonly<Record<string, unknown>>): void => {
  mkdirSync(directory, { recursive: true });
  const rows: string[] = [CSV_COLUMNS.join(',')];
  const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null && !Array.isArray(value);
  const plans = (Array.isArray(document.plans) ? document.plans : []).map((plan: unknown) => {
    if (!isRecord(plan)) return plan;
    const { rates, ...rest } = plan;
    for (const rate of Array.isArray(rates) ? rates : []) {
      const fields: Readonly<Record<string, unknown>> = { plan: rest.id, ...(isRecord(rate) ? rate : {}) };
      rows.push(CSV_COLUMNS.map((column) => csvCell(fields[column])).join(','));
    }
    return rest;
  });
  writeFileSync(join(directory, 'catalogue.yaml'), catalogueYaml({ ...document, plans }));
  writeFileSync(join(directory, 'rates.csv'), `${rows.join('\n')}\n`);
};
