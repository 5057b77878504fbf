import { recordOrEmpty } from '@benefit-store/contract';
import nodemailer from 'nodemailer';
import type { Queryable } from '../db/database.ts';
import {
  claimDueMail,
  forgetSentBodies,
  markSent,
  recordFailedAttempt,
  releaseClaimedMail,
  type MailSeal,
  type OutboxMessage,
} from './outbox-store.ts';

/** What the worker logs through: fastify's (pino's) logger fits. Bodies and full addresses are never passed. */
export interface MailLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MailWorkerOptions {
  readonly db: Queryable;
  /** Opens the sealed bodies it sends (the server's PII cipher). */
  readonly seal: MailSeal;
  /** e.g. smtp://user:pass@smtp.example:587, smtps://... for implicit TLS. */
  readonly smtpUrl: string;
  /** The From header, e.g. 'Benefit Store <no-reply@benefitstore.example>'. */
  readonly from: string;
  readonly logger: MailLogger;
  /** The worker's clock; tests move it forward to reach a retry. */
  readonly now?: () => Date;
  /** Pause between looks at the outbox when it had nothing due. */
  readonly pollMs?: number;
  /**
   * Messages claimed per look. One by default: every claimed message then starts its SMTP exchange at once,
   * well inside its lease, and several workers share a burst evenly.
   */
  readonly batchSize?: number;
  /** A claimed message's lease: longer than any one SMTP exchange may take (see the timeouts below). */
  readonly leaseMs?: number;
  readonly retryDelaysMs?: readonly number[];
  /** How long sent messages keep their (sealed) bodies; then only who got which kind of mail, and when, stays. */
  readonly keepSentBodiesMs?: number;
}

export interface MailWorker {
  /**
   * Stops polling and claiming, lets the message in hand finish, gives back the messages it claimed and had not
   * begun (their lease ends at once, for another worker), closes the SMTP transport.
   */
  stop(): Promise<void>;
  /**
   * Delivers (or schedules the retry of) everything due now, then drops the bodies of mail sent longer ago than
   * `keepSentBodiesMs` when the hourly purge is due, as a round of polling does; resolves when nothing due is left.
   */
  drain(): Promise<void>;
}

const SMTP_TIMEOUT_MS = 60_000;
const HOUR_MS = 60 * 60_000;

/** `j***@example.com`: enough to tell messages apart in a log, not enough to be the address. */
export const maskAddress = (address: string): string => {
  const at = address.lastIndexOf('@');
  return at <= 0 ? '***' : `${address[0]}***${address.slice(at)}`;
};

interface SmtpError {
  readonly code?: unknown;
  readonly responseCode?: unknown;
  readonly message?: unknown;
}

/** 5xx answers are final (no such mailbox, refused for policy); 4xx and network trouble are worth a retry. */
const isPermanent = (error: SmtpError): boolean =>
  typeof error.responseCode === 'number' && error.responseCode >= 500 && error.responseCode < 600;

/** Code and reason of an SMTP failure, short, with any address the server echoed removed. */
export const describeSmtpError = (error: unknown): string => {
  const e: SmtpError = recordOrEmpty(error);
  const code = typeof e.responseCode === 'number' ? String(e.responseCode) : typeof e.code === 'string' ? e.code : 'error';
  const reason = typeof e.message === 'string' ? e.message : String(error);
  return `${code}: ${reason}`
    .replace(/[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+/g, '<address>')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
};

const domainOf = (from: string): string => /@([^\s>]+)/.exec(from)?.[1] ?? 'benefitstore.invalid';

/**
 * Delivers the outbox over SMTP, at least once: a message is claimed under a lease, sent, then marked sent.
 * A worker that dies between sending and marking leaves the lease to run out, and another attempt sends the
 * message again; the stable Message-ID lets receiving systems recognise such a duplicate. Any number of
 * workers (one per server process) may share one database.
 */
export const startMailWorker = (options: MailWorkerOptions): MailWorker => {
  const { db, from, logger } = options;
  const now = options.now ?? (() => new Date());
  const pollMs = options.pollMs ?? 5_000;
  const batchSize = options.batchSize ?? 1;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const keepSentBodiesMs = options.keepSentBodiesMs ?? 7 * 24 * HOUR_MS;
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  const messageDomain = domainOf(from);

  const deliver = async (mail: OutboxMessage): Promise<void> => {
    const logged = { mailId: mail.id, kind: mail.kind, to: maskAddress(mail.to), attempt: mail.attempts };
    try {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<outbox.${mail.id}.${mail.createdAt.getTime()}@${messageDomain}>`,
      });
    } catch (error) {
      const reason = describeSmtpError(error);
      const status = await recordFailedAttempt(db, mail.id, {
        now: now(),
        attempts: mail.attempts,
        error: reason,
        permanent: isPermanent(recordOrEmpty(error)),
        ...(options.retryDelaysMs ? { delaysMs: options.retryDelaysMs } : {}),
      });
      const log = status === 'failed' ? logger.error.bind(logger) : logger.warn.bind(logger);
      log({ ...logged, error: reason, status }, status === 'failed' ? 'mail delivery failed for good' : 'mail delivery failed; will retry');
      return;
    }
    await markSent(db, mail.id, now());
    logger.info(logged, 'mail sent');
  };

  let stopped = false;
  /** One look at the outbox: answers how many messages it handled (none once stopping). */
  const batch = async (): Promise<number> => {
    if (stopped) return 0;
    const claimed = await claimDueMail(db, { now: now(), leaseMs, limit: batchSize }, options.seal);
    let handled = 0;
    for (const mail of claimed) {
      if (stopped) await releaseClaimedMail(db, mail.id);
      else {
        await deliver(mail);
        handled += 1;
      }
    }
    return handled;
  };

  let lastForget = 0;
  const forgetOldBodies = async () => {
    const at = now().getTime();
    if (at - lastForget < HOUR_MS) return;
    lastForget = at;
    await forgetSentBodies(db, new Date(at - keepSentBodiesMs));
  };

  // Polling and drain() never overlap within one worker: each round waits for the previous one.
  let queue: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work);
    queue = run.catch(() => undefined);
    return run;
  };
  const untilEmpty = async () => {
    while ((await batch()) > 0);
  };
  const round = async () => {
    await untilEmpty();
    if (!stopped) await forgetOldBodies();
  };

  let timer: NodeJS.Timeout | undefined;
  const poll = async () => {
    try {
      await exclusive(round);
    } catch (error) {
      // The database was unreachable or the like: try again on the next round; the outbox keeps everything.
      logger.error({ error: describeSmtpError(error) }, 'mail worker round failed');
    } finally {
      if (!stopped) {
        timer = setTimeout(() => void poll(), pollMs);
        timer.unref();
      }
    }
  };
  void poll();

  return {
    drain: () => exclusive(round),
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await queue;
      transport.close();
    },
  };
};
