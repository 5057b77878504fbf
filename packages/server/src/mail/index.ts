// The mail area's public face: the outbox (enqueue inside a transaction), the templates, the worker, the dev tools.
export {
  MAIL_KINDS,
  RETRY_DELAYS_MS,
  enqueueMail,
  isDeliverableAddress,
  listOutbox,
  outboxOfEnrollment,
  readOutbox,
  sealClearBodies,
  type MailKind,
  type MailSeal,
  type MailStatus,
  type OutboxMessage,
  type OutboxSummary,
  type OutgoingMail,
} from './outbox-store.ts';
export {
  DEFAULT_BRAND_COLOR,
  escapeHtml,
  renderMail,
  type MailBrand,
  type MailData,
  type PricedRow,
  type QuoteMailData,
  type ReceiptMailData,
  type RenderableMailKind,
  type RenderedMail,
  type ResumeCodeMailData,
  type SigningLinkMailData,
} from './render.ts';
export { MailTexts, type MailWords } from './mail-texts.ts';
export { mailFormatsOf, mailTextsOf, type MailFormats } from './mail-language.ts';
export { MailTextsEs } from './mail-texts-es.ts';
export { startMailWorker, type MailLogger, type MailWorker, type MailWorkerOptions } from './worker.ts';
export { registerMailboxRoutes, type MailboxDeps } from './mailbox-routes.ts';
