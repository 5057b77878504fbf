import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO), what the message was actually delivered to. */
  readonly rcptTo: readonly string[];
  readonly from: string;
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly messageId: string;
}

export interface TestSmtp {
  /** smtp://127.0.0.1:<port>, what SMTP_URL would be. */
  readonly url: string;
  readonly received: ReceivedMail[];
  /** The next `count` messages are refused with this reply code (e.g. 451, try again later) after their data. */
  refuseNext(count: number, responseCode: number): void;
  /** Each accepted message is held this long before the server answers (to make concurrent senders overlap). */
  setDelay(ms: number): void;
  /** Resolves once `count` messages have been accepted in total. */
  waitFor(count: number, timeoutMs?: number): Promise<readonly ReceivedMail[]>;
  reset(): void;
  close(): Promise<void>;
}

const addresses = (field: AddressObject | AddressObject[] | undefined): string[] =>
  [field ?? []].flat().flatMap((a) => a.value.map((v) => v.address ?? ''));

/** A real SMTP server on a random local port (plain SMTP, no auth), keeping what it accepted, parsed. */
export const startTestSmtp = async (): Promise<TestSmtp> => {
  const received: ReceivedMail[] = [];
  let refusals: { count: number; code: number } = { count: 0, code: 451 };
  let delayMs = 0;
  const waiters = new Set<() => void>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed: ParsedMail) => {
          if (refusals.count > 0) {
            refusals = { ...refusals, count: refusals.count - 1 };
            const reason = refusals.code >= 500 ? 'Mailbox unavailable' : 'Mailbox busy, try again later';
            return callback(Object.assign(new Error(reason), { responseCode: refusals.code }));
          }
          if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
          received.push({
            rcptTo: session.envelope.rcptTo.map((r) => r.address),
            from: addresses(parsed.from)[0] ?? '',
            to: addresses(parsed.to),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            messageId: parsed.messageId ?? '',
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });

  // A client killed in the middle of a conversation (the kill -9 suites and the deployment test) resets its connection:
  // a mail server carries on. Without a listener the server's 'error' event ended the test's process (a deploy run).
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') console.warn(`test SMTP server: ${error.message}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext: (count, code) => {
      refusals = { count, code };
    },
    setDelay: (ms) => {
      delayMs = ms;
    },
    waitFor: (count, timeoutMs = 20_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(received);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} messages, the SMTP server received ${received.length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    reset: () => {
      received.length = 0;
      refusals = { count: 0, code: 451 };
      delayMs = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
