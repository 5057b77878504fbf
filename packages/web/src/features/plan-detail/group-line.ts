import { Messages } from '@benefit-store/domain';

/**
 * "Selected Group is: Acme (ACME1) | Member: Maria" (the domain's selectedGroupLine, in English) in the visitor's
 * language: the group part and the member part are each a text of Messages, so each is worded on its own.
 * `translate` is useTranslate's, `messages` useTexts(Messages).
 */
export const groupLineIn = (line: string, translate: (text: string) => string, messages: Pick<typeof Messages, 'selectedMember'>): string => {
  const mark = Messages.selectedMember('');
  const at = line.indexOf(mark);
  const head = at < 0 ? line : line.slice(0, at);
  const worded = translate(head);
  // Without a code the domain drops the empty brackets; the twin's sentence is read the same way.
  const group = worded !== head ? worded : translate(`${head} ()`).replace(/ \(\)$/, '');
  return at < 0 ? group : `${group}${messages.selectedMember(line.slice(at + mark.length))}`;
};
