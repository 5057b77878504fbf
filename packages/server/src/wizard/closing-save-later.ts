import { err, ok } from 'neverthrow';
import type * as t from 'io-ts';
import { decode, SaveAgreementInfoRequest, SaveBillingInfoRequest, SaveReviewInfoRequest, isRecord } from '@benefit-store/contract';
import { Messages } from '@benefit-store/domain';
import type { Pii } from '../security/pii.ts';
import { writeClosingSection, type ClosingColumn } from '../repository/closing-store.ts';
import type { DraftRule, DraftTab } from './save-later.ts';
import { compact } from '../repository/sections.ts';

/**
 * Save & Continue Later on the review, agreement and billing steps (save-enrollment tabs review_info,
 * aggrement_info and payment_info; docs/adr/0720). A draft is what the form held, shaped by the step's save codec
 * and never more than a saved step may keep: no signature and no verification answer (a draft is not consent), no
 * card number and no security code; a bank account number only sealed, with its last four.
 */

const shaped = <A>(codec: t.Decoder<unknown, A>, enrollmentId: string, data: unknown) => {
  const body = isRecord(data) ? { ...data, enrollment_id: enrollmentId } : undefined;
  const decoded = body === undefined ? undefined : decode(codec, body);
  return decoded?.ok ? ok(decoded.value) : err({ data: Messages.invalidValue });
};

const agreementDraft: DraftRule = (_pii, facts, data) =>
  shaped<SaveAgreementInfoRequest>(SaveAgreementInfoRequest, facts.enrollment.id, data).map((a) =>
    compact({ user_name: a.user_name, date: a.date, agent_name: a.agent_name, group_name: a.group_name, accepted_draft: a.accepted_texts ?? [] }),
  );

const billingDraft =
  (pii: Pii): DraftRule =>
  (_pii, facts, data) =>
    shaped<SaveBillingInfoRequest>(SaveBillingInfoRequest, facts.enrollment.id, data).map((b) => {
      const { card_number: _card, security_code: _code, account_number: account, enrollment_id: _id, ...rest } = b;
      const digits = (account ?? '').replace(/\D/g, '');
      return {
        ...compact(rest),
        ...(/^\d{4,17}$/.test(digits) ? { account_number_sealed: pii.encrypt(digits), account_last4: digits.slice(-4) } : {}),
      };
    });

const reviewDraft: DraftRule = (_pii, facts, data) =>
  shaped<SaveReviewInfoRequest>(SaveReviewInfoRequest, facts.enrollment.id, data).map((r) => compact({ additional_notes: r.additional_notes }));

const into =
  (column: ClosingColumn): DraftTab['write'] =>
  (tx, enrollmentId, data, at) =>
    writeClosingSection(tx, enrollmentId, column, { status: 'draft', data }, at);

/** The save-enrollment tabs of the wizard's second part, spelled as the spec spells them. */
export const closingDraftTabs = (pii: Pii): Readonly<Record<string, DraftTab>> => ({
  aggrement_info: { rule: agreementDraft, write: into('agreement_info') },
  payment_info: { rule: billingDraft(pii), write: into('billing_info') },
  review_info: { rule: reviewDraft, write: into('review_info') },
});
