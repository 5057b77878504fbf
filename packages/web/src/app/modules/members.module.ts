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
  signIn,
  signOut,
  startNewMemberEnrollment,
  tokenOfUseCase,
  type AuthGateway,
  type MemberDirectory,
  type SessionStore,
} from '@benefit-store/ports';
import { WEB_TOKENS } from '../web-tokens.ts';

/** Rep and group sign-in, the start pages and the current-member lists. */
export const bindMembersModule = (container: Container): void => {
  container.bind<AuthGateway>(MEMBER_TOKENS.AuthGateway).toResolvedValue((api: ApiClient) => httpAuthGateway(api), [WEB_TOKENS.ApiClient]).inSingletonScope();
  container
    .bind<MemberDirectory>(MEMBER_TOKENS.MemberDirectory)
    .toResolvedValue((api: ApiClient) => httpMemberDirectory(api), [WEB_TOKENS.ApiClient])
    .inSingletonScope();

  container.bind(tokenOfUseCase('SignIn')).toResolvedValue((auth: AuthGateway, session: SessionStore) => signIn({ auth, session }), [MEMBER_TOKENS.AuthGateway, TOKENS.SessionStore]).inSingletonScope();
  container.bind(tokenOfUseCase('SetPassword')).toResolvedValue((auth: AuthGateway) => setPassword({ auth }), [MEMBER_TOKENS.AuthGateway]).inSingletonScope();
  container.bind(tokenOfUseCase('SignOut')).toResolvedValue((auth: AuthGateway, session: SessionStore) => signOut({ auth, session }), [MEMBER_TOKENS.AuthGateway, TOKENS.SessionStore]).inSingletonScope();
  container
    .bind(tokenOfUseCase('LoadSignedInUser'))
    .toResolvedValue((auth: AuthGateway, session: SessionStore) => loadSignedInUser({ auth, session }), [MEMBER_TOKENS.AuthGateway, TOKENS.SessionStore])
    .inSingletonScope();
  container
    .bind(tokenOfUseCase('LoadStartPage'))
    .toResolvedValue((auth: AuthGateway, session: SessionStore) => loadStartPage({ auth, session }), [MEMBER_TOKENS.AuthGateway, TOKENS.SessionStore])
    .inSingletonScope();

  container
    .bind(tokenOfUseCase('ListEnrollmentPortals'))
    .toResolvedValue((members: MemberDirectory, session: SessionStore) => listEnrollmentPortals({ members, session }), [MEMBER_TOKENS.MemberDirectory, TOKENS.SessionStore])
    .inSingletonScope();
  container
    .bind(tokenOfUseCase('ListRepGroups'))
    .toResolvedValue((members: MemberDirectory, session: SessionStore) => listRepGroups({ members, session }), [MEMBER_TOKENS.MemberDirectory, TOKENS.SessionStore])
    .inSingletonScope();
  container
    .bind(tokenOfUseCase('ListCurrentMembers'))
    .toResolvedValue((members: MemberDirectory, session: SessionStore) => listCurrentMembers({ members, session }), [MEMBER_TOKENS.MemberDirectory, TOKENS.SessionStore])
    .inSingletonScope();
  container
    .bind(tokenOfUseCase('EnrollCurrentMember'))
    .toResolvedValue((members: MemberDirectory, session: SessionStore) => enrollCurrentMember({ members, session }), [MEMBER_TOKENS.MemberDirectory, TOKENS.SessionStore])
    .inSingletonScope();
  container
    .bind(tokenOfUseCase('LoadMemberHome'))
    .toResolvedValue((members: MemberDirectory, session: SessionStore) => loadMemberHome({ members, session }), [MEMBER_TOKENS.MemberDirectory, TOKENS.SessionStore])
    .inSingletonScope();
  container
    .bind(tokenOfUseCase('StartNewMemberEnrollment'))
    .toResolvedValue((session: SessionStore) => startNewMemberEnrollment({ session }), [TOKENS.SessionStore])
    .inSingletonScope();
};
