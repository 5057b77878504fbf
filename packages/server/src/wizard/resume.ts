import { err, ok } from 'neverthrow';
import { Messages, validateContinueEnrollment } from '@benefit-store/domain';
import type { ContinueEnrollmentRequest } from '@benefit-store/contract';
import { newEnrollmentCommand, refuse } from '../commands/command.ts';
import { findEnrollment } from '../enrollments/enrollment-store.ts';
import { takeHit, type RateLimits } from '../security/rate-limit.ts';
import { resumeContext } from './resume-context.ts';
import { codeHash, emailHash, findResumeCode, takeOverEnrollment } from './wizard-store.ts';

/**
 * POST continue-enrollment (code, email): a resume code opens its enrollment in the session that presents
 * it together with the e-mail it was sent to, which then owns the enrollment (docs/adr/0710). Attempts
 * are counted per address; a wrong code and a wrong e-mail get the same answer.
 */
export const continueEnrollment = (limits: RateLimits) =>
  newEnrollmentCommand<ContinueEnrollmentRequest>()({
    type: 'continue-enrollment',
    check: async ({ tx, actor, payload, now }) => {
      const input = validateContinueEnrollment(payload);
      if (input.isErr()) return err(refuse(input.error));
      // Attempts are counted per client address, per e-mail and per code (docs/adr/0720): guessing codes for one
      // address from many machines, or addresses for one intercepted code, runs out as fast as guessing from one.
      const byAddress = actor.kind !== 'session' || (await takeHit(tx, limits.resumeAttempts, actor.address, now));
      const byEmail = await takeHit(tx, limits.resumeAttemptsPerEmail, emailHash(input.value.email), now);
      const byCode = await takeHit(tx, limits.resumeAttemptsPerCode, codeHash(input.value.code), now);
      if (!byAddress || !byEmail || !byCode) return err(refuse({ code: Messages.tooManyResumeAttempts }, 429));
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
