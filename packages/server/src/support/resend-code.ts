import * as t from 'io-ts';
import { err, ok, type Result } from 'neverthrow';
import { DEFAULT_LANGUAGE, greetingName, Messages, parseLanguage, savedTabName, validateAlternateEmail, type Language } from '@benefit-store/domain';
import { SupportRoutes } from '@benefit-store/contract';
import type { CatalogueCache } from '../catalog/catalogue-store.ts';
import { ownedEnrollmentCommand, refuse, type CommandRunner, type Refusal } from '../commands/command.ts';
import type { Database } from '../db/database.ts';
import { row } from '../db/rows.ts';
import { answer, type Door } from '../http/door.ts';
import { enqueueMail, renderMail } from '../mail/index.ts';
import type { Pii } from '../security/pii.ts';
import { mailBrandOf, type PublicAddress } from '../sites/site-links.ts';
import { maskEmail } from '../consent/signing-links.ts';
import { bearerToken, staffForToken, staffId } from './token-store.ts';
import { firstOpenStep, loadProgress } from '../wizard/completion.ts';
import { newResumeCode, RESUME_CODE_DAYS } from '../wizard/save-later.ts';
import { str } from '../repository/sections.ts';
import { storeResumeCode } from '../repository/wizard-store.ts';

export interface ResendCodeDeps {
  readonly db: Database;
  readonly catalogue: CatalogueCache;
  readonly commands: CommandRunner;
  readonly publicAddress: PublicAddress;
  /** Seals the mail's body (docs/adr/0702). */
  readonly pii: Pii;
  readonly now: () => Date;
}

const LatestTab = t.type({ saved_tab: t.string, language: t.string });

/**
 * `support resend-code ID --email ADDR` (issue 12; docs/adr/0720): a new resume code for the enrollment, the earlier
 * ones revoked, mailed through the outbox in the same transaction. It is a command run by the support person, so
 * the journal names them (`support-resend-code`, with the address masked); a confirmed enrollment gets none (409).
 * The code opens the step the last code opened, or the first step not complete yet.
 */
export const resendCodeCommand = (catalogue: CatalogueCache, publicAddress: PublicAddress, pii: Pii) =>
  ownedEnrollmentCommand<{ readonly email: string }>()({
    type: 'support-resend-code',
    // A new resume code leaves the enrollment's data as it was (docs/adr/0712).
    changesData: false,
    check: async ({ tx, enrollment, payload }): Promise<Result<{ email: string; savedTab: string; name: string; language: Language }, Refusal>> => {
      const email = validateAlternateEmail(payload.email);
      if (email.isErr()) return err(refuse({ email: email.error }));
      const latest = await row(tx, LatestTab, 'SELECT saved_tab, language FROM resume_codes WHERE enrollment_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1', [enrollment.id]);
      const progress = await loadProgress(tx, await catalogue.get(), enrollment);
      return ok({
        email: email.value,
        savedTab: latest?.saved_tab ?? savedTabName(firstOpenStep(progress)),
        name: str(progress.sections.primary_info?.data, 'first_name'),
        // The person's language, as they saved for later; support's own request says nothing of it.
        language: parseLanguage(latest?.language) ?? DEFAULT_LANGUAGE,
      });
    },
    apply: async ({ tx, enrollment, now }, plan) => {
      const code = newResumeCode();
      const expiresAt = new Date(now.getTime() + RESUME_CODE_DAYS * 24 * 60 * 60_000);
      await storeResumeCode(tx, { enrollmentId: enrollment.id, code, email: plan.email, savedTab: plan.savedTab, at: now, expiresAt, language: plan.language });
      const mail = renderMail(
        'resume-code',
        { brand: await mailBrandOf(tx, enrollment.context, publicAddress), code, email: plan.email, name: greetingName(plan.name) },
        plan.language,
      );
      await enqueueMail(tx, { kind: 'resume-code', to: plan.email, subject: mail.subject, text: mail.text, html: mail.html, enrollmentId: enrollment.id }, pii);
      return { enrollment_id: enrollment.id, sent_to: maskEmail(plan.email), saved_tab: plan.savedTab, expires_at: expiresAt.toISOString() };
    },
  });


/** POST /api/v1/support/enrollments/:id/resend-code: support staff with a live token only (401 otherwise). */
export const registerResendCode = (door: Door, deps: ResendCodeDeps) => {
  const command = resendCodeCommand(deps.catalogue, deps.publicAddress, deps.pii);
  door.route(SupportRoutes.resendCode, { session: 'none' }, async ({ params, body, request, reply }) => {
    const token = bearerToken(request.headers.authorization);
    const staff = token ? await staffForToken(deps.db, token, deps.now()) : undefined;
    if (!staff) {
      reply.header('www-authenticate', 'Bearer realm="benefit-store-support"');
      return answer.fail(401, { authorization: Messages.supportTokenRequired });
    }
    if (staff.role !== 'support') return answer.fail(403, { authorization: Messages.supportStaffOnly });
    const result = await deps.commands.run(command, { enrollmentId: params.id, payload: { email: body.email } }, { kind: 'support', staffId: staffId(staff) });
    return result.isOk() ? answer.ok(result.value.output) : answer.refused(result.error);
  });
};
