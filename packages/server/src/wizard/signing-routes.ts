import type { FastifyRequest } from 'fastify';
import { err, ok, type Result } from 'neverthrow';
import { digitsOnly, greetingName, Messages, validateAlternateEmail } from '@benefit-store/domain';
import { SigningRoutes, type OpenSigningLinkRequest, type SendSigningLinkRequest } from '@benefit-store/contract';
import type { CatalogueCache } from '../catalog/catalogue-store.ts';
import type { ConsentSeal } from '../consent/chain.ts';
import { ownedEnrollmentCommand, refuse, type Actor, type Applied, type CommandRunner, type OwnedEnrollmentCommand, type Refusal } from '../commands/command.ts';
import type { Database } from '../db/database.ts';
import { findEnrollment } from '../repository/enrollment-store.ts';
import { ownedForRead } from '../enrollments/ownership.ts';
import { answer, type Answer, type Door } from '../http/door.ts';
import { languageOf, textsOfRequest } from '../http/language.ts';
import { enqueueMail, renderMail } from '../mail/index.ts';
import { mailFormatsOf, mailTextsOf } from '../mail/mail-language.ts';
import type { Pii } from '../security/pii.ts';
import { takeHit } from '../security/rate-limit.ts';
import type { Session } from '../sessions/sessions.ts';
import { agreementCommand, agreementFields, signerFor, wireAgreementTexts, type AgreementSaved } from './agreement.ts';
import { acceptedHashes, incompleteBefore, incompleteErrors, loadProgress } from './completion.ts';
import { reviewCommand, reviewSummary, wireReceipt, type Receipt } from './review.ts';
import { readClosingSections } from '../repository/closing-store.ts';
import { str } from '../repository/sections.ts';
import { emailHash } from '../repository/wizard-store.ts';
import { siteOfEnrollment } from '../repository/site-directory.ts';
import { mailBrandOf, type PublicAddress } from '../sites/site-links.ts';
import {
  createSigningLink,
  findSigningLink,
  latestSigningLink,
  linkState,
  markLinkOpened,
  maskEmail,
  newLinkId,
  SIGNING_LINK_HOURS,
  signingKeys,
  type SigningLinkRow,
} from '../consent/signing-links.ts';

export interface SigningDeps {
  readonly db: Database;
  readonly catalogue: CatalogueCache;
  readonly commands: CommandRunner;
  readonly idTokenSecret: Buffer;
  readonly consentSeal: ConsentSeal;
  readonly publicAddress: PublicAddress;
  /** Seals the bodies of the mail it sends: the link and the receipt (docs/adr/0702). */
  readonly pii: Pii;
  readonly now: () => Date;
}

/**
 * Opening a link: at most this many tries (a wrong date of birth counts) per link and client address. Never per link
 * alone: the token is the secret (its MAC is 256 bits), and a count across addresses would let whoever else holds it
 * use up the member's tries; the member's own right date of birth opens the link whatever others tried.
 */
const OPEN_ATTEMPTS = { bucket: 'signing-open', max: 5, windowMinutes: SIGNING_LINK_HOURS * 60 } as const;

/** The steps a signing link opens, spelled as the wizard's save tabs. */
const SIGNING_STEPS = ['review_info', 'aggrement_info'];

const invalidLink = (): Refusal => refuse({ token: Messages.signingLinkInvalid }, 404);

type SignerActor = Extract<Actor, { kind: 'signer' }>;

/**
 * Remote signing (docs/adr/0720). The rep who owns an enrollment sends its member a signed, expiring link; the
 * member opens it in their own browser (confirming their date of birth), which binds the link to that browser's
 * session; from there the link's session may read the review and run exactly two commands on that one enrollment:
 * save-agreement-info and save-review-info, as the actor `signer:<link>`. The rep reads when it was opened,
 * signed and confirmed.
 */
export const registerSigningRoutes = (door: Door, deps: SigningDeps) => {
  const { db, catalogue, now } = deps;
  const keys = signingKeys(deps.idTokenSecret);

  const sendSigningLink = ownedEnrollmentCommand<SendSigningLinkRequest>()({
    type: 'send-signing-link',
    signedIn: true,
    // A link mailed leaves the enrollment's data as it was (docs/adr/0712).
    changesData: false,
    check: async ({ tx, enrollment, payload }): Promise<Result<{ email: string; name: string }, Refusal>> => {
      const email = validateAlternateEmail(payload.email);
      if (email.isErr()) return err(refuse({ email: email.error }));
      const progress = await loadProgress(tx, await catalogue.get(), enrollment);
      const missing = incompleteBefore(progress, 'agreement_info');
      if (missing.length > 0) return err(refuse(incompleteErrors(missing, Messages.completeStepFirst)));
      return ok({ email: email.value, name: payload.name ?? str(progress.sections.primary_info?.data, 'first_name') });
    },
    apply: async ({ tx, enrollment, actor, now: at, language }, plan) => {
      const id = newLinkId();
      const expiresAt = new Date(at.getTime() + SIGNING_LINK_HOURS * 60 * 60_000);
      const token = keys.sign(id, expiresAt, enrollment.id);
      const createdBy = actor.kind === 'session' ? `account:${actor.principal?.account_id ?? ''}` : 'support';
      await createSigningLink(tx, { id, enrollmentId: enrollment.id, emailHash: emailHash(plan.email), sentToMasked: maskEmail(plan.email), createdBy, at, expiresAt });
      // In the language of the rep's request (issue 25).
      const yourRepresentative = mailTextsOf(language).signingLink.yourRepresentative;
      const mail = renderMail(
        'signing-link',
        {
          brand: await mailBrandOf(tx, enrollment.context, deps.publicAddress),
          // Only a first name by the domain's rule greets the member (docs/adr/0006-sign-in-throttle.md).
          name: greetingName(plan.name),
          repName: actor.kind === 'session' ? (actor.principal?.name ?? yourRepresentative) : yourRepresentative,
          path: `/sign/${token}`,
          expires: mailFormatsOf(language).instant(expiresAt),
        },
        language,
      );
      await enqueueMail(tx, { kind: 'signing-link', to: plan.email, subject: mail.subject, text: mail.text, html: mail.html, enrollmentId: enrollment.id }, deps.pii);
      return { sent_to: maskEmail(plan.email), expires_at: expiresAt.toISOString() };
    },
  });

  const openSigningLink = ownedEnrollmentCommand<OpenSigningLinkRequest>()({
    type: 'open-signing-link',
    signable: true,
    changesData: false,
    check: async ({ tx, enrollment, payload, actor, now: at }): Promise<Result<SigningLinkRow, Refusal>> => {
      if (actor.kind !== 'signer') return err(invalidLink());
      const link = await findSigningLink(tx, actor.linkId, { forUpdate: true });
      if (!link || linkState(link, at) !== 'live') return err(invalidLink());
      if (link.opened_session !== null && link.opened_session !== actor.sessionHash) return err(refuse({ token: Messages.signingLinkElsewhere }, 403));
      if (!(await takeHit(tx, OPEN_ATTEMPTS, `${link.id}:${actor.address}`, at))) return err(refuse({ token: Messages.tooManyRequests }, 429));
      if (digitsOnly(payload.birthdate) === '') return err(refuse({ birthdate: Messages.fieldRequired }));
      if (digitsOnly(payload.birthdate) !== digitsOnly(enrollment.filter.dob)) return err(refuse({ birthdate: Messages.signingBirthdateMismatch }));
      return ok(link);
    },
    apply: async ({ tx, enrollment, actor, now: at }, link) => {
      if (actor.kind !== 'signer') throw new Error('only a signer opens a signing link');
      await markLinkOpened(tx, link.id, actor.sessionHash, at);
      const first = await tx.query<{ name: string }>("SELECT COALESCE(primary_info->'data'->>'first_name', '') AS name FROM temp_enrollments WHERE id = $1", [enrollment.id]);
      return { name: first[0]?.name ?? '', expires_at: link.expires_at.toISOString(), steps: SIGNING_STEPS };
    },
  });

  /** A command of the link's steps, checked again against the link inside its transaction (still live, this browser's). */
  const throughLink = <P, Plan, O>(command: OwnedEnrollmentCommand<P, Plan, O>): OwnedEnrollmentCommand<P, Plan, O> => ({
    ...command,
    check: async (context) => {
      const { actor, tx, now: at } = context;
      if (actor.kind !== 'signer') return err(invalidLink());
      const link = await findSigningLink(tx, actor.linkId, { forUpdate: true });
      if (!link || linkState(link, at) !== 'live' || link.opened_session !== actor.sessionHash) return err(invalidLink());
      return command.check(context);
    },
  });
  const signAgreement = throughLink(agreementCommand(catalogue, deps.consentSeal));
  const confirm = throughLink(reviewCommand(catalogue, deps.publicAddress, deps.consentSeal, deps.pii));

  /** The link a token stands for; undefined for a token that is not ours (garbled, forged, unknown). */
  const linkOf = async (token: string): Promise<SigningLinkRow | undefined> => {
    const parsed = keys.parse(token);
    if (!parsed) return undefined;
    const link = await findSigningLink(db, parsed.linkId);
    return link && keys.verify(token, link.enrollment_id) ? link : undefined;
  };

  type Signer = { readonly actor: SignerActor; readonly link: SigningLinkRow };
  const signerAt = (link: SigningLinkRow, session: Session, request: FastifyRequest): Signer => ({
    link,
    actor: { kind: 'signer', linkId: link.id, enrollmentId: link.enrollment_id, sessionHash: session.hash, address: request.ip },
  });

  /** The signer a token and this browser's session stand for; undefined for a token that is not ours. */
  const signerOf = async (token: string, session: Session | undefined, request: FastifyRequest): Promise<Signer | undefined> => {
    if (!session) return undefined;
    const link = await linkOf(token);
    return link ? signerAt(link, session, request) : undefined;
  };

  const finish = <O>(result: Result<Applied<O>, Refusal>, toAnswer: (o: O) => Answer) => (result.isOk() ? toAnswer(result.value.output) : answer.refused(result.error));

  // ---- the rep's side ----
  door.command(SigningRoutes.sendSigningLink, sendSigningLink, ({ body }) => ({ enrollmentId: body.enrollment_id, payload: body }), (sent) => answer.ok(sent));

  door.route(SigningRoutes.signingStatus, { session: 'optional' }, async ({ query, session, reply }) => {
    const found = await ownedForRead(db, { session, reply }, query.enrollment_id);
    if ('refused' in found) return found.refused;
    const link = await latestSigningLink(db, found.enrollment.id);
    if (!link) return answer.ok({ status: 'none' });
    const state = linkState(link, now());
    const status = state === 'live' ? (link.signed_at ? 'signed' : link.opened_at ? 'opened' : 'sent') : state;
    const iso = (d: Date | null) => (d ? d.toISOString() : null);
    return answer.ok({
      status,
      sent_to: link.sent_to_masked,
      sent_at: link.created_at.toISOString(),
      expires_at: link.expires_at.toISOString(),
      opened_at: iso(link.opened_at),
      signed_at: iso(link.signed_at),
      completed_at: iso(link.completed_at),
      policy_id: (await readClosingSections(db, found.enrollment.id)).policyId ?? null,
    });
  });

  // ---- the member's side ----
  // The site the link belongs to, so that its page is branded as the rep's (or group's) site before anything else.
  door.route(SigningRoutes.signingSite, { session: 'none' }, async ({ query }) => {
    const link = await linkOf(query.token);
    const enrollment = link ? await findEnrollment(db, link.enrollment_id) : undefined;
    if (!enrollment) return answer.refused(invalidLink());
    const site = await siteOfEnrollment(db, enrollment.context);
    return answer.ok({ name: site?.name ?? '', logo: site?.logo ?? '', brand_color: site?.color ?? '' });
  });

  // The browser gets a session only for a token that is ours: a forged or garbled link sets no cookie.
  door.route(SigningRoutes.openSigningLink, { session: 'optional' }, async ({ body, session, openSession, request }) => {
    const link = await linkOf(body.token);
    if (!link) return answer.refused(invalidLink());
    const signer = signerAt(link, session ?? (await openSession()), request);
    return finish(await deps.commands.run(openSigningLink, { enrollmentId: signer.link.enrollment_id, payload: body, language: languageOf(request) }, signer.actor), (opened) => answer.ok(opened));
  });

  door.route(SigningRoutes.signingReview, { session: 'optional' }, async ({ query, session, request, reply }) => {
    const signer = await signerOf(query.token, session, request);
    const at = now();
    if (!signer || linkState(signer.link, at) !== 'live') return answer.refused(invalidLink());
    if (signer.link.opened_session !== signer.actor.sessionHash) return answer.fail(403, { token: Messages.signingLinkElsewhere });
    const enrollment = await findEnrollment(db, signer.link.enrollment_id);
    if (!enrollment) return answer.refused(invalidLink());
    const cat = await catalogue.get();
    // The agreements in the member's language where a wording exists (the fields' words below make it vary).
    const progress = await loadProgress(db, cat, enrollment, languageOf(request));
    const who = await signerFor(db, undefined, true);
    return answer.ok({
      review: reviewSummary(cat, progress),
      agreement: {
        texts: wireAgreementTexts(progress.agreements, acceptedHashes(progress.closing.agreement_info)),
        fields: agreementFields(who, at, textsOfRequest(request, reply)),
        signer_mode: who.mode,
      },
    });
  });

  door.route(SigningRoutes.signingAgreement, { session: 'optional' }, async ({ body, session, request }) => {
    const signer = await signerOf(body.token, session, request);
    if (!signer) return answer.refused(invalidLink());
    const { token: _token, ...fields } = body;
    const result = await deps.commands.run(signAgreement, { enrollmentId: signer.link.enrollment_id, payload: { ...fields, enrollment_id: signer.link.enrollment_id }, language: languageOf(request) }, signer.actor);
    return finish(result, (saved: AgreementSaved) => answer.ok({ enrollment_id: saved.enrollmentId, tab: 'aggrement_info', data: saved.data }));
  });

  door.route(SigningRoutes.signingConfirm, { session: 'optional' }, async ({ body, session, request }) => {
    const signer = await signerOf(body.token, session, request);
    if (!signer) return answer.refused(invalidLink());
    const payload = { enrollment_id: signer.link.enrollment_id, first_enroll: '1' as const, ...(body.additional_notes !== undefined ? { additional_notes: body.additional_notes } : {}) };
    const result = await deps.commands.run(confirm, { enrollmentId: signer.link.enrollment_id, payload, language: languageOf(request) }, signer.actor);
    return finish(result, (receipt: Receipt) => answer.ok(wireReceipt(receipt)));
  });
};
