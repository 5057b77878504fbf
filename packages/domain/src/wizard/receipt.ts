import { Messages, type MessageCatalogue } from '../messages.ts';

/**
 * What the receipt says about the 'Enrollment Receipt' e-mail (doc 002: "sent to the member and the client";
 * docs/adr/0712): exactly the addresses it was queued for, the member's first, then the copy (the rep who enrolled
 * them). An applicant enrolling themself gets no copy line; nothing is claimed that was not sent. In English, or in
 * the language of `texts`.
 */
export const receiptSentLine = (sentTo: readonly string[], texts: MessageCatalogue = Messages): string | undefined => {
  const [member, copy] = sentTo;
  if (member === undefined) return undefined;
  return copy === undefined ? texts.receiptSentToMember(member) : texts.receiptSentWithCopy(member, copy);
};
