import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { EnrollmentInspection, SupportDesk } from '../driven/support-desk.ts';

export interface InspectEnrollmentDeps {
  readonly desk: SupportDesk;
}

/** One enrollment as support sees it: context, cart, each tab saved / valid / missing, its journal with the refusals. */
export const inspectEnrollment =
  ({ desk }: InspectEnrollmentDeps) =>
  (enrollmentId: string): ResultAsync<EnrollmentInspection, DomainError> =>
    desk.inspect(enrollmentId);

declare module '../use-case-registry.ts' {
  interface UseCases {
    InspectEnrollment: ReturnType<typeof inspectEnrollment>;
  }
}
