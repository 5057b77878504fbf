import { Messages, savedTabName, tabOfSpelling, type TabName } from '@benefit-store/domain';
import { WizardClosingRoutes } from '@benefit-store/contract';
import { billingView } from '../billing/billing-section.ts';
import type { CatalogueCache } from '../catalog/catalogue-store.ts';
import type { ConsentSeal } from '../consent/chain.ts';
import type { Database, Queryable } from '../db/database.ts';
import { lastConfirmedBy, type EnrollmentRow } from '../repository/enrollment-store.ts';
import { ownedForRead, type VersionReply } from '../enrollments/ownership.ts';
import { answer, tellVersion, type Answer, type Door } from '../http/door.ts';
import { languageOfAnswer, textsOfRequest } from '../http/language.ts';
import { principalOf } from '../sessions/principal.ts';
import type { Session } from '../sessions/sessions.ts';
import { agreementTextsByHash } from '../consent/agreement-texts.ts';
import { agreementCommand, agreementFields, agreementView, signerFor, wireAgreementTexts } from './agreement.ts';
import { acceptedHashes, firstOpenStep, isComplete, loadProgress } from './completion.ts';
import { readClosingSections } from '../repository/closing-store.ts';
import { resumeContext } from './resume-context.ts';
import type { PublicAddress } from '../sites/site-links.ts';
import type { Pii } from '../security/pii.ts';
import { autoInvoiceCommand, receiptOf, reviewCommand, reviewSummary, wireInvoice, wireReceipt } from './review.ts';

export interface ClosingDeps {
  readonly db: Database;
  readonly catalogue: CatalogueCache;
  readonly publicAddress: PublicAddress;
  readonly now: () => Date;
  /** Seals the consent chain's head (docs/adr/0720). */
  readonly consentSeal: ConsentSeal;
  /** Seals the receipt mail's body (docs/adr/0702). */
  readonly pii: Pii;
}

/**
 * get-enrollment-temp-info for the second part's columns: payment_info (numbers masked), aggrement_info (what was
 * signed, the agreements in the words accepted, never the verification answer) and review_info, each with its
 * status, or null when never saved.
 */
export const readClosingColumn = async (db: Queryable, enrollment: EnrollmentRow, column: string): Promise<{ value: unknown } | undefined> => {
  if (column !== 'payment_info' && column !== 'aggrement_info' && column !== 'review_info' && column !== 'effective_date') return undefined;
  const closing = await readClosingSections(db, enrollment.id);
  switch (column) {
    case 'payment_info':
      return { value: closing.billing_info ? { ...billingView(closing.billing_info.data), status: closing.billing_info.status } : null };
    case 'aggrement_info':
      return {
        value: closing.agreement_info
          ? { ...agreementView(closing.agreement_info.data, await agreementTextsByHash(db, acceptedHashes(closing.agreement_info))), status: closing.agreement_info.status }
          : null,
      };
    case 'review_info':
      return { value: closing.review_info ? { ...closing.review_info.data, status: closing.review_info.status } : null };
    default:
      return { value: closing.effectiveDate ?? null };
  }
};

/** A tab in either spelling (payment_info or billing_info, aggrement_info or agreement_info, ...). */
const tabOf = (name: string): TabName | undefined => tabOfSpelling(name.trim());

/** base64 of the enrollment id, as /direct-continue/{id} carries it (URL-safe base64 too). */
const decodeId = (encoded: string): string | undefined => {
  let unescaped: string;
  try {
    unescaped = decodeURIComponent(encoded);
  } catch {
    return undefined; // a lone '%' (the router already decoded %25): not a link of ours
  }
  const text = unescaped.replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return undefined;
  const id = Buffer.from(text, 'base64').toString('utf8').trim();
  return /^[A-Za-z0-9-]{1,64}$/.test(id) ? id : undefined;
};

/** Review & Confirmation, Agreement & Signature, the receipt and the invoice, check-tab-required, direct-continue. */
export const registerWizardClosingRoutes = (door: Door, deps: ClosingDeps) => {
  const { db, catalogue, now } = deps;

  const owned =
    (read: (enrollment: EnrollmentRow, session: Session | undefined) => Promise<Answer>) =>
    async ({ query, session, reply }: { query: { enrollment_id: string }; session: Session | undefined; reply: VersionReply }) => {
      const found = await ownedForRead(db, { session, reply }, query.enrollment_id);
      return 'refused' in found ? found.refused : read(found.enrollment, session);
    };
  const progressOf = async (enrollment: EnrollmentRow) => loadProgress(db, await catalogue.get(), enrollment);

  door.route(WizardClosingRoutes.checkTabRequired, { session: 'optional' }, async ({ query, session, reply }) => {
    const found = await ownedForRead(db, { session, reply }, query.enrollment_id);
    if ('refused' in found) return found.refused;
    const tab = tabOf(query.tab_name);
    if (!tab) return answer.fail(422, { tab_name: query.tab_name === '' ? Messages.fieldRequired : Messages.invalidValue });
    const progress = await progressOf(found.enrollment);
    return answer.ok({ result: { tab_name: query.tab_name, required: progress.tabs.includes(tab) } });
  });

  // ---- Which steps are complete (the progress bar, and the guard for a step outside the enrollment's tabs) ----
  door.route(WizardClosingRoutes.getWizardProgress, { session: 'optional' }, owned(async (enrollment) => {
    const progress = await progressOf(enrollment);
    return answer.ok({ tabs: progress.tabs.map((tab) => ({ tab_name: tab, complete: isComplete(progress, tab) })), first_open: firstOpenStep(progress) });
  }));

  // ---- Review ----
  door.route(WizardClosingRoutes.getReviewSummary, { session: 'optional' }, owned(async (enrollment) =>
    answer.ok(reviewSummary(await catalogue.get(), await progressOf(enrollment))),
  ));
  door.command(WizardClosingRoutes.saveReviewInfo, reviewCommand(catalogue, deps.publicAddress, deps.consentSeal, deps.pii), ({ body }) => ({ enrollmentId: body.enrollment_id, payload: body }), (receipt) =>
    answer.ok(wireReceipt(receipt)),
  );

  // ---- Agreement ----
  // In the request's language where a wording exists, else English (docs/adr/0900-languages.md): it varies with it.
  door.route(WizardClosingRoutes.getAgreementTexts, { session: 'optional' }, async ({ query, session, reply, request }) => {
    const found = await ownedForRead(db, { session, reply }, query.enrollment_id);
    if ('refused' in found) return found.refused;
    const progress = await loadProgress(db, await catalogue.get(), found.enrollment, languageOfAnswer(request, reply));
    return answer.ok(wireAgreementTexts(progress.agreements, acceptedHashes(progress.closing.agreement_info)));
  });
  door.route(WizardClosingRoutes.getFormFieldsAgreementInfo, { session: 'optional' }, async ({ query, session, reply, request }) => {
    const found = await ownedForRead(db, { session, reply }, query.enrollment_id);
    if ('refused' in found) return found.refused;
    const signer = await signerFor(db, principalOf(session));
    // The verification question in the request's language.
    return answer.ok({ fields: agreementFields(signer, now(), textsOfRequest(request, reply)), signer_mode: signer.mode });
  });
  door.command(WizardClosingRoutes.saveAgreementInfo, agreementCommand(catalogue, deps.consentSeal), ({ body }) => ({ enrollmentId: body.enrollment_id, payload: body }), (saved) =>
    answer.ok({ enrollment_id: saved.enrollmentId, tab: 'aggrement_info', data: saved.data }),
  );

  // ---- Receipt and invoice ----
  door.route(WizardClosingRoutes.getReceipt, { session: 'optional' }, async ({ query, session, reply }) => {
    let enrollment: EnrollmentRow | undefined;
    if (query.enrollment_id === '') {
      // No id: the enrollment this session confirmed last. The receipt page clears the browser's enrollment id (doc
      // 002), so after a refresh it asks the server, which knows what this session confirmed (docs/adr/0712).
      enrollment = session ? await lastConfirmedBy(db, session.hash) : undefined;
      if (!enrollment) return answer.fail(404, { enrollment_id: Messages.enrollmentNotFound });
      tellVersion(reply, enrollment.version);
    } else {
      const found = await ownedForRead(db, { session, reply }, query.enrollment_id);
      if ('refused' in found) return found.refused;
      enrollment = found.enrollment;
    }
    const receipt = await receiptOf(db, await progressOf(enrollment));
    return receipt ? answer.ok(wireReceipt(receipt)) : answer.fail(409, { enrollment_id: Messages.enrollmentNotFinished });
  });
  door.command(WizardClosingRoutes.autoInvoiceGeneration, autoInvoiceCommand(catalogue), ({ body }) => ({ enrollmentId: body.enrollment_id, payload: body }), (invoice) =>
    invoice ? answer.ok(wireInvoice(invoice)) : answer.none(),
  );

  // ---- direct-continue/{id}: the enrollment's context again, for whoever already holds it; nobody else ----
  door.route(WizardClosingRoutes.directContinue, { session: 'optional' }, async ({ params, session, reply }) => {
    const id = decodeId(params.id);
    // A malformed link and someone else's enrollment get the same answer as one that does not exist.
    if (!id) return answer.fail(404, { enrollment_id: Messages.enrollmentNotFound });
    const found = await ownedForRead(db, { session, reply }, id);
    if ('refused' in found) return found.refused;
    const progress = await progressOf(found.enrollment);
    // The step to open: the first required one not complete yet (review once everything is).
    return answer.ok({ enrollment_id: id, saved_tab: savedTabName(firstOpenStep(progress)), ...(await resumeContext(db, found.enrollment)) });
  });
};
