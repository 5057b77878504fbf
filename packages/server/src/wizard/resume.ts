import { err, ok } from 'neverthrow';
import { Messages, validateContinueEnrollment } from '@benefit-store/domain';
import type { ContinueEnrollmentRequest } from '@benefit-store/contract';
import { newEnrollmentCommand, refuse } from '../commands/command.ts';
import { findEnrollment } from '../enrollments/enrollment-store.ts';
import { takeHit, type RateLimits } from '../security/rate-limit.ts';
import { emailHash, findResumeCode, takeOverEnrollment } from './wizard-store.ts';

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
      if (actor.kind === 'session' && !(await takeHit(tx, limits.resumeAttempts, actor.address, now))) {
        return err(refuse({ code: Messages.tooManyResumeAttempts }, 429));
      }
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
      const c = enrollment.context;
      return {
        enrollmentId: enrollment.id,
        savedTab,
        context: {
          group_id: c.group_id ?? null,
          platform_group_id: c.platform_group_id ?? null,
          agent_id: c.agent_id ?? null,
          open_type: c.open_type ?? null,
          type: c.type === 'new-member' || c.type === undefined ? 'new-user' : c.type,
          eprocess: c.eprocess ?? null,
        },
      };
    },
  });
