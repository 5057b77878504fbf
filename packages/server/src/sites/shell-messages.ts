/**
 * Texts the shell endpoints say that neither the spec nor the domain catalogue words.
 * TODO(lead): move into the domain's Messages catalogue ("our own wording" group).
 */
export const ShellServerMessages = {
  memberNotFound: 'Member not found',
  siteDomainInvalid: 'Site domain is not valid',
} as const;
