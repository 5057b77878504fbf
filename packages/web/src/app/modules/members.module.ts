import type { Container } from 'inversify';
import { httpAuthGateway, httpMemberDirectory, type ApiClient } from '@benefit-store/adapters-http';
import {
  MEMBER_TOKENS,
  TOKENS,
  enrollCurrentMember,
  listCurrentMembers,
  listEnrollmentPortals,
  listRepGroups,
  loadMemberHome,
  loadSignedInUser,
  loadStartPage,
  setPassword,
  checkInvitation,
  signIn,
  signOut,
  startNewMemberEnrollment,
  tokenOfUseCase,
  type AuthGateway,
  type MemberDirectory,
  type SessionStore,
} from '@benefit-store/ports';
import { WEB_TOKENS } from '../web-tokens.ts';
import { bindFactory } from '../typed-container.ts';

/** Rep and group sign-in, the start pages and the current-member lists. */
export const bindMembersModule = (container: Container): void => {
  bindFactory(container, MEMBER_TOKENS.AuthGateway, (api: ApiClient) => httpAuthGateway(api), [WEB_TOKENS.ApiClient]);
  bindFactory(container, MEMBER_TOKENS.MemberDirectory, (api: ApiClient) => httpMemberDirectory(api), [WEB_TOKENS.ApiClient]);

  bindFactory(container, tokenOfUseCase('SignIn'), (auth: AuthGateway, session: SessionStore) => signIn({ auth, session }), [MEMBER_TOKENS.AuthGateway, TOKENS.SessionStore]);
  bindFactory(container, tokenOfUseCase('SetPassword'), (auth: AuthGateway) => setPassword({ auth }), [MEMBER_TOKENS.AuthGateway]);
  bindFactory(container, tokenOfUseCase('CheckInvitation'), (auth: AuthGateway) => checkInvitation({ auth }), [MEMBER_TOKENS.AuthGateway]);
  bindFactory(container, tokenOfUseCase('SignOut'), (auth: AuthGateway, session: SessionStore) => signOut({ auth, session }), [MEMBER_TOKENS.AuthGateway, TOKENS.SessionStore]);
  bindFactory(container, tokenOfUseCase('LoadSignedInUser'), (auth: AuthGateway, session: SessionStore) => loadSignedInUser({ auth, session }), [MEMBER_TOKENS.AuthGateway, TOKENS.SessionStore]);
  bindFactory(container, tokenOfUseCase('LoadStartPage'), (auth: AuthGateway, session: SessionStore) => loadStartPage({ auth, session }), [MEMBER_TOKENS.AuthGateway, TOKENS.SessionStore]);

  bindFactory(container, tokenOfUseCase('ListEnrollmentPortals'), (members: MemberDirectory, session: SessionStore) => listEnrollmentPortals({ members, session }), [MEMBER_TOKENS.MemberDirectory, TOKENS.SessionStore]);
  bindFactory(container, tokenOfUseCase('ListRepGroups'), (members: MemberDirectory, session: SessionStore) => listRepGroups({ members, session }), [MEMBER_TOKENS.MemberDirectory, TOKENS.SessionStore]);
  bindFactory(container, tokenOfUseCase('ListCurrentMembers'), (members: MemberDirectory, session: SessionStore) => listCurrentMembers({ members, session }), [MEMBER_TOKENS.MemberDirectory, TOKENS.SessionStore]);
  bindFactory(container, tokenOfUseCase('EnrollCurrentMember'), (members: MemberDirectory, session: SessionStore) => enrollCurrentMember({ members, session }), [MEMBER_TOKENS.MemberDirectory, TOKENS.SessionStore]);
  bindFactory(container, tokenOfUseCase('LoadMemberHome'), (members: MemberDirectory, session: SessionStore) => loadMemberHome({ members, session }), [MEMBER_TOKENS.MemberDirectory, TOKENS.SessionStore]);
  bindFactory(container, tokenOfUseCase('StartNewMemberEnrollment'), (session: SessionStore) => startNewMemberEnrollment({ session }), [TOKENS.SessionStore]);
};
