import type { PricingRemedy } from '@benefit-store/domain';
import { useTexts } from '../../app/language.ts';
import { PlanDetailTexts } from './plan-detail-texts.ts';

interface RemedyTextProps {
  /** The banner in the visitor's language. */
  readonly message: string;
  readonly remedy: PricingRemedy;
  readonly onRemedy: (remedy: PricingRemedy) => void;
}

/**
 * A pricing banner of doc 001 section 8, with its remedy phrase as a button: 'clicking here' opens the Annual
 * Income or Tobacco Usage modal, '... basic info above' opens the edit form. The phrases are the catalogue's, in the
 * banner's language; a banner worded without any of them still offers its remedy, as a button after it.
 */
export const RemedyText = ({ message, remedy, onRemedy }: RemedyTextProps) => {
  const texts = useTexts(PlanDetailTexts);
  const phrase = texts.remedyPhrases.find((p) => message.includes(p));
  const button = (words: string) => (
    <button type="button" className="pd-remedy" aria-haspopup="dialog" onClick={() => onRemedy(remedy)}>
      {words}
    </button>
  );
  if (!phrase) {
    return (
      <>
        {message} {button(texts.remedyAction)}
      </>
    );
  }
  const at = message.indexOf(phrase);
  return (
    <>
      {message.slice(0, at)}
      {button(phrase)}
      {message.slice(at + phrase.length)}
    </>
  );
};
