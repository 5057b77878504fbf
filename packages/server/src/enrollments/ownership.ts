import { Messages } from '@benefit-store/domain';
import type { Queryable } from '../db/database.ts';
import type { FastifyReply } from 'fastify';
import { answer, tellVersion, type Answer } from '../http/door.ts';
import { principalOf } from '../sessions/principal.ts';
import type { Session } from '../sessions/sessions.ts';
import { findOwnedEnrollment, type EnrollmentRow, type Owner } from '../repository/enrollment-store.ts';

/** Who a session acts for when it reads an enrollment: itself, and the account signed in on it. */
export const ownerOfSession = (session: Session): Owner => ({ session: session.hash, account: principalOf(session)?.account_id ?? null });

/**
 * The enrollment a read names, if the caller may see it; otherwise the answer to give: 422 when no id was
 * sent, 404 when the id names nothing the caller owns (someone else's enrollment looks like no enrollment).
 * The answer says which version of the enrollment it read (`X-Enrollment-Version`, docs/adr/0712): the row is read
 * first and its sections after it, so what the answer shows is never older than the version it names.
 */
/** Where a read says the version it read. */
export type VersionReply = Pick<FastifyReply, 'header'>;

export const ownedForRead = async (
  db: Queryable,
  call: { readonly session: Session | undefined; readonly reply: VersionReply },
  enrollmentId: string,
): Promise<{ readonly enrollment: EnrollmentRow } | { readonly refused: Answer }> => {
  if (enrollmentId === '') return { refused: answer.fail(422, { enrollment_id: Messages.fieldRequired }) };
  const enrollment = call.session ? await findOwnedEnrollment(db, enrollmentId, ownerOfSession(call.session)) : undefined;
  if (!enrollment) return { refused: answer.fail(404, { enrollment_id: Messages.enrollmentNotFound }) };
  tellVersion(call.reply, enrollment.version);
  return { enrollment };
};
