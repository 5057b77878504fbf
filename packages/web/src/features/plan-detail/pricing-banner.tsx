import type { PricingRemedy } from '@benefit-store/domain';

/** The words of a banner that open its remedy: 'clicking here', or the basic-info phrase. */
const REMEDY_PHRASES = ['clicking here', 'editing your basic info above', 'edit your basic info above'];

interface RemedyTextProps {
  readonly message: string;
  readonly remedy: PricingRemedy;
  readonly onRemedy: (remedy: PricingRemedy) => void;
}

/**
 * A pricing banner of doc 001 section 8, with its remedy phrase as a button: 'clicking here' opens the Annual
 * Income or Tobacco Usage modal, '... basic info above' opens the edit form.
 */
export const RemedyText = ({ message, remedy, onRemedy }: RemedyTextProps) => {
  const phrase = REMEDY_PHRASES.find((p) => message.includes(p));
  if (!phrase) return <>{message}</>;
  const at = message.indexOf(phrase);
  return (
    <>
      {message.slice(0, at)}
      <button type="button" className="pd-remedy" aria-haspopup="dialog" onClick={() => onRemedy(remedy)}>
        {phrase}
      </button>
      {message.slice(at + phrase.length)}
    </>
  );
};
