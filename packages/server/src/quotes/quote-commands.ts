import { err, ok } from 'neverthrow';
import { canSendQuote, dropEmpty, isEprocess, Messages, validateQuoteForm, type PlanRef, type Tier } from '@benefit-store/domain';
import type { SaveEnrollmentRequest } from '@benefit-store/contract';
import type { Actor, OwnedContext } from '../commands/command.ts';
import { newEnrollmentCommand, refuse } from '../commands/command.ts';
import { cartAfterAdding } from '../cart/cart-commands.ts';
import { cartItems, recordQuote, saveCart } from '../cart/shopping-store.ts';
import type { CatalogueCache } from '../catalog/catalogue-store.ts';
import { lookupPlan } from '../catalog/catalogue.ts';
import { createEnrollment, findEnrollment, type EnrollmentContextRecord, type EnrollmentRow } from '../repository/enrollment-store.ts';
import { saveEnrollmentTab, type SaveEnrollmentTable } from '../enrollments/save-enrollment.ts';
import { answer } from '../http/door.ts';
import { enqueueMail } from '../mail/index.ts';
import { newLinkId, type LinkTokens } from '../security/link-tokens.ts';
import type { Pii } from '../security/pii.ts';
import type { PublicAddress } from '../sites/site-links.ts';
import { enrollmentOpenedFrom, findQuoteLink, QUOTE_LINK_DAYS, type QuotedSnapshot } from './quote-links.ts';
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
  /** The storefront's public address, for the links in the mail (sites/site-links.ts). */
  readonly publicAddress: PublicAddress;
  /** Signs the tokens of quote links (quote-links.ts). */
  readonly links: LinkTokens;
  /** Seals the quote mail's body, which carries the link (docs/adr/0702). */
  readonly pii: Pii;
}

/** What a quote's link opens: the site, filter and cart lines of the enrollment as the mail shows them. */
const snapshotOf = (enrollment: EnrollmentRow, from: string): QuotedSnapshot => ({
  from,
  site: dropEmpty({ agent_id: enrollment.context.agent_id, group_id: enrollment.context.group_id, platform_group_id: enrollment.context.platform_group_id }),
  filter: enrollment.filter,
  cart: cartItems(enrollment).map((item) => ({ plan_id: item.planId, plan_pricing_id: item.pricingId })),
});

/**
 * save-enrollment with tab 'cart_info': the quote form's rules (the domain's validateQuoteForm), a cart with
 * items, then the mail goes into the outbox in the same transaction as the quote's record (docs/adr/0700), with a
 * "Shop these plans" link of its own on the enrollment's site (docs/adr/0701).
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
    apply: async ({ tx, enrollment, now, language }, form) => {
      const link = { id: newLinkId(), expiresAt: new Date(now.getTime() + QUOTE_LINK_DAYS * 24 * 60 * 60_000) };
      const token = deps.links.sign(link.id, link.expiresAt, enrollment.id);
      const { mail, from } = await renderQuote(tx, await deps.catalogue.get(), enrollment, form, { publicAddress: deps.publicAddress, shopPath: `/quote/${token}` }, language);
      const mailId = await enqueueMail(tx, { kind: 'quote', to: form.email, subject: mail.subject, text: mail.text, html: mail.html, enrollmentId: enrollment.id }, deps.pii);
      await recordQuote(tx, { enrollmentId: enrollment.id, name: form.name, email: form.email, message: form.message, mailId, link: { ...link, quoted: snapshotOf(enrollment, from) } });
      return { email: form.email, mail_id: mailId, message: Messages.quoteSent(form.email) };
    },
    answer: (sent) => answer.ok(sent),
  }),
});

/** The quote link's command payload: the link's id (its token was checked at the route; tokens are never journaled). */
export interface OpenQuoteLink {
  readonly link_id: string;
}

export interface QuoteOpened {
  readonly enrollmentId: string;
  readonly from: string;
  readonly context: EnrollmentContextRecord;
  readonly tier: Tier;
  readonly state: string;
  readonly plans: readonly { readonly plan_id: string; readonly plan_name: string; readonly in_cart: boolean }[];
}

/**
 * open-quote-link (docs/adr/0701): whoever opens a quote's link gets an enrollment of their own, as an applicant on
 * the quote's site (its rep, group and portal), with the quote's filter, and in its cart the quote's lines that
 * add-to-cart's rules take for them (a plan with questions waits for their own answers). Nothing of the rep's
 * enrollment is read but what the quote fixed when it was sent, and the rep's enrollment stays the rep's. The same
 * browser opening the link again gets the enrollment it opened, while it is still shopping.
 */
export const openQuoteLinkCommand = (catalogue: CatalogueCache) => {
  const addToCart = cartAfterAdding(catalogue);
  return newEnrollmentCommand<OpenQuoteLink>()({
    type: 'open-quote-link',
    check: async ({ tx, payload, actor, now }) => {
      const link = await findQuoteLink(tx, payload.link_id);
      if (!link || link.link_expires_at.getTime() <= now.getTime() || actor.kind !== 'session') return err(refuse({ token: Messages.quoteLinkInvalid }, 404));
      const opened = await enrollmentOpenedFrom(tx, link.link_id, actor.sessionHash);
      return ok({ link, opened: opened ? await findEnrollment(tx, opened.id, { forUpdate: true }) : undefined });
    },
    apply: async ({ tx, actor, now, today }, { link, opened }): Promise<QuoteOpened> => {
      if (actor.kind !== 'session') throw new Error('only a visitor opens a quote link');
      const { quoted } = link;
      const cat = await catalogue.get();
      const wanted = quoted.cart.map((line): PlanRef => ({ planId: line.plan_id, pricingId: line.plan_pricing_id }));
      // A membership goes in with the plan that needs it, as add-to-cart-prudentials adds them.
      const membershipOf = (ref: PlanRef) => wanted.find((line) => line.planId === lookupPlan(cat, ref.planId)?.membershipPlanId);
      const memberships = new Set(wanted.map((ref) => membershipOf(ref)?.planId).filter((id): id is string => id !== undefined));
      const lines = wanted.filter((ref) => !memberships.has(ref.planId));

      let enrollment = opened;
      if (!enrollment) {
        const group = quoted.site.group_id;
        const context: EnrollmentContextRecord = dropEmpty({
          ...quoted.site,
          eprocess: 'applicant',
          open_type: group ? 'group' : 'agent',
          type: group ? 'new-group-member' : 'new-member',
          quote_link: link.link_id,
        });
        enrollment = await createEnrollment(tx, { session: actor.sessionHash, account: actor.principal?.account_id ?? null }, context, quoted.filter);
        if (!enrollment) throw new Error('the new enrollment was not returned');
        for (const ref of lines) {
          const membership = membershipOf(ref);
          const added = await addToCart({ tx, enrollment, today }, membership ? [membership, ref] : [ref]);
          if ('items' in added) enrollment = { ...enrollment, cart: added.items.map((item) => ({ plan_id: item.planId, plan_pricing_id: item.pricingId })) };
        }
        await saveCart(tx, enrollment.id, cartItems(enrollment), now);
      }
      const inCart = new Set(cartItems(enrollment).map((item) => item.planId));
      return {
        enrollmentId: enrollment.id,
        from: quoted.from,
        context: enrollment.context,
        tier: enrollment.filter.tier,
        state: enrollment.filter.state,
        plans: lines.map((ref) => ({ plan_id: ref.planId, plan_name: lookupPlan(cat, ref.planId)?.name ?? ref.planId, in_cart: inCart.has(ref.planId) })),
      };
    },
    // The same browser opening the link again gets the enrollment it opened: nothing new started.
    milestone: ({ opened }) => (opened ? undefined : 'started'),
  });
};
