import { Messages } from '@benefit-store/domain';

/** Texts the server says that the spec does not word; they live in the domain's catalogue. */
export const ServerMessages = {
  enrollmentNotFound: Messages.enrollmentNotFound,
  unknownColumn: Messages.unknownColumn,
  notFound: Messages.notFound,
  malformedRequest: Messages.malformedRequest,
  internal: Messages.serverError,
} as const;
