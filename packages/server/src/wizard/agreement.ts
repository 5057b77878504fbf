import * as t from 'io-ts';
import { err, ok, type Result } from 'neverthrow';
import {
  calendarDateOf,
  digitsOnly,
  formatUsDate,
  isBlank,
  Messages,
  validateAgreement,
  type FieldErrors,
  type SignerMode,
} from '@benefit-store/domain';
import type { SaveAgreementInfoRequest } from '@benefit-store/contract';
import type { CatalogueCache } from '../catalog/catalogue-store.ts';
import { ownedEnrollmentCommand, refuse, type Actor, type Refusal } from '../commands/command.ts';
import { acceptedWording, wireAcceptedText, type AgreementTextRow, type ShownAgreement } from '../consent/agreement-texts.ts';
import { sha256, type ConsentEntry } from '../consent/chain.ts';
import type { ConsentSeal } from '../consent/chain.ts';
import { appendConsent } from '../consent/consent-store.ts';
import { markLinkSigned } from '../consent/signing-links.ts';
import { ServerTexts } from '../http/server-texts.ts';
import type { Queryable } from '../db/database.ts';
import { row } from '../db/rows.ts';
import type { Principal } from '../sessions/principal.ts';
import { acceptedHashes, loadProgress, type Progress } from './completion.ts';
import { writeClosingSection } from '../repository/closing-store.ts';

/**
 * Agreement & Signature on the server (doc 002; docs/adr/0720). Who signs decides how they are verified:
 * a signed-in rep as broker (their own broker code), a group administrator as the group (the group's code and
 * their name), anyone else as the applicant with a drawn signature and their date of birth as the verification
 * answer; a member signing from a rep's link signs as the applicant too (role applicant-remote). Every accepted
 * agreement and the signature go into the enrollment's consent chain in the save's transaction.
 */
export type SignerRole = 'broker' | 'group' | 'applicant' | 'applicant-remote';

export interface Signer {
  readonly mode: SignerMode;
  readonly role: SignerRole;
  readonly agentName?: string;
  readonly agentCode?: string;
  readonly groupName?: string;
  readonly groupCode?: string;
}

/** The verification question of applicant signing: the date of birth the quote was made for. */
export const VERIFICATION_QUESTION = { id: '1', text: ServerTexts.verificationQuestion } as const;

/** A drawn signature: the canvas as a PNG data URL. */
const SIGNATURE = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

const AgentRow = t.type({ first_name: t.string, last_name: t.string, agent_code: t.string });
const GroupRow = t.type({ gname: t.string, gcode: t.string });

/** The signer a principal (or a link) makes: rep -> broker, group administrator -> group, anyone else -> applicant. */
export const signerFor = async (db: Queryable, principal: Principal | undefined, remote = false): Promise<Signer> => {
  if (remote || !principal) return { mode: 'sigapplicant', role: remote ? 'applicant-remote' : 'applicant' };
  if (principal.role === 'rep') {
    const agent = await row(db, AgentRow, 'SELECT first_name, last_name, agent_code FROM agents WHERE agent_id = $1', [principal.agent_id]);
    return { mode: 'broker', role: 'broker', agentName: agent ? `${agent.first_name} ${agent.last_name}` : principal.name, agentCode: agent?.agent_code ?? '' };
  }
  const group = await row(db, GroupRow, 'SELECT gname, gcode FROM groups WHERE gid = $1', [principal.group_id ?? '']);
  return { mode: 'group', role: 'group', groupName: group?.gname ?? principal.group_name ?? '', groupCode: group?.gcode ?? '' };
};

export const signerOfActor = (db: Queryable, actor: Actor): Promise<Signer> =>
  actor.kind === 'signer' ? signerFor(db, undefined, true) : signerFor(db, actor.kind === 'session' ? actor.principal : undefined);

const field = (field_name: string, required: boolean, value: string | null = null, read_only = false) => ({ field_name, value, required, read_only });

/**
 * get-form-fields-agreement-info: the fields the signer fills (required = shown), with what the server knows; the
 * question in the request's language (`translate`, http/language.ts).
 */
export const agreementFields = (signer: Signer, today: Date, translate: (text: string) => string = (text) => text) => {
  const applicant = signer.mode === 'applicant' || signer.mode === 'sigapplicant';
  return [
    field('question_id', applicant, applicant ? VERIFICATION_QUESTION.id : null, true),
    field('question', applicant, applicant ? translate(VERIFICATION_QUESTION.text) : null, true),
    field('answer', applicant),
    field('verification_code', false),
    field('date', true, formatUsDate(calendarDateOf(today)), true),
    field('agent_name', signer.mode === 'broker', signer.agentName ?? null, true),
    field('agent_code', signer.mode === 'broker'),
    field('group_name', signer.mode === 'group', signer.groupName ?? null, true),
    field('group_code', signer.mode === 'group'),
    field('user_name', signer.mode !== 'broker'),
    field('signature', signer.mode === 'sigapplicant'),
  ];
};

/**
 * The agreements as get-agreement-texts answers them, in the language asked for where they can be (its `language`
 * says which): checked when the saved agreement accepted that version, in whichever language's wording.
 */
export const wireAgreementTexts = (texts: readonly ShownAgreement[], accepted: readonly string[]) => {
  const hashes = new Set(accepted);
  return texts.map((text) => ({
    text_key: text.text_key,
    version: text.version,
    language: text.language,
    text_hash: text.text_hash,
    text_head: text.text_head,
    text_body: text.text_body,
    text_required: text.text_required,
    checked: acceptedWording(text, hashes) !== undefined,
  }));
};

interface AgreementPlan {
  readonly signer: Signer;
  /** The wordings accepted, one per agreement shown: each the exact words whose hash the signer sent. */
  readonly texts: readonly AgreementTextRow[];
  readonly input: SaveAgreementInfoRequest;
}

const sameCode = (a: string | undefined, b: string | undefined) => (a ?? '').trim().toUpperCase() === (b ?? '').trim().toUpperCase();

/**
 * The domain's rules, then what only the server knows: the broker and group codes, the date of birth, the drawing.
 * An agreement is accepted by the hash of any language's wording of its current version (a person who switched
 * language on the step, a rep reading in English for a member who signs in Spanish); a hash of no such wording
 * accepts nothing.
 */
export const checkAgreement = (progress: Progress, signer: Signer, input: SaveAgreementInfoRequest): Result<AgreementPlan, FieldErrors> => {
  const accepted = new Set(input.accepted_texts ?? []);
  const texts = progress.agreements;
  const wordings = texts.map((text) => acceptedWording(text, accepted));
  const applicant = signer.mode === 'applicant' || signer.mode === 'sigapplicant';
  const errors: Record<string, string> = {};
  const domain = validateAgreement(
    texts.map((text) => ({ head: text.text_head, body: text.text_body, required: text.text_required })),
    { checked: wordings.map((wording) => wording !== undefined), answerRequired: applicant, ...(input.answer !== undefined ? { answer: input.answer } : {}), ...(input.signature !== undefined ? { signature: input.signature } : {}) },
    signer.mode,
  );
  if (domain.isErr()) Object.assign(errors, domain.error);
  if (signer.mode !== 'broker' && isBlank(input.user_name)) errors.user_name = Messages.fieldRequired;
  if (signer.mode === 'broker') {
    if (isBlank(input.agent_code)) errors.agent_code = Messages.fieldRequired;
    else if (!sameCode(input.agent_code, signer.agentCode)) errors.agent_code = Messages.brokerCodeMismatch;
  }
  if (signer.mode === 'group') {
    if (isBlank(input.group_code)) errors.group_code = Messages.fieldRequired;
    else if (!sameCode(input.group_code, signer.groupCode)) errors.group_code = Messages.groupCodeMismatch;
  }
  if (applicant && !errors.answer && digitsOnly(input.answer ?? '') !== digitsOnly(progress.enrollment.filter.dob)) errors.answer = Messages.verificationAnswerMismatch;
  if (signer.mode === 'sigapplicant' && !errors.signature && !SIGNATURE.test(input.signature ?? '')) errors.signature = Messages.signatureInvalid;
  return Object.keys(errors).length > 0 ? err(errors) : ok({ signer, texts: wordings.filter((wording) => wording !== undefined), input });
};

const clientAddressOf = (actor: Actor): string => (actor.kind === 'support' ? `support:${actor.staffId}` : actor.address);

const signerName = (plan: AgreementPlan): string =>
  plan.signer.mode === 'broker' ? `${plan.signer.agentName ?? ''} (${plan.signer.agentCode ?? ''})` : plan.signer.mode === 'group' ? `${plan.input.user_name ?? ''} for ${plan.signer.groupName ?? ''}` : (plan.input.user_name ?? '');

/** What save-agreement-info answers and keeps as aggrement_info: never the verification answer. */
export interface AgreementSaved {
  readonly enrollmentId: string;
  readonly data: Record<string, unknown>;
}

/**
 * The saved agreement as answers show it: who signed and the hashes accepted; with `wordings` (the review,
 * get-enrollment-temp-info), every agreement accepted word for word, in the language it was accepted in.
 */
export const agreementView = (data: Readonly<Record<string, unknown>>, wordings?: readonly AgreementTextRow[]): Record<string, unknown> => {
  const { signature: _signature, accepted_texts: _texts, ...rest } = data;
  return { ...rest, accepted: acceptedHashes({ status: 'saved', data }), ...(wordings ? { accepted_texts: wordings.map(wireAcceptedText) } : {}) };
};

export const agreementCommand = (catalogue: CatalogueCache, sealer: ConsentSeal) =>
  ownedEnrollmentCommand<SaveAgreementInfoRequest>()({
    type: 'save-agreement-info',
    tab: 'agreement_info',
    // Consent is the signer's own act: support replay never signs for anyone.
    replayable: false,
    signable: true,
    check: async ({ tx, enrollment, payload, actor, language }): Promise<Result<AgreementPlan, Refusal>> => {
      const progress = await loadProgress(tx, await catalogue.get(), enrollment, language);
      const checked = checkAgreement(progress, await signerOfActor(tx, actor), payload);
      return checked.isErr() ? err(refuse(checked.error)) : ok(checked.value);
    },
    apply: async ({ tx, enrollment, actor, now }, plan): Promise<AgreementSaved> => {
      const signer = signerName(plan);
      const base = { signerRole: plan.signer.role, signer, clientAddress: clientAddressOf(actor), recordedAt: now };
      const link: Record<string, string> = actor.kind === 'signer' ? { link_id: actor.linkId } : {};
      const entries: ConsentEntry[] = [
        ...plan.texts.map((text) => ({
          ...base,
          kind: 'agreement' as const,
          textKey: text.text_key,
          textVersion: text.version,
          textHash: text.text_hash,
          evidence: { text_head: text.text_head, language: text.language, ...link },
        })),
        {
          ...base,
          kind: 'signature',
          evidence: {
            signer_mode: plan.signer.mode,
            verified_by: plan.signer.mode === 'broker' ? 'broker-code' : plan.signer.mode === 'group' ? 'group-code' : 'date-of-birth',
            ...(plan.input.signature ? { signature_sha256: sha256(plan.input.signature) } : {}),
            accepted: plan.texts.map((text) => text.text_hash).join(','),
            ...link,
          },
        },
      ];
      const records = await appendConsent(tx, sealer, enrollment.id, entries);
      const i = plan.input;
      const data: Record<string, unknown> = {
        signer_mode: plan.signer.mode,
        signer_role: plan.signer.role,
        signed_at: now.toISOString(),
        date: formatUsDate(calendarDateOf(now)),
        accepted: plan.texts.map((text) => text.text_hash),
        accepted_texts: plan.texts.map((text) => ({ text_key: text.text_key, version: text.version, language: text.language, text_hash: text.text_hash })),
        consent_hash: records.at(-1)?.recordHash ?? '',
        ...(i.user_name ? { user_name: i.user_name } : {}),
        ...(plan.signer.mode === 'broker' ? { agent_name: plan.signer.agentName ?? '', agent_code: plan.signer.agentCode ?? '' } : {}),
        ...(plan.signer.mode === 'group' ? { group_name: plan.signer.groupName ?? '', group_code: plan.signer.groupCode ?? '' } : {}),
        ...(plan.signer.mode === 'sigapplicant' ? { question_id: VERIFICATION_QUESTION.id, question: VERIFICATION_QUESTION.text, signature: i.signature ?? '' } : {}),
      };
      await writeClosingSection(tx, enrollment.id, 'agreement_info', { status: 'saved', data }, now);
      if (actor.kind === 'signer') await markLinkSigned(tx, actor.linkId, now);
      return { enrollmentId: enrollment.id, data: agreementView(data) };
    },
  });
