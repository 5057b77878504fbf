/** The `code` of a failed system call (EPERM, EEXIST, ...), if the error carries one. */
export const errnoCode = (error: unknown): string | undefined =>
  error !== null && typeof error === 'object' && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
