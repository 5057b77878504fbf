import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { StuckList, SupportDesk } from '../driven/support-desk.ts';

export interface FindStuckEnrollmentsDeps {
  readonly desk: SupportDesk;
}

/** Enrollments started and not finished, untouched for at least `olderThan` (`1h`, `30m`, `2d`). */
export const findStuckEnrollments =
  ({ desk }: FindStuckEnrollmentsDeps) =>
  (olderThan?: string): ResultAsync<StuckList, DomainError> =>
    desk.stuck(olderThan);

declare module '../use-case-registry.ts' {
  interface UseCases {
    FindStuckEnrollments: ReturnType<typeof findStuckEnrollments>;
  }
}
