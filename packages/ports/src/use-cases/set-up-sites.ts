import { errAsync, type Result, type ResultAsync } from 'neverthrow';
import {
  parseGroupChanges,
  parseNewGroup,
  parseNewRep,
  parseRepChanges,
  parseSiteHost,
  parseUserInvite,
  validationError,
  type DomainError,
  type FieldErrors,
  type GroupSetupInput,
  type RepSetupInput,
  type UserInviteInput,
} from '@benefit-store/domain';
import type { GroupSite, RepSite, SentInvite, SiteAdmin } from '../driven/site-admin.ts';

export interface SetUpSitesDeps {
  readonly admin: SiteAdmin;
}

/** Checks the values with the domain's site-setup rules before anything is sent; the server checks what is taken. */
const checked = <T>(problems: FieldErrors | undefined, send: () => ResultAsync<T, DomainError>): ResultAsync<T, DomainError> =>
  problems ? errAsync(validationError(problems)) : send();

const problemsOf = (result: Result<unknown, FieldErrors>): FieldErrors | undefined => (result.isErr() ? result.error : undefined);

/** An operator's use cases (docs/adr/0801-operators.md): what `benefit-store admin ...` and a console call. */
export const setUpSites = ({ admin }: SetUpSitesDeps) => ({
  addRep: (input: RepSetupInput): ResultAsync<RepSite, DomainError> => checked(problemsOf(parseNewRep(input)), () => admin.addRep(input)),
  updateRep: (code: string, changes: Omit<RepSetupInput, 'code'>): ResultAsync<RepSite, DomainError> =>
    checked(problemsOf(parseRepChanges(changes)), () => admin.updateRep(code, changes)),
  disableRep: (code: string): ResultAsync<RepSite, DomainError> => admin.disableRep(code),
  addGroup: (input: GroupSetupInput): ResultAsync<GroupSite, DomainError> => checked(problemsOf(parseNewGroup(input)), () => admin.addGroup(input)),
  updateGroup: (code: string, changes: Omit<GroupSetupInput, 'code'>): ResultAsync<GroupSite, DomainError> =>
    checked(problemsOf(parseGroupChanges(changes)), () => admin.updateGroup(code, changes)),
  addSiteDomain: (groupCode: string, host: string): ResultAsync<GroupSite, DomainError> =>
    checked(problemsOf(parseSiteHost(host)), () => admin.addSiteDomain(groupCode, host)),
  inviteUser: (input: UserInviteInput): ResultAsync<SentInvite, DomainError> => checked(problemsOf(parseUserInvite(input)), () => admin.inviteUser(input)),
});
