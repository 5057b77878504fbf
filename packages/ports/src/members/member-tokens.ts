import type { AuthGateway } from '../driven/auth-gateway.ts';
import type { MemberDirectory } from '../driven/member-directory.ts';
import { token } from '../tokens.ts';

/** DI tokens of the members area's driven ports (sign-in and the member directory). */
export const MEMBER_TOKENS = {
  AuthGateway: token<AuthGateway>('AuthGateway'),
  MemberDirectory: token<MemberDirectory>('MemberDirectory'),
} as const;
