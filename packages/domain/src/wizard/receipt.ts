import { Messages } from '../messages.ts';

/**
 * What the receipt says about the 'Enrollment Receipt' e-mail (doc 002: "sent to the member and the client";
 * docs/adr/0712): exactly the addresses it was queued for, the member's first, then the copy (the rep who enrolled
 * them). An applicant enrolling themself gets no copy line; nothing is claimed that was not sent.
 */
export const receiptSentLine = (sentTo: readonly string[]): string | undefined => {
  const [member, copy] = sentTo;
  if (member === undefined) return undefined;
  return copy === undefined ? Messages.receiptSentToMember(member) : Messages.receiptSentWithCopy(member, copy);
};
