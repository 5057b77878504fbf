import { randomBytes } from 'node:crypto';
import { err, ok, type Result } from 'neverthrow';
import * as t from 'io-ts';
import { decode, SaveBeneficiaryInfoRequest, SaveContactInfoRequest, SaveDependentInfoRequest, SaveEmployerInfoRequest, SavePersonalInfoRequest, SavePrimaryHealthInfoRequest, recordsOf } from '@benefit-store/contract';
import {
  greetingName,
  HolidayPolicies,
  Messages,
  revalidateDependents,
  validateAlternateEmail,
  type DependentInput,
  type FieldErrors,
  type Relationship,
} from '@benefit-store/domain';
import { ownedEnrollmentCommand, refuse, type OwnedContext, type Refusal } from '../commands/command.ts';
import { commandTab, type SaveEnrollmentOutput, type SaveEnrollmentPayload, type SaveEnrollmentTable } from '../enrollments/save-enrollment.ts';
import { enqueueMail, renderMail } from '../mail/index.ts';
import { mailBrandOf, type PublicAddress } from '../sites/site-links.ts';
import type { Queryable } from '../db/database.ts';
import type { Pii } from '../security/pii.ts';
import { hashedKey, takeHit, type RateLimits } from '../security/rate-limit.ts';
import { dependentRequirements } from './form-fields.ts';
import { compact, resolveSsn, sealSsn, str, type SectionColumn } from '../repository/sections.ts';
import { dependentListRule, storedDependent, toHealthInput } from './step-rules.ts';
import { loadFacts, type WizardFacts } from './wizard-facts.ts';
import { storeResumeCode, writeSection } from '../repository/wizard-store.ts';

/**
 * Save & Continue Later (doc 002; docs/adr/0710): the step's data as it stands is kept as a draft of its
 * section, a resume code is made (128 random bits), stored only as a hash together with a hash of the
 * e-mail it goes to, valid for 30 days, and mailed through the outbox in the same transaction.
 */

export const RESUME_CODE_DAYS = 30;
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 128 random bits as 26 Crockford base-32 characters, grouped for reading: XXXXX-XXXXX-XXXXX-XXXXX-XXXXXX. */
export const newResumeCode = (): string => {
  const bytes = randomBytes(16);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let text = '';
  for (let i = 0; i < 26; i++) {
    text = CROCKFORD[Number(bits & 31n)]! + text;
    bits >>= 5n;
  }
  return [text.slice(0, 5), text.slice(5, 10), text.slice(10, 15), text.slice(15, 20), text.slice(20)].join('-');
};

type Draft = Result<Record<string, unknown>, FieldErrors>;
export type DraftRule = (pii: Pii, facts: WizardFacts, data: unknown, today: OwnedContext<unknown>['today']) => Draft;

/**
 * A save-later tab of another area (the wizard's review, agreement and billing steps, docs/adr/0720): how its draft
 * is shaped from the form's data, and where it is written.
 */
export interface DraftTab {
  readonly rule: DraftRule;
  readonly write: (tx: Queryable, enrollmentId: string, data: Record<string, unknown>, at: Date) => Promise<void>;
}

const shaped = <A>(codec: t.Decoder<unknown, A>, facts: WizardFacts, data: unknown): Result<A, FieldErrors> => {
  const body = data !== null && typeof data === 'object' && !Array.isArray(data) ? { ...(data as object), enrollment_id: facts.enrollment.id } : undefined;
  const decoded = body === undefined ? undefined : decode(codec, body);
  return decoded?.ok ? ok(decoded.value) : err({ data: Messages.invalidValue });
};

const withoutId = <R extends { enrollment_id: string }>(r: R): Omit<R, 'enrollment_id'> => {
  const { enrollment_id: _id, ...rest } = r;
  return rest;
};

/** Each tab's draft: the data shaped by the tab's save codec, nothing required, SSNs sealed. */
const DRAFTS: Readonly<Record<string, readonly [SectionColumn, DraftRule]>> = {
  primary_info: [
    'primary_info',
    (pii, facts, data) =>
      shaped(SavePersonalInfoRequest, facts, data).map((p) => {
        const ssn = resolveSsn(pii, p.ssn, facts.sections.primary_info?.data);
        const { ssn: _ssn, ...rest } = withoutId(p);
        return sealSsn(pii, compact({ ...rest, gender: facts.enrollment.filter.gender, birthdate: facts.enrollment.filter.dob }), ssn);
      }),
  ],
  contact_info: [
    'contact_info',
    (_pii, facts, data) =>
      shaped(SaveContactInfoRequest, facts, data).map((c) => compact({ ...withoutId(c), state: facts.enrollment.filter.state, zip: facts.enrollment.filter.zip })),
  ],
  employer_info: [
    'employer_info',
    (_pii, facts, data) =>
      shaped(SaveEmployerInfoRequest, facts, data).map((e) => {
        const { holiday_policy: flags, ...rest } = withoutId(e);
        return { ...compact(rest), holiday_policy: Object.fromEntries(HolidayPolicies.map(([k]) => [k, flags?.[k] === '1' ? 1 : 0])) };
      }),
  ],
  benificiary_info: [
    'beneficiary_info',
    (pii, facts, data) =>
      shaped(SaveBeneficiaryInfoRequest, facts, data).map((b) => ({
        beneficiaries: b.beneficiaries.map((person) => {
          const stored = recordsOf(facts.sections.beneficiary_info?.data.beneficiaries).find(
            (s) => person.beneficiary_id !== undefined && s.beneficiary_id === person.beneficiary_id,
          );
          const ssn = resolveSsn(pii, person.ssn, stored);
          return sealSsn(pii, compact({ ...person }), ssn);
        }),
      })),
  ],
  health_info: [
    'health_info',
    (_pii, facts, data) => shaped(SavePrimaryHealthInfoRequest, facts, data).map((h) => ({ ...toHealthInput(withoutId(h)) })),
  ],
  dependent_info: [
    'dependent_info',
    (pii, facts, data, today) =>
      shaped(SaveDependentInfoRequest, facts, data).andThen((d) => {
        // Before save-for-later each dependent is checked again; messages say which dependent.
        const inputs: DependentInput[] = d.dependents.map(({ primary_info: p }) => ({
          ...p,
          // A masked SSN sent back unchanged is the stored one (docs/adr/0710).
          ssn: resolveSsn(pii, p.ssn, storedDependent(facts, p.dependent_id)),
          relationship: p.relationship.toLowerCase() as Relationship,
        }));
        const messages = revalidateDependents(inputs, today, dependentRequirements(facts));
        if (messages.length > 0) return err(Object.fromEntries(messages.map((m, i) => [`dependents.${i}`, m])));
        return dependentListRule(pii, facts, d.dependents, d.spouse_answer, today, false).map((checked) => ({
          dependents: checked.dependents.map((x) => x.record),
          ...(checked.spouseAnswer ? { spouse_answer: checked.spouseAnswer } : {}),
        }));
      }),
  ],
};

export const SAVE_LATER_TABS = Object.keys(DRAFTS);

interface Plan {
  readonly email: string;
  readonly draft: { readonly data: Record<string, unknown> } | undefined;
  readonly name: string | undefined;
  /** Why no code is mailed this time (too many for the enrollment or to the address); the draft is kept all the same. */
  readonly mailRefused: Refusal | undefined;
}

/**
 * Whether one more code may be mailed: at most `saveLaterMails` per enrollment and `mailsPerRecipient` to one address
 * whatever the enrollment (docs/adr/0006-sign-in-throttle.md), both counted in the database. The address's count is
 * taken only when the enrollment's allows a mail, so an enrollment over its limit does not use up the address's.
 */
export const mayMailCode = async (tx: Queryable, limits: RateLimits, enrollmentId: string, email: string, now: Date): Promise<Refusal | undefined> => {
  if (!(await takeHit(tx, limits.saveLaterMails, enrollmentId, now))) return refuse({ email: Messages.tooManySaveLaterMails }, 429);
  if (!(await takeHit(tx, limits.mailsPerRecipient, hashedKey('mail-recipient', email.toLowerCase()), now))) {
    return refuse({ email: Messages.tooManyMailsToRecipient }, 429);
  }
  return undefined;
};

const partOneTab = ([column, rule]: readonly [SectionColumn, DraftRule]): DraftTab => ({
  rule,
  write: (tx, enrollmentId, data, at) => writeSection(tx, enrollmentId, column, { status: 'draft', data }, at),
});

const saveLater = (pii: Pii, limits: RateLimits, publicAddress: PublicAddress, tab: string, drafts: DraftTab) =>
  ownedEnrollmentCommand<SaveEnrollmentPayload>()({
    type: `save-later:${tab}`,
    check: async ({ tx, enrollment, payload, now, today }): Promise<Result<Plan, Refusal>> => {
      const email = validateAlternateEmail(payload.email ?? '');
      if (email.isErr()) return err(refuse({ email: email.error }));
      const facts = await loadFacts(tx, enrollment);
      const draft = payload.data === undefined ? undefined : drafts.rule(pii, facts, payload.data, today);
      if (draft?.isErr()) return err(refuse(draft.error));
      // Over a mail limit the draft is still kept: the refusal is answered after it is saved.
      const mailRefused = await mayMailCode(tx, limits, enrollment.id, email.value, now);
      // The greeting's name is a first name by the domain's rule, typed or stored; anything else greets no one.
      const name = greetingName(payload.name) ?? greetingName(str(facts.sections.primary_info?.data, 'first_name')) ?? greetingName(facts.member?.first_name);
      return ok({ email: email.value, draft: draft ? { data: draft._unsafeUnwrap() } : undefined, name, mailRefused });
    },
    apply: async ({ tx, enrollment, now, language }, plan): Promise<SaveEnrollmentOutput> => {
      if (plan.draft) await drafts.write(tx, enrollment.id, plan.draft.data, now);
      if (plan.mailRefused) return { enrollmentId: enrollment.id, data: { saved_tab: tab }, refused: plan.mailRefused };
      const code = newResumeCode();
      const expiresAt = new Date(now.getTime() + RESUME_CODE_DAYS * 24 * 60 * 60_000);
      await storeResumeCode(tx, { enrollmentId: enrollment.id, code, email: plan.email, savedTab: tab, at: now, expiresAt, language });
      // In the language the person saved in (issue 25).
      const mail = renderMail(
        'resume-code',
        { brand: await mailBrandOf(tx, enrollment.context, publicAddress), code, email: plan.email, name: plan.name },
        language,
      );
      await enqueueMail(tx, { kind: 'resume-code', to: plan.email, subject: mail.subject, text: mail.text, html: mail.html, enrollmentId: enrollment.id }, pii);
      return { enrollmentId: enrollment.id, data: { saved_tab: tab, message: Messages.saveLaterDone } };
    },
  });

/**
 * The wizard's rows of the save-enrollment table: Save & Continue Later on personal to dependents, and the tabs
 * `more` adds (review, agreement and billing: wizard/closing-save-later.ts).
 */
export const wizardSaveLaterTabs = (
  deps: { readonly pii: Pii; readonly limits: RateLimits; readonly publicAddress: PublicAddress },
  more: Readonly<Record<string, DraftTab>> = {},
): SaveEnrollmentTable => ({
  ...Object.fromEntries(SAVE_LATER_TABS.map((tab) => [tab, commandTab(saveLater(deps.pii, deps.limits, deps.publicAddress, tab, partOneTab(DRAFTS[tab]!)))])),
  ...Object.fromEntries(Object.entries(more).map(([tab, drafts]) => [tab, commandTab(saveLater(deps.pii, deps.limits, deps.publicAddress, tab, drafts))])),
});
