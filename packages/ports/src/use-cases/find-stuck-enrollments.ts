import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { StuckList, SupportDesk } from '../driven/support-desk.ts';

export interface FindStuckEnrollmentsDeps {
  readonly desk: SupportDesk;
}

/** Enrollments started and not finished, untouched for at least `olderThanMinutes` (the server's default: an hour). */
export const findStuckEnrollments =
  ({ desk }: FindStuckEnrollmentsDeps) =>
  (olderThanMinutes?: number): ResultAsync<StuckList, DomainError> =>
    desk.stuck(olderThanMinutes);

declare module '../use-case-registry.ts' {
  interface UseCases {
    FindStuckEnrollments: ReturnType<typeof findStuckEnrollments>;
  }
}
