import { carrierStatusOf } from '../carriers/carrier-file-store.ts';
import * as t from 'io-ts';
import { decode } from '@benefit-store/contract';
import { err, ok, type Result } from 'neverthrow';
import { isBlank, Messages, savedTabName, type SentToCarrier, type TabName } from '@benefit-store/domain';
import type { AutoInvoiceGenerationRequest, SaveReviewInfoRequest } from '@benefit-store/contract';
import { billingView } from '../billing/billing-section.ts';
import { invoiceOf, recordInvoice, type InvoiceRow } from '../billing/billing-store.ts';
import { cartSummary } from '../catalog/cart-rules.ts';
import type { Catalogue } from '../catalog/catalogue.ts';
import type { CatalogueCache } from '../catalog/catalogue-store.ts';
import { dollars } from '../catalog/wire.ts';
import { ownedEnrollmentCommand, refuse, type Actor, type Refusal } from '../commands/command.ts';
import type { ConsentSeal } from '../consent/chain.ts';
import { appendConsent } from '../consent/consent-store.ts';
import { closeSigningLinks } from '../consent/signing-links.ts';
import type { Queryable } from '../db/database.ts';
import { row } from '../db/rows.ts';
import { enqueueMail, outboxOfEnrollment, renderMail, type MailSeal } from '../mail/index.ts';
import { mailFormatsOf, mailTextsOf } from '../mail/mail-language.ts';
import { mailBrandOf, type PublicAddress } from '../sites/site-links.ts';
import { agreementView } from './agreement.ts';
import { enrolledPlanRefs, incompleteBefore, incompleteErrors, isComplete, loadProgress, paymentMethodOf, type Progress } from './completion.ts';
import { lockMemberEmail, recordEnrolledMember } from '../repository/member-store.ts';
import { markEnrolled, nextPolicyId, revokeResumeCodes, writeClosingSection } from '../repository/closing-store.ts';
import { str } from '../repository/sections.ts';
import { contactTaken, sectionView } from './wizard-commands.ts';
import { writeSection } from '../repository/wizard-store.ts';

/**
 * Review & Confirmation and the receipt (doc 002; docs/adr/0720). The review save confirms the enrollment: every
 * required step complete (the agreement covering the agreements shown now), then in one transaction a policy id,
 * the status 'enrolled' (a finished status of docs/adr/0800), the cart emptied into the enrolled plans, dependents
 * dropped when there are none, the confirmation added to the consent chain, the first invoice recorded for card and
 * EFT payments, the resume codes and signing links closed, and the 'Enrollment Receipt' written to the outbox.
 */

type Rec = Readonly<Record<string, unknown>>;

/** Methods whose first payment the Benefit Store collects, so an invoice is generated (callInvoice). */
const INVOICED = new Set(['cc', 'eft']);

const fullName = (progress: Progress): string => {
  const p = progress.sections.primary_info?.data;
  return [str(p, 'first_name'), str(p, 'last_name')].filter((s) => s !== '').join(' ');
};

/** The enrolled plans as kept on review_info, prices in cents. */
const EnrolledPlans = t.array(t.type({ plan_id: t.string, plan_pricing_id: t.string, plan_name: t.string, price_cents: t.number }));
type EnrolledPlan = t.TypeOf<typeof EnrolledPlans>[number];

/** The plans a confirmed review kept, decoded: a stored list of another shape fails loudly (db/rows.ts's rule). */
const keptPlans = (value: unknown): EnrolledPlan[] => {
  const decoded = decode(EnrolledPlans, value);
  if (!decoded.ok) throw new Error(`review_info plans of unexpected shape: ${decoded.problems.slice(0, 3).join('; ')}`);
  return decoded.value;
};

const plansOf = (catalogue: Catalogue, progress: Progress): { plans: EnrolledPlan[]; firstMonth: number; recurring: number } => {
  const kept = progress.closing.review_info?.data;
  if (progress.closing.policyId && Array.isArray(kept?.plans)) {
    return { plans: keptPlans(kept.plans), firstMonth: Number(kept.initial_month_cents ?? 0), recurring: Number(kept.recurring_month_cents ?? 0) };
  }
  const summary = cartSummary(catalogue, enrolledPlanRefs(progress.enrollment, progress.closing));
  return {
    plans: summary.lines.map((l) => ({ plan_id: l.planId, plan_pricing_id: l.pricingId, plan_name: l.name, price_cents: l.price })),
    firstMonth: summary.totals.firstMonth,
    recurring: summary.totals.recurring,
  };
};

/** Every section as responses show it, keyed by the spellings of get-enrollment-temp-info. */
export const reviewSections = (progress: Progress): Record<string, unknown> => {
  const s = progress.sections;
  const p = progress.closing;
  const view = (column: Parameters<typeof sectionView>[0], section: { status: string; data: Rec } | undefined) =>
    section ? { ...sectionView(column, section.data), status: section.status } : null;
  return {
    primary_info: view('primary_info', s.primary_info),
    contact_info: view('contact_info', s.contact_info),
    employer_info: view('employer_info', s.employer_info),
    benificiary_info: view('beneficiary_info', s.beneficiary_info),
    health_info: view('health_info', s.health_info),
    dependent_info: view('dependent_info', s.dependent_info),
    payment_info: p.billing_info ? { ...billingView(p.billing_info.data), status: p.billing_info.status } : null,
    // An agreement signed before the texts changed (a billing change brings a new authorisation) is not complete:
    // review never calls it so (docs/adr/0712). What was accepted shows in the words accepted, in their language.
    aggrement_info: p.agreement_info
      ? { ...agreementView(p.agreement_info.data, progress.accepted), status: p.agreement_info.status === 'saved' && !isComplete(progress, 'agreement_info') ? 'draft' : p.agreement_info.status }
      : null,
  };
};

/** get-review-summary (and the signing link's review): what the review cards and the side panel show. */
export const reviewSummary = (catalogue: Catalogue, progress: Progress) => {
  const { plans, firstMonth, recurring } = plansOf(catalogue, progress);
  const review = progress.closing.review_info?.data;
  return {
    tabs: progress.tabs.map((tab) => savedTabName(tab)),
    sections: reviewSections(progress),
    plans: plans.map((p) => ({ plan_id: p.plan_id, plan_name: p.plan_name, price: dollars(p.price_cents) })),
    initial_month_cost: dollars(firstMonth),
    recurring_month_cost: dollars(recurring),
    additional_notes: typeof review?.additional_notes === 'string' ? review.additional_notes : '',
    finished: progress.closing.policyId !== undefined,
    ...(progress.closing.policyId ? { policy_id: progress.closing.policyId } : {}),
    ...(progress.closing.effectiveDate ? { effective_date: progress.closing.effectiveDate } : {}),
  };
};

export interface Receipt {
  readonly enrollmentId: string;
  readonly policyId: string;
  readonly name: string;
  readonly callInvoice: boolean;
  readonly effectiveDate: string;
  readonly email: string;
  /** Every address the 'Enrollment Receipt' was written to the outbox for: the member's first, then any copy. */
  readonly sentTo: readonly string[];
  /** The carriers its file was delivered to (docs/adr/0803): the day (MM/DD/YYYY) and what the carrier answered. */
  readonly carriers: readonly SentToCarrier[];
}

export const wireReceipt = (r: Receipt) => ({
  policy_id: r.policyId,
  name: r.name,
  callInvoice: r.callInvoice,
  effective_date: r.effectiveDate,
  email: r.email,
  sent_to: [...r.sentTo],
  enrollment_id: r.enrollmentId,
  ...(r.carriers.length > 0 ? { carriers: r.carriers.map((c) => ({ carrier: c.carrier, sent_on: c.sentOn, status: c.status })) } : {}),
});

/** get-receipt: a confirmed enrollment's receipt, with the addresses its mail went to; undefined before confirmation. */
export const receiptOf = async (db: Queryable, progress: Progress): Promise<Receipt | undefined> => {
  const policyId = progress.closing.policyId;
  if (!policyId) return undefined;
  const method = paymentMethodOf(progress.closing);
  const mails = await outboxOfEnrollment(db, progress.enrollment.id);
  return {
    enrollmentId: progress.enrollment.id,
    policyId,
    name: fullName(progress),
    callInvoice: method !== undefined && INVOICED.has(method),
    effectiveDate: progress.closing.effectiveDate ?? '',
    email: str(progress.sections.contact_info?.data, 'email_address'),
    sentTo: mails.filter((m) => m.kind === 'receipt').map((m) => m.to),
    carriers: (await carrierStatusOf(db, progress.enrollment.id)).flatMap((c) =>
      c.delivered_at ? [{ carrier: c.carrier_name, sentOn: `${c.delivered_at.slice(5, 7)}/${c.delivered_at.slice(8, 10)}/${c.delivered_at.slice(0, 4)}`, status: c.status }] : [],
    ),
  };
};

interface ReviewPlan {
  readonly progress: Progress;
  readonly catalogue: Catalogue;
  readonly notes: string;
}

const AgentMail = t.type({ email: t.string });

const clientAddressOf = (actor: Actor): string => (actor.kind === 'support' ? `support:${actor.staffId}` : actor.address);
const roleOf = (actor: Actor): string =>
  actor.kind === 'signer' ? 'applicant-remote' : actor.kind === 'support' ? 'support' : actor.principal?.role === 'rep' ? 'broker' : actor.principal?.role === 'group' ? 'group' : 'applicant';

/** The review save: check every required step, then confirm. */
export const reviewCommand = (catalogue: CatalogueCache, publicAddress: PublicAddress, sealer: ConsentSeal, mailSeal: MailSeal) =>
  ownedEnrollmentCommand<SaveReviewInfoRequest>()({
    type: 'save-review-info',
    milestone: 'confirmed',
    tab: 'review_info',
    // Confirming is the applicant's act: support replay never confirms an enrollment.
    replayable: false,
    signable: true,
    check: async ({ tx, enrollment, payload }): Promise<Result<ReviewPlan, Refusal>> => {
      const cat = await catalogue.get();
      const progress = await loadProgress(tx, cat, enrollment);
      const missing = incompleteBefore(progress, 'review_info');
      if (missing.length > 0) return err(refuse(incompleteErrors(missing, Messages.completeStepFirst)));
      if (enrolledPlanRefs(enrollment, progress.closing).length === 0) return err(refuse({ cart: Messages.emptyCart }));
      if (isBlank(progress.closing.effectiveDate)) return err(refuse({ effective_date: Messages.fieldRequired }));
      // The contact step refuses another member's e-mail and phone, but a person's second enrollment, begun before the
      // first was confirmed, passed it then: both became members with one address. Checked again as the member is
      // filed, under a lock on the address, so that of two confirmations at once the second is told (docs/adr/0804).
      const contact = progress.sections.contact_info?.data;
      const email = str(contact, 'email_address');
      if (email !== '') await lockMemberEmail(tx, email);
      const taken = await contactTaken(tx, email, str(contact, 'phone_number'), enrollment.context.user_id);
      if (Object.keys(taken).length > 0) return err(refuse(taken));
      return ok({ progress, catalogue: cat, notes: payload.additional_notes ?? '' });
    },
    apply: async ({ tx, enrollment, actor, now, language }, plan): Promise<Receipt> => {
      const { progress } = plan;
      const { plans, firstMonth, recurring } = plansOf(plan.catalogue, progress);
      const effectiveDate = progress.closing.effectiveDate ?? '';
      // With no dependents (or the Member Only tier) the enrollment carries none.
      const dependents = progress.sections.dependent_info?.data.dependents;
      if (!progress.tabs.includes('dependent_info') || !Array.isArray(dependents) || dependents.length === 0) {
        await writeSection(tx, enrollment.id, 'dependent_info', null, now);
      }
      const policyId = await nextPolicyId(tx);
      await writeClosingSection(
        tx,
        enrollment.id,
        'review_info',
        {
          status: 'saved',
          data: {
            additional_notes: plan.notes,
            first_enroll: '1',
            confirmed_at: now.toISOString(),
            policy_id: policyId,
            effective_date: effectiveDate,
            plans,
            initial_month_cents: firstMonth,
            recurring_month_cents: recurring,
          },
        },
        now,
      );
      await markEnrolled(tx, enrollment.id, policyId, now);
      const primary = progress.sections.primary_info?.data;
      const contact = progress.sections.contact_info?.data;
      await recordEnrolledMember(tx, {
        enrollmentId: enrollment.id,
        userId: enrollment.context.user_id,
        policyId,
        firstName: str(primary, 'first_name'),
        lastName: str(primary, 'last_name'),
        dob: enrollment.filter.dob,
        email: str(contact, 'email_address'),
        ssnSealed: typeof primary?.ssn_sealed === 'string' ? primary.ssn_sealed : undefined,
        gender: enrollment.filter.gender,
        zip: enrollment.filter.zip,
        agentId: enrollment.context.agent_id,
        groupId: enrollment.context.group_id,
        portalId: enrollment.context.platform_group_id,
        plans: plans.map((p) => ({ planId: p.plan_id, name: p.plan_name })),
      });
      const name = fullName(progress);
      const [confirmation] = await appendConsent(tx, sealer, enrollment.id, [
        {
          kind: 'confirmation',
          signerRole: roleOf(actor),
          signer: name,
          clientAddress: clientAddressOf(actor),
          recordedAt: now,
          evidence: { policy_id: policyId, plans: plans.map((p) => p.plan_id).join(','), ...(actor.kind === 'signer' ? { link_id: actor.linkId } : {}) },
        },
      ]);
      const method = paymentMethodOf(progress.closing);
      if (method && INVOICED.has(method)) {
        await recordInvoice(tx, { enrollmentId: enrollment.id, policyId, amountCents: firstMonth, dueDate: effectiveDate, paymentMethod: method, at: now });
      }
      await revokeResumeCodes(tx, enrollment.id, now);
      await closeSigningLinks(tx, enrollment.id, actor.kind === 'signer' ? actor.linkId : undefined, now);

      const email = str(progress.sections.contact_info?.data, 'email_address');
      // The receipt in the language of the person who confirmed (issue 25); the rep's copy is the same mail.
      const words = mailTextsOf(language).receipt;
      const formats = mailFormatsOf(language);
      const mail = renderMail(
        'receipt',
        {
          brand: await mailBrandOf(tx, enrollment.context, publicAddress),
          name,
          policyId,
          plans: plans.map((p) => ({ name: p.plan_name, price: formats.money(p.price_cents) })),
          totals: [
            { name: words.firstMonthTotal, price: formats.money(firstMonth) },
            { name: words.recurringMonthly, price: formats.money(recurring) },
          ],
          effectiveDate: formats.date(effectiveDate),
          consentReference: confirmation?.recordHash.slice(0, 16),
        },
        language,
      );
      const receipt = { kind: 'receipt' as const, subject: mail.subject, text: mail.text, html: mail.html, enrollmentId: enrollment.id };
      const sentTo = [email];
      await enqueueMail(tx, { ...receipt, to: email }, mailSeal);
      // A copy to the rep who enrolled the member (the spec's "member and the client").
      if (enrollment.context.eprocess === 'rep' && enrollment.context.agent_id) {
        const agent = await row(tx, AgentMail, 'SELECT email FROM agents WHERE agent_id = $1', [enrollment.context.agent_id]);
        if (agent && agent.email.toLowerCase() !== email.toLowerCase()) {
          await enqueueMail(tx, { ...receipt, to: agent.email }, mailSeal);
          sentTo.push(agent.email);
        }
      }
      return { enrollmentId: enrollment.id, policyId, name, callInvoice: method !== undefined && INVOICED.has(method), effectiveDate, email, sentTo, carriers: [] };
    },
  });

export const wireInvoice = (invoice: InvoiceRow) => ({
  invoice_id: invoice.invoice_id,
  policy_id: invoice.policy_id,
  amount: dollars(invoice.amount_cents),
  due_date: invoice.due_date,
  payment_method: invoice.payment_method,
  status: invoice.status,
});

/**
 * autoInvoiceGeneration (the admin service's call, served by the reference server): the first payment's invoice of a
 * confirmed enrollment paying by card or EFT. Confirmation already recorded it, so the call answers that invoice;
 * it records one only if none exists. Group-billed enrollments (list, elist, stmt) have no invoice of their own (204).
 */
export const autoInvoiceCommand = (catalogue: CatalogueCache) =>
  ownedEnrollmentCommand<AutoInvoiceGenerationRequest>()({
    type: 'autoInvoiceGeneration',
    afterFinish: true,
    // The invoice of a confirmed enrollment: its data and version stay (docs/adr/0712).
    changesData: false,
    check: async ({ tx, enrollment, payload }): Promise<Result<{ progress: Progress; catalogue: Catalogue }, Refusal>> => {
      const cat = await catalogue.get();
      const progress = await loadProgress(tx, cat, enrollment);
      if (!progress.closing.policyId) return err(refuse({ enrollment_id: Messages.enrollmentNotFinished }, 409));
      if (payload.policy_id !== undefined && payload.policy_id !== progress.closing.policyId) return err(refuse({ policy_id: Messages.invalidValue }));
      return ok({ progress, catalogue: cat });
    },
    apply: async ({ tx, enrollment, now }, { progress, catalogue: cat }): Promise<InvoiceRow | undefined> => {
      const existing = await invoiceOf(tx, enrollment.id);
      if (existing) return existing;
      const method = paymentMethodOf(progress.closing);
      if (!method || !INVOICED.has(method)) return undefined;
      const { firstMonth } = plansOf(cat, progress);
      return recordInvoice(tx, {
        enrollmentId: enrollment.id,
        policyId: progress.closing.policyId ?? '',
        amountCents: firstMonth,
        dueDate: progress.closing.effectiveDate ?? '',
        paymentMethod: method,
        at: now,
      });
    },
  });

/** A step as the save-later and continue answers spell it. */
export const spelledTab = (tab: TabName): string => savedTabName(tab);

