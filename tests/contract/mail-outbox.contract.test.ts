import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { apiClient, httpOutboxReader } from '@benefit-store/adapters-http';
import { undiciTransport } from '@benefit-store/adapters-http/node';
import { ListDevMailResponse, ShowDevMailResponse, decode } from '@benefit-store/contract';
import {
  enqueueMail,
  migrate,
  openDatabase,
  piiCipher,
  readOutbox,
  renderMail,
  startMailWorker,
  type Database,
  type MailBrand,
  type MailLogger,
  type OutgoingMail,
} from '@benefit-store/server';
import { startTestSmtp, type TestSmtp } from '../support/smtp.ts';
import { POSTGRES_URL, postgresSuiteEnabled, startTestServer, type Backend, type TestServer } from '../support/test-server.ts';

const postgres = await postgresSuiteEnabled('mail outbox contract');
const backends: Backend[] = ['pglite', ...(postgres ? (['postgres'] as const) : [])];

/** The server's own seal for mail bodies (its PII key); a throwaway one where a worker runs without a server. */
const sealOf = (server: TestServer) => piiCipher(server.keys.piiKey);
const SEAL = piiCipher(randomBytes(32));

const brand: MailBrand = { siteName: 'Acme Benefits', brandColor: '#c2410c', siteUrl: 'https://acme.example' };
const HOSTILE = '<script>alert("pwned")</script>';

const quoteMail = (to: string, recipientName: string): OutgoingMail => ({
  kind: 'quote',
  to,
  ...renderMail('quote', {
    brand,
    recipientName,
    rows: [{ name: 'Dental Plus', price: '$42.00' }],
    totals: [{ name: 'Total Cost', price: '$42.00' }],
    rep: { name: 'Jordan Avery', email: 'jordan.avery@averybenefits.example' },
    message: `Hello!\n${HOSTILE}`,
  }),
});

const simpleMail = (n: number | string, extra: Partial<OutgoingMail> = {}): OutgoingMail => ({
  kind: 'resume-code',
  to: `person${n}@example.com`,
  subject: `Message ${n}`,
  text: `Body ${n}`,
  html: `<p>Body ${n}</p>`,
  ...extra,
});

/** A logger that keeps every line, to prove what the worker never writes. */
const recordingLogger = () => {
  const lines: string[] = [];
  const keep = (level: string) => (details: object, message: string) => void lines.push(`${level} ${message} ${JSON.stringify(details)}`);
  const logger: MailLogger = { info: keep('info'), warn: keep('warn'), error: keep('error') };
  return { lines, logger };
};

const getJson = async (url: string) => {
  const response = await request(url);
  const text = await response.body.text();
  return { status: response.statusCode, body: text ? (JSON.parse(text) as unknown) : null };
};

const getText = async (url: string, headers: Record<string, string> = {}) => {
  const response = await request(url, { headers });
  return { status: response.statusCode, headers: response.headers, text: await response.body.text() };
};

describe.each(backends)('mail outbox on %s, delivered to a real SMTP server', (backend) => {
  let smtp: TestSmtp;
  let server: TestServer;
  let clock = new Date();

  beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await startTestServer(backend, { smtpUrl: smtp.url, now: () => clock, devMailbox: true });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });
  afterEach(() => smtp.reset());

  it('delivers a mail queued in a committed transaction: recipient, subject and escaped HTML', async () => {
    const id = await server.db.transaction((tx) => enqueueMail(tx, quoteMail('sam@example.com', `Sam ${HOSTILE}`), sealOf(server)));
    await server.mail!.drain();
    const [got] = await smtp.waitFor(1);
    expect(got!.rcptTo).toEqual(['sam@example.com']);
    expect(got!.to).toEqual(['sam@example.com']);
    expect(got!.from).toBe('no-reply@benefitstore.example');
    expect(got!.subject).toBe('Your personalized quote from Jordan Avery');
    expect(got!.html).toContain('Hello!<br>&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt;');
    expect(got!.html).toContain('Hello Sam &lt;script&gt;');
    expect(got!.html).not.toContain('<script');
    expect(got!.text).toContain(`Hello Sam ${HOSTILE},`);
    expect(got!.messageId).toMatch(new RegExp(`^<outbox\\.${id}\\.\\d+@benefitstore\\.example>$`));
    expect(await readOutbox(server.db, id, sealOf(server))).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('never sends a message whose transaction rolled back', async () => {
    await expect(
      server.db.transaction(async (tx) => {
        await enqueueMail(tx, simpleMail('rolled-back'), sealOf(server));
        throw new Error('the enrollment change failed');
      }),
    ).rejects.toThrow('the enrollment change failed');
    const committed = await server.db.transaction((tx) => enqueueMail(tx, simpleMail('committed'), sealOf(server)));
    await server.mail!.drain();
    await smtp.waitFor(1);
    expect(smtp.received.map((m) => m.subject)).toEqual(['Message committed']);
    expect(await readOutbox(server.db, committed, sealOf(server))).toMatchObject({ status: 'sent' });
    const rows = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox WHERE subject = 'Message rolled-back'");
    expect(rows[0]!.n).toBe(0);
  });

  it('retries after the SMTP server answers 451, and then delivers the message once', async () => {
    smtp.refuseNext(1, 451);
    const id = await server.db.transaction((tx) => enqueueMail(tx, simpleMail('busy', { to: 'busy.person@example.com' }), sealOf(server)));
    await server.mail!.drain();
    expect(smtp.received).toEqual([]);
    const waiting = await readOutbox(server.db, id, sealOf(server));
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting!.lastError).toMatch(/^451: /);
    expect(waiting!.lastError).not.toContain('busy.person@example.com');
    expect(waiting!.nextAttemptAt!.getTime()).toBe(clock.getTime() + 30_000);

    // Not before its time...
    clock = new Date(clock.getTime() + 29_000);
    await server.mail!.drain();
    expect(smtp.received).toEqual([]);
    // ...and then once.
    clock = new Date(clock.getTime() + 1_000);
    await server.mail!.drain();
    await smtp.waitFor(1);
    await server.mail!.drain();
    expect(smtp.received.map((m) => m.subject)).toEqual(['Message busy']);
    expect(await readOutbox(server.db, id, sealOf(server))).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('gives up at once when the SMTP server refuses for good (550)', async () => {
    smtp.refuseNext(1, 550);
    const id = await server.db.transaction((tx) => enqueueMail(tx, simpleMail('nobody'), sealOf(server)));
    await server.mail!.drain();
    clock = new Date(clock.getTime() + 24 * 3600_000);
    await server.mail!.drain();
    expect(smtp.received).toEqual([]);
    expect(await readOutbox(server.db, id, sealOf(server))).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('shows the outbox to development tools: the JSON endpoints and the mailbox page', async () => {
    const id = await server.db.transaction((tx) => enqueueMail(tx, { ...quoteMail('dev.tools@example.com', 'Dev'), enrollmentId: 'enr-42' }, sealOf(server)));

    const list = await getJson(`${server.url}/api/v1/dev/mail`);
    expect(list.status).toBe(200);
    const listed = decode(ListDevMailResponse, list.body);
    if (!listed.ok) throw new Error(listed.problems.join('\n'));
    expect(listed.value.data[0]).toMatchObject({ id, kind: 'quote', to: 'dev.tools@example.com', enrollment_id: 'enr-42' });

    const one = await getJson(`${server.url}/api/v1/dev/mail/${id}`);
    const shown = decode(ShowDevMailResponse, one.body);
    if (!shown.ok) throw new Error(shown.problems.join('\n'));
    expect(shown.value.data.html).toContain('&lt;script&gt;');
    expect(shown.value.data.text).toContain('Dental Plus');

    // The adapter the CLI uses reads the same endpoints.
    const outbox = httpOutboxReader(apiClient(undiciTransport(server.url)));
    expect((await outbox.show(id))._unsafeUnwrap()).toMatchObject({ id, subject: 'Your personalized quote from Jordan Avery', enrollmentId: 'enr-42' });
    expect((await outbox.show('987654321'))._unsafeUnwrapErr().kind).toBe('not-found');
    expect((await getJson(`${server.url}/api/v1/dev/mail/not-a-number`)).status).toBe(404);

    const page = await getText(`${server.url}/dev/mailbox`);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text).toContain(`href="/dev/mailbox/${id}"`);
    expect(page.text).toContain('dev.tools@example.com');

    const detail = await getText(`${server.url}/dev/mailbox/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.headers['content-security-policy']).toContain("default-src 'none'");
    // The mail's HTML sits, escaped once more, in a sandboxed frame: no script of it can run in the page.
    expect(detail.text).toMatch(/<iframe [^>]*sandbox="" srcdoc="&lt;!doctype html&gt;/);
    expect(detail.text).toContain('&amp;lt;script&amp;gt;');
    expect(detail.text).not.toContain('<script');
    expect((await getText(`${server.url}/dev/mailbox/987654321`)).status).toBe(404);
  });

  it('answers 404 to a request that came through a proxy, though its peer is this machine (issue 19, section 3)', async () => {
    const id = await server.db.transaction((tx) => enqueueMail(tx, simpleMail('proxied', { text: 'CODE-BEHIND-PROXY' }), sealOf(server)));
    // What a same-host nginx or any other reverse proxy adds to what it forwards.
    const forwarded: Record<string, string>[] = [{ 'x-forwarded-for': '203.0.113.5' }, { forwarded: 'for=203.0.113.5;proto=https' }, { 'x-forwarded-for': '127.0.0.1' }, { 'x-real-ip': '203.0.113.5' }];
    for (const headers of forwarded) {
      for (const path of ['/api/v1/dev/mail', `/api/v1/dev/mail/${id}`, '/dev/mailbox', `/dev/mailbox/${id}`]) {
        const answer = await getText(`${server.url}${path}`, headers);
        expect(answer.status, `${path} ${JSON.stringify(headers)}`).toBe(404);
        expect(answer.text).not.toContain('CODE-BEHIND-PROXY');
        expect(answer.text).not.toContain('personproxied@example.com');
      }
    }
    // Nor as reads of a batch sent through the proxy: the server makes those requests itself, from the batch's
    // address (the proxy's, this machine), so they would carry no sign of the proxy; a mailbox route never runs in one.
    for (const headers of forwarded) {
      const batch = await fetch(`${server.url}/api/v1/read-batch`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ reads: ['/api/v1/dev/mail', `/api/v1/dev/mail/${id}`, '/api/v1//dev/mail'].map((path) => ({ path })) }),
      });
      const text = await batch.text();
      expect(batch.status).toBe(200);
      const statuses = (JSON.parse(text) as { answers: { status: number }[] }).answers.map((a) => a.status);
      // The mailbox's own paths refused as batch reads; a doubled slash names no route at all.
      expect(statuses).toEqual([400, 400, 404]);
      expect(text).not.toContain('CODE-BEHIND-PROXY');
      expect(text).not.toContain('personproxied@example.com');
    }
    // Straight from this machine it still answers, the body opened from its seal.
    expect((await getText(`${server.url}/api/v1/dev/mail/${id}`)).text).toContain('CODE-BEHIND-PROXY');
  });

  it('drops the body of a mail sent more than a week ago, keeping the row for the log (issue 19, section 3)', async () => {
    const id = await server.db.transaction((tx) => enqueueMail(tx, simpleMail('purged', { text: 'CODE-TO-PURGE' }), sealOf(server)));
    await server.mail!.drain();
    expect(await readOutbox(server.db, id, sealOf(server))).toMatchObject({ status: 'sent', text: 'CODE-TO-PURGE' });
    clock = new Date(clock.getTime() + 8 * 24 * 3600_000);
    await server.mail!.drain();
    expect(await readOutbox(server.db, id, sealOf(server))).toMatchObject({ status: 'sent', text: '', html: '', subject: 'Message purged', to: 'personpurged@example.com' });
  });
});

describe('without DEV_MAILBOX=1', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server?.close());

  it('serves no development mailbox: it is on only when asked for', async () => {
    const id = await server.db.transaction((tx) => enqueueMail(tx, simpleMail('unasked', { text: 'CODE-UNASKED' }), sealOf(server)));
    for (const path of ['/api/v1/dev/mail', `/api/v1/dev/mail/${id}`, '/dev/mailbox', `/dev/mailbox/${id}`]) {
      const answer = await getText(`${server.url}${path}`);
      expect(answer.status, path).toBe(404);
      expect(answer.text).not.toContain('CODE-UNASKED');
    }
  });
});

describe('without SMTP_URL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { devMailbox: true });
  });
  afterAll(() => server?.close());

  it('runs no worker: mail stays pending in the outbox, visible in the mailbox', async () => {
    expect(server.mail).toBeUndefined();
    const id = await server.db.transaction((tx) => enqueueMail(tx, simpleMail('kept'), sealOf(server)));
    const shown = decode(ShowDevMailResponse, (await getJson(`${server.url}/api/v1/dev/mail/${id}`)).body);
    if (!shown.ok) throw new Error(shown.problems.join('\n'));
    expect(shown.value.data).toMatchObject({ status: 'pending', attempts: 0, sent_at: null });
  });
});

describe('in production (NODE_ENV=production)', () => {
  let server: TestServer;
  const before = process.env.NODE_ENV;
  beforeAll(async () => {
    process.env.NODE_ENV = 'production';
    try {
      server = await startTestServer('pglite', { devMailbox: true });
    } finally {
      if (before === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = before;
    }
  });
  afterAll(() => server?.close());

  it('serves no development mail tools', async () => {
    const id = await server.db.transaction((tx) => enqueueMail(tx, simpleMail('secret'), sealOf(server)));
    expect((await getJson(`${server.url}/api/v1/dev/mail`)).status).toBe(404);
    expect((await getJson(`${server.url}/api/v1/dev/mail/${id}`)).status).toBe(404);
    const page = await getText(`${server.url}/dev/mailbox/${id}`);
    expect(page.status).not.toBe(200);
    expect(page.text).not.toContain('Message secret');
  });
});

describe('the worker, on its own', () => {
  let db: Database;
  let smtp: TestSmtp;
  beforeAll(async () => {
    db = await openDatabase({ dataDir: 'memory://' });
    await migrate(db);
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await db?.close();
    await smtp?.close();
  });

  it('never logs a body or a full recipient address, in success or failure', async () => {
    let clock = new Date();
    const { lines, logger } = recordingLogger();
    const worker = startMailWorker({ db, seal: SEAL, smtpUrl: smtp.url, from: 'Test <test@benefitstore.example>', logger, now: () => clock, pollMs: 60_000 });
    try {
      smtp.refuseNext(1, 451);
      await db.transaction((tx) => enqueueMail(tx, simpleMail('private', { to: 'very.private@example.com', text: 'SECRET-CODE-123', html: '<p>SECRET-CODE-123</p>' }), SEAL));
      await worker.drain();
      clock = new Date(clock.getTime() + 60_000);
      await worker.drain();
      await smtp.waitFor(1);
    } finally {
      await worker.stop();
    }
    expect(lines.some((line) => line.startsWith('warn'))).toBe(true);
    expect(lines.some((line) => line.startsWith('info mail sent'))).toBe(true);
    for (const line of lines) {
      expect(line).not.toContain('very.private@example.com');
      expect(line).not.toContain('SECRET-CODE-123');
    }
    expect(lines.join('\n')).toContain('v***@example.com');
  });

  it('stopping (graceful shutdown), finishes the message in hand and gives back the ones it claimed, for another worker at once', async () => {
    smtp.reset();
    const quiet = recordingLogger().logger;
    await db.transaction(async (tx) => {
      for (const n of [1, 2, 3]) await enqueueMail(tx, simpleMail(`stop-${n}`), SEAL);
    });
    smtp.setDelay(200);
    const stopping = startMailWorker({ db, seal: SEAL, smtpUrl: smtp.url, from: 'Test <test@benefitstore.example>', logger: quiet, pollMs: 60_000, batchSize: 3 });
    // Its first look claims all three; it then sends the first while the others wait their turn.
    while ((await db.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox WHERE status = 'pending' AND locked_until IS NOT NULL"))[0]!.n < 3);
    await stopping.stop();
    expect(smtp.received.map((mail) => mail.subject)).toEqual(['Message stop-1']);
    const left = await db.query<{ subject: string; attempts: number; locked_until: Date | null }>(
      "SELECT subject, attempts, locked_until FROM outbox WHERE status = 'pending' ORDER BY id",
    );
    expect(left.map((row) => [row.attempts, row.locked_until])).toEqual([[0, null], [0, null]]);

    smtp.setDelay(0);
    const next = startMailWorker({ db, seal: SEAL, smtpUrl: smtp.url, from: 'Test <test@benefitstore.example>', logger: quiet, pollMs: 60_000 });
    try {
      await next.drain();
    } finally {
      await next.stop();
    }
    expect(smtp.received.map((mail) => mail.subject)).toEqual(['Message stop-1', 'Message stop-2', 'Message stop-3']);
  });
});

describe.runIf(postgres)('two workers on one PostgreSQL database', () => {
  const schema = `bs_test_mail_${randomBytes(6).toString('hex')}`;
  let first: Database;
  let second: Database;
  let smtp: TestSmtp;

  beforeAll(async () => {
    // Two pools: as two server processes would hold.
    first = await openDatabase({ databaseUrl: POSTGRES_URL, schema, dataDir: 'unused' });
    await migrate(first);
    second = await openDatabase({ databaseUrl: POSTGRES_URL, schema, dataDir: 'unused' });
    await second.query('SELECT 1');
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await first?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await first?.close();
    await second?.close();
    await smtp?.close();
  });

  it('deliver each message exactly once between them', async () => {
    const COUNT = 30;
    await first.transaction(async (tx) => {
      for (let n = 1; n <= COUNT; n++) await enqueueMail(tx, simpleMail(n), SEAL);
    });
    smtp.setDelay(15);
    const quiet = recordingLogger().logger;
    const workers = [
      startMailWorker({ db: first, seal: SEAL, smtpUrl: smtp.url, from: 'Worker A <a@benefitstore.example>', logger: quiet, pollMs: 60_000 }),
      startMailWorker({ db: second, seal: SEAL, smtpUrl: smtp.url, from: 'Worker B <b@benefitstore.example>', logger: quiet, pollMs: 60_000 }),
    ];
    try {
      await Promise.all(workers.map((w) => w.drain()));
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
    const subjects = smtp.received.map((m) => m.subject).sort();
    expect(subjects).toEqual(Array.from({ length: COUNT }, (_, i) => `Message ${i + 1}`).sort());
    // Both took part: the claims really raced.
    expect(new Set(smtp.received.map((m) => m.from))).toEqual(new Set(['a@benefitstore.example', 'b@benefitstore.example']));
    const rows = await first.query<{ status: string; attempts: number; n: number }>(
      'SELECT status, attempts, count(*)::int AS n FROM outbox GROUP BY status, attempts',
    );
    expect(rows).toEqual([{ status: 'sent', attempts: 1, n: COUNT }]);
  });
});
