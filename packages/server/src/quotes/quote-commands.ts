import { err, ok } from 'neverthrow';
import { canSendQuote, isEprocess, Messages, validateQuoteForm } from '@benefit-store/domain';
import type { Actor, OwnedContext } from '../commands/command.ts';
import { refuse } from '../commands/command.ts';
import type { SaveEnrollmentRequest } from '@benefit-store/contract';
import { cartItems, recordQuote } from '../cart/shopping-store.ts';
import type { CatalogueCache } from '../catalog/catalogue-store.ts';
import type { EnrollmentRow } from '../enrollments/enrollment-store.ts';
import { saveEnrollmentTab, type SaveEnrollmentTable } from '../enrollments/save-enrollment.ts';
import { answer } from '../http/door.ts';
import { enqueueMail } from '../mail/index.ts';
import { renderQuote } from './quote-mail.ts';

/** The tab save-enrollment sends a quote under (doc 001 section 3: tab 'cart_info'). */
export const QUOTE_TAB = 'cart_info';

/**
 * Who may send (or preview) a quote: the enrollment is a rep's or a group's, and the caller is signed in as
 * one (doc 001 section 6; the domain's canSendQuote). Quotation is on for the reference server's sites.
 */
export const mayQuote = (actor: Actor | undefined, enrollment: EnrollmentRow): boolean => {
  if (!actor) return false;
  if (actor.kind === 'support') return true;
  if (actor.kind === 'signer') return false;
  const eprocess = isEprocess(enrollment.context.eprocess) ? enrollment.context.eprocess : undefined;
  return actor.principal !== undefined && canSendQuote({ eprocess, quotationEnabled: true, onSpecialHost: false });
};

export interface QuoteDeps {
  readonly catalogue: CatalogueCache;
  /** The storefront's own address, for links in the mail. */
  readonly publicUrl: string;
}

/**
 * save-enrollment with tab 'cart_info': the quote form's rules (the domain's validateQuoteForm), a cart with
 * items, then the mail goes into the outbox in the same transaction as the quote's record (docs/adr/0700).
 */
export const quoteTabs = (deps: QuoteDeps): SaveEnrollmentTable => ({
  [QUOTE_TAB]: saveEnrollmentTab({
    check: async ({ actor, enrollment, payload }: OwnedContext<SaveEnrollmentRequest>) => {
      if (!mayQuote(actor, enrollment)) return err(refuse({ tab: Messages.quoteNotAllowed }, 403));
      const form = validateQuoteForm({ name: payload.name ?? '', email: payload.email ?? '', message: payload.message });
      if (form.isErr()) return err(refuse(form.error));
      if (cartItems(enrollment).length === 0) return err(refuse({ cart: Messages.emptyCart }));
      return ok(form.value);
    },
    apply: async ({ tx, enrollment }, form) => {
      const mail = await renderQuote(tx, await deps.catalogue.get(), enrollment, form, deps.publicUrl);
      const mailId = await enqueueMail(tx, { kind: 'quote', to: form.email, subject: mail.subject, text: mail.text, html: mail.html, enrollmentId: enrollment.id });
      await recordQuote(tx, { enrollmentId: enrollment.id, name: form.name, email: form.email, message: form.message, mailId });
      return { email: form.email, mail_id: mailId, message: Messages.quoteSent(form.email) };
    },
    answer: (sent) => answer.ok(sent),
  }),
});
