import { catalogue } from '../app/language.ts';

/**
 * The words of the shared controls: a dialog's close button, the spinners, a choice's empty first option. Tier,
 * gender and Yes/No labels are the domain's (Messages: tierMemberOnly, genderMale, answerYes, ...).
 */
export const UiTexts = catalogue('ui', {
  close: 'Close',
  loading: 'Loading',
  select: 'Select',
} as const);
