import { errAsync, type ResultAsync } from 'neverthrow';
import { Messages, validateCode, validationError, type DomainError } from '@benefit-store/domain';
import type { GroupCodeGateway } from '../driven/group-code-gateway.ts';
import type { SessionStore } from '../driven/session-store.ts';
import { withQuote } from '../shopping/current-quote.ts';
import type { GroupJoined } from '../shopping/shopping-types.ts';

/**
 * The group-code popup's confirmation: files the quote under the group of the code (set-enrollment-group-code)
 * and stores the group, its name and code, its rep and portal, and enroll type new-group-member; the page then
 * reloads the plan. Field error `group_code`: 'Field is required' or 'Invalid Group Enrollment Code'.
 */
export const enterGroupCode =
  ({ groups, session }: { readonly groups: GroupCodeGateway; readonly session: SessionStore }) =>
  (code: string): ResultAsync<GroupJoined, DomainError> => {
    const checked = validateCode(code);
    if (checked.isErr()) return errAsync(validationError({ group_code: checked.error }));
    return withQuote(session, (tempId) =>
      groups
        .join(tempId, checked.value)
        .mapErr((error) => (error.kind === 'validation' && !error.fields['group_code'] ? validationError({ group_code: Messages.invalidGroupEnrollmentCode }) : error))
        .map((joined) => {
          session.site.set('groupId', joined.groupId);
          session.site.set('gname', joined.name);
          session.site.set('gcode', joined.code);
          session.site.set('agentId', joined.agentId);
          session.enrollment.set('enrollType', 'new-group-member');
          if (joined.portalId) session.site.set('portalId', joined.portalId);
          return joined;
        }),
    );
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    EnterGroupCode: ReturnType<typeof enterGroupCode>;
  }
}
