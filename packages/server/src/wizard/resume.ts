import { err, ok } from 'neverthrow';
import { Messages, validateContinueEnrollment } from '@benefit-store/domain';
import type { ContinueEnrollmentRequest } from '@benefit-store/contract';
import { newEnrollmentCommand, refuse } from '../commands/command.ts';
import { findEnrollment } from '../repository/enrollment-store.ts';
import { takeHit, type RateLimits } from '../security/rate-limit.ts';
import { resumeContext } from './resume-context.ts';
import { emailHash, findResumeCode, takeOverEnrollment } from '../repository/wizard-store.ts';

/**
 * POST continue-enrollment (code, email): a resume code opens its enrollment in the session that presents
 * it together with the e-mail it was sent to, which then owns the enrollment (docs/adr/0710). Attempts
 * are counted per client address; a wrong code and a wrong e-mail get the same answer.
 */
export const continueEnrollment = (limits: RateLimits) =>
  newEnrollmentCommand<ContinueEnrollmentRequest>()({
    type: 'continue-enrollment',
    check: async ({ tx, actor, payload, now }) => {
      const input = validateContinueEnrollment(payload);
      if (input.isErr()) return err(refuse(input.error));
      // Attempts are counted per client address only (docs/adr/0006-sign-in-throttle): a code is 128 random bits, so
      // no count across addresses buys anything against guessing, and such a count would let a stranger lock the
      // code's owner out of their own enrollment. The right code with its e-mail opens it whatever others tried.
      const byAddress = actor.kind !== 'session' || (await takeHit(tx, limits.resumeAttempts, actor.address, now));
      if (!byAddress) return err(refuse({ code: Messages.tooManyResumeAttempts }, 429));
      const found = await findResumeCode(tx, input.value.code);
      if (!found || found.revoked_at !== null || found.email_hash !== emailHash(input.value.email)) {
        return err(refuse({ code: Messages.resumeCodeInvalid }));
      }
      if (found.expires_at.getTime() <= now.getTime()) return err(refuse({ code: Messages.resumeCodeExpired }));
      const enrollment = await findEnrollment(tx, found.enrollment_id, { forUpdate: true });
      if (!enrollment) return err(refuse({ code: Messages.resumeCodeInvalid }));
      return ok({ enrollment, savedTab: found.saved_tab });
    },
    apply: async ({ tx, actor, now }, { enrollment, savedTab }) => {
      if (actor.kind !== 'session') throw new Error('only a visitor resumes an enrollment');
      await takeOverEnrollment(tx, enrollment.id, { session: actor.sessionHash, account: actor.principal?.account_id ?? null }, now);
      return { enrollmentId: enrollment.id, savedTab, context: await resumeContext(tx, enrollment) };
    },
  });
