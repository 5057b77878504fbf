import { Command } from 'commander';
import type { EnrollmentInspection } from '@benefit-store/ports';
import { reportError } from '../../output.ts';
import type { GlobalOptions, Wiring } from '../../wiring.ts';
import { supportToken, type SupportGlobals } from './token-source.ts';

interface InspectOptions {
  json?: boolean;
}

const line = (text = '') => process.stdout.write(`${text}\n`);
const compact = (value: unknown) => JSON.stringify(value);

const print = (e: EnrollmentInspection) => {
  line(`Enrollment ${e.enrollmentId}  status ${e.status}${e.finished ? ' (finished)' : ''}  version ${e.version}`);
  line(`Started ${e.startedAt}, last changed ${e.updatedAt}${e.effectiveDate ? `, effective ${e.effectiveDate}` : ''}`);
  line(`Context: ${compact(e.context)}`);
  line(`Filter:  ${compact(e.filter)}`);
  line(`Cart:    ${e.cart.length === 0 ? 'empty' : e.cart.map(compact).join(', ')}`);
  line('\nTabs');
  for (const t of e.tabs.filter((tab) => tab.required || tab.saved)) line(`  ${t.tab.padEnd(18)} ${t.state}`);
  line('\nWhy it cannot move on');
  if (e.reasons.length === 0) line('  nothing: not stuck');
  for (const r of e.reasons) line(`  ${r.tab ? `${r.tab}: ` : ''}${r.message}  [${r.code}]`);
  if (e.agreements.length > 0) {
    // The words accepted, in the language they were read in (--json shows each body): what the consent records name.
    line('\nAgreements accepted');
    for (const a of e.agreements) line(`  ${a.key.padEnd(22)} v${a.version} ${a.language}  ${a.hash.slice(0, 16)}  ${a.head}`);
  }
  if (e.carriers.length > 0) {
    line('\nCarriers');
    for (const c of e.carriers) line(`  ${c.carrier}: sent on ${c.sentAt.slice(0, 10)} in ${c.fileName} (control ${c.controlNumber}), ${c.status}${c.errors.length > 0 ? `: ${c.errors.join('; ')}` : ''}`);
  }
  line('\nJournal');
  for (const j of e.journal) {
    const fields = Object.entries(j.fields).map(([f, m]) => `${f}: ${m}`).join('; ');
    line(`  ${j.at.replace('T', ' ').slice(0, 19)}  ${j.outcome === 'ok' ? 'ok     ' : 'REFUSED'}  ${j.type.padEnd(26)} ${j.actor}${fields ? `\n      ${fields}` : ''}`);
  }
  const sections = Object.keys(e.sections);
  if (sections.length > 0) line(`\nSaved sections (personal data masked): ${sections.join(', ')}  (--json shows them)`);
};

/** `support inspect`: one enrollment, its tabs and its journal, personal data masked. */
export const inspectCommand = (wire: (options: GlobalOptions) => Wiring) =>
  new Command('inspect')
    .description('show one enrollment: context, cart, each tab saved / valid / missing, the journal with its refusals (personal data masked)')
    .argument('<id>', 'the enrollment id (as `support stuck` lists it)')
    .option('--json', 'print the whole inspection, saved sections included, in JSON')
    .addHelpText('after', '\nExamples:\n  $ benefit-store support inspect 6c1f0a4e-...\n  $ benefit-store support inspect 6c1f0a4e-... --json | jq .journal')
    .action(async (id: string, options: InspectOptions, command: Command) => {
      const globals = command.optsWithGlobals<SupportGlobals>();
      const token = supportToken(globals);
      if (!token) return;
      const result = await wire(globals).support(token).inspectEnrollment(id);
      if (result.isErr()) return reportError(result.error, Boolean(options.json), { fieldsAreOptions: false });
      if (options.json) process.stdout.write(`${JSON.stringify(result.value, null, 2)}\n`);
      else print(result.value);
    });
