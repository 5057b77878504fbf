import { Command } from 'commander';
import { Messages, validationError, type DomainError, type GroupSetupInput, type PaymentMethod, type RepSetupInput } from '@benefit-store/domain';
import type { GroupSite, RepSite } from '@benefit-store/ports';
import { readFileSync } from 'node:fs';
import { err, errAsync, ok, type Result, type ResultAsync } from 'neverthrow';
import { ExitCode, reportError } from '../../output.ts';
import type { GlobalOptions, Wiring } from '../../wiring.ts';
import { withServerDatabase, type DatabaseOptions } from '../support/database.ts';

export const OPERATOR_TOKEN_VARIABLE = 'BENEFIT_STORE_OPERATOR_TOKEN';

interface AdminGlobals extends GlobalOptions {
  token?: string;
  json?: boolean;
}

/** The options each wire field is typed as, so a refusal names what the operator wrote (`--first-name: ...`). */
const OPTION_OF: Readonly<Record<string, string>> = {
  first_name: 'first-name', last_name: 'last-name', display_name: 'display-name', landing_url: 'landing-url',
  brand_color: 'brand-color', quote_form: 'quote-form', rep_code: 'rep', about_us: 'about', address1: 'address', group_code: 'group',
  billing_mode: 'billing',
};

const asOptions = (error: DomainError): DomainError =>
  error.kind === 'validation' ? { kind: 'validation', fields: Object.fromEntries(Object.entries(error.fields).map(([field, message]) => [OPTION_OF[field] ?? field, message])) } : error;

/** The operator's token: --token, else BENEFIT_STORE_OPERATOR_TOKEN; says how to get one when there is none. */
export const operatorToken = (globals: { readonly token?: string | undefined }): string | undefined => {
  const token = globals.token ?? process.env[OPERATOR_TOKEN_VARIABLE];
  if (token) return token;
  process.stderr.write(`No operator token: set ${OPERATOR_TOKEN_VARIABLE} (create one on the server's database with \`benefit-store admin token create --name YOU\`).\n`);
  process.exitCode = ExitCode.invalidInput;
  return undefined;
};

/** Runs an operator's call and prints what the store now has. */
const runWith = async <T extends RepSite | GroupSite>(
  wire: (options: GlobalOptions) => Wiring,
  command: Command,
  call: (admin: ReturnType<Wiring['admin']>) => ResultAsync<T, DomainError>,
  say: (site: T) => string,
): Promise<void> => {
  const globals = command.optsWithGlobals<AdminGlobals>();
  const token = operatorToken(globals);
  if (!token) return;
  const result = await call(wire(globals).admin(token));
  if (result.isErr()) return reportError(asOptions(result.error), Boolean(globals.json));
  process.stdout.write(globals.json ? `${JSON.stringify(result.value, null, 2)}\n` : `${say(result.value)}\n`);
};

/**
 * Options named as the operator types them, read back into the wire's field names; `--logo FILE` is read here and
 * sent as base64 (what the file is, the server's check of its bytes says). A file that cannot be read is refused
 * by its option before anything is sent.
 */
const fieldsOf = <K extends string>(options: Record<string, unknown>, names: Readonly<Record<string, K>>): Result<Partial<Record<K | 'logo', string>>, DomainError> => {
  const out: Partial<Record<K | 'logo', string>> = {};
  for (const [option, field] of Object.entries(names)) {
    const value = options[option];
    if (typeof value === 'string') out[field] = value;
  }
  if (typeof options.logo === 'string') {
    try {
      out.logo = readFileSync(options.logo).toString('base64');
    } catch {
      return err(validationError({ logo: Messages.fileNotReadable }));
    }
  }
  return ok(out);
};

const withFields = <K extends string, T>(
  options: Record<string, unknown>,
  names: Readonly<Record<string, K>>,
  send: (fields: Partial<Record<K | 'logo', string>>) => ResultAsync<T, DomainError>,
): ResultAsync<T, DomainError> => fieldsOf(options, names).match(send, (error) => errAsync(error));

const REP_OPTIONS = {
  code: 'code', firstName: 'first_name', lastName: 'last_name', email: 'email', phone: 'phone', displayName: 'display_name',
  tagline: 'tagline', bio: 'bio', landingUrl: 'landing_url', brandColor: 'brand_color', quoteForm: 'quote_form',
} as const satisfies Record<string, keyof RepSetupInput>;

const GROUP_OPTIONS = {
  code: 'code', employer: 'employer', rep: 'rep_code', displayName: 'display_name', phone: 'phone', email: 'email', address: 'address1',
  city: 'city', state: 'state', zip: 'zip', landingUrl: 'landing_url', brandColor: 'brand_color', about: 'about_us', quoteForm: 'quote_form',
  billing: 'billing_mode', plans: 'plans',
} as const satisfies Record<string, keyof GroupSetupInput>;

const repOptions = (command: Command, adding: boolean) =>
  command
    .option('--first-name <name>', adding ? 'the rep’s first name (required)' : 'the rep’s first name')
    .option('--last-name <name>', adding ? 'the rep’s last name (required)' : 'the rep’s last name')
    .option('--email <address>', adding ? 'where the rep’s site says to write (required)' : 'where the rep’s site says to write')
    .option('--phone <number>', adding ? 'the site’s phone number, ten digits (required)' : 'the site’s phone number, ten digits')
    .option('--display-name <name>', 'the site’s name (default: the rep’s name)')
    .option('--tagline <text>', 'one line under the name')
    .option('--bio <text>', 'the "about" text')
    .option('--landing-url <segment>', 'the site’s address: /SEGMENT, e.g. jordan-avery')
    .option('--brand-color <#rrggbb>', 'the site’s colour (default #1f4fd1)')
    .option('--quote-form <form|slides>', 'how the landing page asks for a quote (default form)')
    .option('--logo <file>', 'the site’s logo: a PNG, JPEG or WebP file of at most 512 KB');

const groupOptions = (command: Command, adding: boolean) =>
  command
    .option('--employer <name>', adding ? 'the employer’s name (required)' : 'the employer’s name')
    .option('--rep <code>', adding ? 'the access code of the rep who sold the group (required)' : 'move the group to this rep')
    .option('--phone <number>', adding ? 'the benefits contact’s phone, ten digits (required)' : 'the benefits contact’s phone')
    .option('--email <address>', adding ? 'the benefits contact’s e-mail (required)' : 'the benefits contact’s e-mail')
    .option('--display-name <name>', 'the site’s name (default: the employer’s)')
    .option('--address <street>', 'street address')
    .option('--city <city>', 'city')
    .option('--state <XX>', 'state, two letters')
    .option('--zip <zip>', 'ZIP code')
    .option('--landing-url <segment>', 'the site’s address: /SEGMENT')
    .option('--brand-color <#rrggbb>', 'the site’s colour')
    .option('--about <text>', 'the "about us" text')
    .option('--quote-form <form|slides>', 'how the landing page asks for a quote')
    .option(
      '--billing <cc|eft|list|elist|stmt>',
      'how members pay: cc card (or EFT), eft bank only, list list billing, elist list billing by EFT, stmt statement; all but cc lock the wizard’s billing step to it; none: card or EFT as individuals pay (the default)',
    )
    .option('--plans <ids>', 'exactly the plans the group’s own portal offers, comma-separated plan ids such as 131,132 (those plans are then sold only through portals); none: no plans of its own')
    .option('--logo <file>', 'the site’s logo: a PNG, JPEG or WebP file of at most 512 KB');

/** Every command that answers with data offers it in JSON for scripts. */
const withJson = (command: Command) => command.option('--json', 'print what the store now has, in JSON');

const BILLING_NAMES: Readonly<Record<PaymentMethod, string>> = { cc: 'card', eft: 'bank (EFT)', list: 'list billing', elist: 'list billing by EFT', stmt: 'statement' };

const sayRep = (verb: string) => (rep: RepSite) =>
  `Rep ${rep.code} ${verb}: ${rep.displayName}${rep.landingUrl ? `, site /${rep.landingUrl}` : ''}${rep.disabled ? ' (disabled)' : ''}`;
const sayGroup = (verb: string) => (group: GroupSite) =>
  `Group ${group.code} ${verb}: ${group.employer} under rep ${group.repCode}${group.landingUrl ? `, site /${group.landingUrl}` : ''}${group.customDomain ? `, host ${group.customDomain}` : ''}` +
  `, billing ${group.billingMode ? BILLING_NAMES[group.billingMode] : 'by card or EFT (as individuals)'}, plans offered: ${group.plans.length > 0 ? group.plans.join(', ') : 'none of its own'}`;

interface TokenCreateOptions extends DatabaseOptions {
  name: string;
}

/**
 * `admin`: the agency's operators set up reps, groups and hosts through /api/v1/admin/* with their personal token
 * (docs/adr/0801-operators.md); `admin token create` writes an operator's token on the server's database.
 */
export const adminCommand = (wire: (options: GlobalOptions) => Wiring) => {
  const run = <T extends RepSite | GroupSite>(command: Command, call: (admin: ReturnType<Wiring['admin']>) => ResultAsync<T, DomainError>, say: (site: T) => string) =>
    runWith(wire, command, call, say);
  const reps = new Command('reps').description('reps and their sites: add, update, disable');
  reps.addCommand(
    repOptions(withJson(new Command('add').description('add a rep and their site')), true)
      .requiredOption('--code <code>', 'the rep’s access code: 4 to 20 letters and digits')
      .action((options: Record<string, unknown>, command: Command) => run(command, (admin) => withFields(options, REP_OPTIONS, (fields) => admin.addRep(fields)), sayRep('added'))),
  );
  reps.addCommand(
    repOptions(withJson(new Command('update').description('change a rep’s site: only the options given change').argument('<code>', 'the rep’s access code')), false).action(
      (code: string, options: Record<string, unknown>, command: Command) => run(command, (admin) => withFields(options, REP_OPTIONS, (fields) => admin.updateRep(code, fields)), sayRep('updated')),
    ),
  );
  reps.addCommand(
    withJson(new Command('disable'))
      .description('the rep’s access code and landing address stop answering; members and enrollments stay')
      .argument('<code>', 'the rep’s access code')
      .action((code: string, _options: unknown, command: Command) => run(command, (admin) => admin.disableRep(code), sayRep('disabled'))),
  );

  const groups = new Command('groups').description('employer groups and their sites: add, update');
  groups.addCommand(
    groupOptions(withJson(new Command('add').description('add an employer group under its rep, with its own enrollment portal')), true)
      .requiredOption('--code <code>', 'the group enrollment code employees type: 4 to 20 letters and digits')
      .action((options: Record<string, unknown>, command: Command) => run(command, (admin) => withFields(options, GROUP_OPTIONS, (fields) => admin.addGroup(fields)), sayGroup('added'))),
  );
  groups.addCommand(
    groupOptions(withJson(new Command('update').description('change a group’s site: only the options given change').argument('<code>', 'the group’s code')), false).action(
      (code: string, options: Record<string, unknown>, command: Command) => run(command, (admin) => withFields(options, GROUP_OPTIONS, (fields) => admin.updateGroup(code, fields)), sayGroup('updated')),
    ),
  );

  const sites = new Command('sites').description('the hosts sites are served on').addCommand(
    new Command('domain').description('custom hosts').addCommand(
      withJson(new Command('add'))
        .description('serve a group’s site on a host of its own, branded from the host alone')
        .requiredOption('--group <code>', 'the group’s code')
        .requiredOption('--host <host>', 'the host name, e.g. benefits.acme.com (point its DNS at the store)')
        .action((options: { group: string; host: string }, command: Command) =>
          run(command, (admin) => admin.addSiteDomain(options.group, options.host), sayGroup('now served on its host')),
        ),
    ),
  );

  const users = new Command('users').description('sign-ins of reps and group administrators').addCommand(
    withJson(new Command('invite'))
      .description('give a rep or a group administrator a sign-in: the account, and a link by mail to choose a password')
      .requiredOption('--email <address>', 'where the link goes; the sign-in’s e-mail address')
      .requiredOption('--name <name>', 'the person’s name, as the start page greets them')
      .option('--rep <code>', 'a rep’s sign-in: the rep’s access code')
      .option('--group <code>', 'a group administrator’s sign-in: the group’s code')
      .action(async (options: { email: string; name: string; rep?: string; group?: string }, command: Command) => {
        const globals = command.optsWithGlobals<AdminGlobals>();
        const token = operatorToken(globals);
        if (!token) return;
        const input = { email: options.email, name: options.name, ...(options.rep ? { rep_code: options.rep } : {}), ...(options.group ? { group_code: options.group } : {}) };
        const result = await wire(globals).admin(token).inviteUser(input);
        if (result.isErr()) return reportError(asOptions(result.error), Boolean(globals.json));
        const sent = result.value;
        process.stdout.write(
          globals.json ? `${JSON.stringify(sent, null, 2)}\n` : `Invitation sent to ${sent.email} (${sent.role === 'rep' ? 'rep' : 'group administrator'}); the link works until ${sent.expiresAt}.\n`,
        );
      }),
  );

  const token = new Command('token').description('operators’ API tokens, on the server’s database').addCommand(
    withJson(new Command('create'))
      .description('create an operator’s personal API token (written to the server’s database; shown once)')
      .requiredOption('--name <name>', 'who the token is for: the journal names them with it')
      .option('--data-dir <dir>', 'the server’s PGlite data directory (default: BENEFIT_STORE_DATA_DIR or .data; DATABASE_URL wins)')
      .action(async (options: TokenCreateOptions, command: Command) => {
        const json = Boolean(command.optsWithGlobals<AdminGlobals>().json);
        const name = options.name.trim();
        if (name === '' || name.length > 100) {
          process.stderr.write('  --name: Field is required (at most 100 characters)\n');
          process.exitCode = ExitCode.invalidInput;
          return;
        }
        const created = await withServerDatabase(options, (db, server) => db.transaction((tx) => server.createSupportToken(tx, name, 'operator')));
        if (!created) return;
        if (json) process.stdout.write(`${JSON.stringify(created, null, 2)}\n`);
        else process.stdout.write(`Operator token for ${created.name} (id ${created.id}); it is not shown again:\n\n  ${created.token}\n\n`);
      }),
  );

  return new Command('admin')
    .description('operators: set up reps, groups and their sites without editing code')
    .option('--token <token>', `your operator token (prefer ${OPERATOR_TOKEN_VARIABLE}: arguments show in process lists)`)
    .addHelpText(
      'after',
      `
Examples:
  $ benefit-store admin token create --name "Sam Rivera"          # on the server's database
  $ export ${OPERATOR_TOKEN_VARIABLE}=bst_...
  $ benefit-store admin reps add --code REP3003 --first-name Ana --last-name Cruz \\
      --email ana@cruzbenefits.example --phone 2145550100 --landing-url ana-cruz --brand-color '#0f766e'
  $ benefit-store admin reps update REP3003 --brand-color '#7c3aed' --logo ana-cruz.png
  $ benefit-store admin groups add --code ACME3003 --employer "Acme West" --rep REP3003 \\
      --phone 2145550111 --email hr@acmewest.example --landing-url acme-west
  $ benefit-store admin groups update ACME3003 --about 'Roofers since 1988.'
  $ benefit-store admin groups update ACME3003 --billing list --plans 131,132 --json
  $ benefit-store admin sites domain add --group ACME3003 --host benefits.acmewest.example
  $ benefit-store admin users invite --email ana@cruzbenefits.example --name "Ana Cruz" --rep REP3003
  $ benefit-store admin reps disable REP3003

Every change is journaled with your name.`,
    )
    .addCommand(reps)
    .addCommand(groups)
    .addCommand(sites)
    .addCommand(users)
    .addCommand(token);
};
