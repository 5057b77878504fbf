import { Command } from 'commander';
import type { OutboxMail, OutboxMailSummary } from '@benefit-store/ports';
import { reportError } from '../output.ts';
import type { GlobalOptions, Wiring } from '../wiring.ts';

interface ListOptions {
  json?: boolean;
}

interface ShowOptions {
  json?: boolean;
  html?: boolean;
}

/** 2026-11-21T12:00:05.123Z -> 2026-11-21 12:00:05 (UTC, as the server stores it). */
const when = (iso: string) => iso.replace('T', ' ').replace(/\.\d+Z$|Z$/, '');

const cut = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width));

/** Each column as wide as its widest cell, so a long kind ('signing-link') or id never pushes the rest out of line. */
const width = (title: string, cells: readonly string[]) => Math.max(title.length, ...cells.map((c) => c.length));

const printList = (mails: readonly OutboxMailSummary[]) => {
  const id = width('ID', mails.map((m) => m.id));
  const status = width('STATUS', mails.map((m) => m.status));
  const kind = width('KIND', mails.map((m) => m.kind));
  if (mails.length > 0) process.stdout.write(`${'ID'.padEnd(id)} ${'STATUS'.padEnd(status)} ${'KIND'.padEnd(kind)} ${'CREATED (UTC)'.padEnd(19)} ${'TO'.padEnd(28)} SUBJECT\n`);
  for (const m of mails) {
    process.stdout.write(`${m.id.padEnd(id)} ${m.status.padEnd(status)} ${m.kind.padEnd(kind)} ${when(m.createdAt)} ${cut(m.to, 28)} ${m.subject}\n`);
  }
  process.stdout.write(`${mails.length} ${mails.length === 1 ? 'message' : 'messages'}\n`);
};

const printMail = (m: OutboxMail) => {
  const rows: [string, string | undefined][] = [
    ['Status', `${m.status} (${m.attempts} ${m.attempts === 1 ? 'attempt' : 'attempts'})`],
    ['Kind', m.kind],
    ['To', m.to],
    ['Subject', m.subject],
    ['Created', when(m.createdAt)],
    ['Sent', m.sentAt && when(m.sentAt)],
    ['Next try', m.nextAttemptAt && when(m.nextAttemptAt)],
    ['Last error', m.lastError],
    ['Enrollment', m.enrollmentId],
  ];
  process.stdout.write(`Mail #${m.id}\n`);
  for (const [label, value] of rows) if (value) process.stdout.write(`${`${label}:`.padEnd(12)}${value}\n`);
  process.stdout.write(`\n${m.text || '(the body was removed after delivery)\n'}`);
};

/**
 * `mail`: the development server's outbox from the terminal: what the server queued to send, whether it went
 * out, and each message's text. Read-only; a production server, or one not started with DEV_MAILBOX=1, does not answer (exit code 3).
 */
export const mailCommand = (wire: (options: GlobalOptions) => Wiring) => {
  const mail = new Command('mail')
    .description("the development server's outgoing e-mail (quotes, resume codes, receipts), read-only")
    .addHelpText(
      'after',
      `
Examples:
  $ benefit-store mail list
  $ benefit-store mail show 12
  $ benefit-store mail show 12 --html > mail-12.html
  $ benefit-store --api http://localhost:8080 mail list --json

The same messages are at http://localhost:8080/dev/mailbox. The server shows them only when asked for
(DEV_MAILBOX=1, which \`npm start\` sets in development), never in production, and only to this machine.
Without SMTP_URL the server sends nothing: messages stay "pending" there.`,
    );

  mail
    .command('list')
    .description('list the newest queued messages (at most 100), newest first')
    .option('--json', 'print the messages in JSON')
    .action(async (options: ListOptions, command: Command) => {
      const wiring = wire(command.optsWithGlobals<GlobalOptions>());
      const result = await wiring.useCases.listOutboxMail();
      if (result.isErr()) return reportError(result.error, Boolean(options.json), { fieldsAreOptions: false });
      if (options.json) process.stdout.write(`${JSON.stringify(result.value, null, 2)}\n`);
      else printList(result.value);
    });

  mail
    .command('show')
    .description('show one message: its headers, delivery status and text body')
    .argument('<id>', 'the message id, as `mail list` shows it')
    .option('--json', 'print the message, bodies included, in JSON')
    .option('--html', 'print only the HTML body')
    .action(async (id: string, options: ShowOptions, command: Command) => {
      const wiring = wire(command.optsWithGlobals<GlobalOptions>());
      const result = await wiring.useCases.showOutboxMail(id);
      if (result.isErr()) return reportError(result.error, Boolean(options.json), { fieldsAreOptions: false });
      if (options.json) process.stdout.write(`${JSON.stringify(result.value, null, 2)}\n`);
      else if (options.html) process.stdout.write(result.value.html);
      else printMail(result.value);
    });

  return mail;
};
