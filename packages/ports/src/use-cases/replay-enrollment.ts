import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { ReplayReport, ReplayRequest, SupportDesk } from '../driven/support-desk.ts';

export interface ReplayEnrollmentDeps {
  readonly desk: SupportDesk;
}

/** Re-runs an enrollment's saved steps through the server's commands, as support; a dry run only checks them. */
export const replayEnrollment =
  ({ desk }: ReplayEnrollmentDeps) =>
  (enrollmentId: string, request: ReplayRequest): ResultAsync<ReplayReport, DomainError> =>
    desk.replay(enrollmentId, request);

declare module '../use-case-registry.ts' {
  interface UseCases {
    ReplayEnrollment: ReturnType<typeof replayEnrollment>;
  }
}
