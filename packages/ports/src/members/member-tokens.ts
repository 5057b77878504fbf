/** DI tokens of the members area's driven ports (sign-in and the member directory). */
export const MEMBER_TOKENS = {
  AuthGateway: Symbol.for('benefit-store.AuthGateway'),
  MemberDirectory: Symbol.for('benefit-store.MemberDirectory'),
} as const;
