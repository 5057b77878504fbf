import { existsSync, statSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
import type { CatalogueFileProblem } from '@benefit-store/server';
import { describeError } from '@benefit-store/domain';
import { ExitCode } from '../output.ts';
import type { GlobalOptions, Wiring } from '../wiring.ts';
import { OPERATOR_TOKEN_VARIABLE, operatorToken } from './admin/index.ts';
import { loadServer } from './support/database.ts';

/**
 * `catalogue import|export`: the plan catalogue as files (docs/catalogue-format.md). The server checks a document
 * and names each wrong field by its path; this side knows the files, so every refusal is said as file:line.
 */

const say = (problems: readonly CatalogueFileProblem[]) => {
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
  $ benefit-store catalogue export --out my-catalogue/             # catalogue.yaml and rates.csv
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
          // The files are read as the server's first start reads the demo catalogue (loaded only for this command).
          const { pathOf, readCatalogueFiles, whereIs } = await loadServer();
          const read = readCatalogueFiles(path);
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
          const lists = [
            list('carriers added', r.carriersAdded),
            list('carriers changed', r.carriersChanged),
            list('questions added', r.questionsAdded),
            list('questions changed', r.questionsChanged),
            list('plans added', r.plansAdded),
            list('plans changed', r.plansChanged),
            list('offers added', r.offersAdded),
            list('offers changed', r.offersChanged),
          ].join('');
          const headline = r.dryRun ? (lists === '' ? 'Would change nothing' : 'Would change') : r.changed ? 'Imported' : 'Nothing to change';
          process.stdout.write(`${headline} (${basename(path)}; catalogue version ${r.version})\n${lists}`);
        }),
    )
    .addCommand(
      new Command('export')
        .description('write the whole catalogue as one document')
        .option('--out <file|dir>', 'write here instead of standard output; a directory (one that exists, or a path ending in /) gets catalogue.yaml and rates.csv')
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
          const { catalogueYaml, writeCatalogueFiles } = await loadServer();
          const out = options.out;
          if (out && (out.endsWith('/') || (existsSync(out) && statSync(out).isDirectory()))) {
            writeCatalogueFiles(out, result.value.document);
            return void process.stdout.write(`Catalogue version ${result.value.version} written to ${out} (catalogue.yaml, rates.csv)\n`);
          }
          const text = format === 'json' ? `${JSON.stringify(result.value.document, null, 2)}\n` : catalogueYaml(result.value.document);
          if (options.out) {
            writeFileSync(options.out, text);
            process.stdout.write(`Catalogue version ${result.value.version} written to ${options.out}\n`);
          } else process.stdout.write(text);
        }),
    );
