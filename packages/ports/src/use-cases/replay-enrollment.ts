import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { ReplayReport, ReplayRequest, SupportDesk } from '../driven/support-desk.ts';

export interface ReplayEnrollmentDeps {
  readonly desk: SupportDesk;
}

/**
 * Re-runs an enrollment's saved steps through the server's commands, as support; a dry run only checks them. The
 * replay is based on the version support read (docs/adr/0712): the one given (what `inspect` showed), else the one
 * read just before; if the owner changed the enrollment since, the server refuses it and support looks again.
 */
export const replayEnrollment =
  ({ desk }: ReplayEnrollmentDeps) =>
  (enrollmentId: string, request: ReplayRequest): ResultAsync<ReplayReport, DomainError> =>
    request.basedOn !== undefined
      ? desk.replay(enrollmentId, request)
      : desk.inspect(enrollmentId).andThen((read) => desk.replay(enrollmentId, { ...request, basedOn: read.version }));

declare module '../use-case-registry.ts' {
  interface UseCases {
    ReplayEnrollment: ReturnType<typeof replayEnrollment>;
  }
}
