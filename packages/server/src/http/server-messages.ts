/** Texts the server says that the spec does not word. */
export const ServerMessages = {
  enrollmentNotFound: 'Enrollment not found',
  unknownColumn: 'Unknown column',
  notFound: 'Not found',
  malformedRequest: 'The request could not be read',
  internal: 'Something went wrong on our side; nothing was saved. Please try again.',
} as const;
