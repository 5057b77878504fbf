import { Messages, Tiers, tierLabel } from '@benefit-store/domain';
import { useTexts } from '../app/language.ts';
import { Field } from './field.tsx';
import { UiTexts } from './ui-texts.ts';

interface TierSelectProps {
  readonly label: string;
  readonly value: string;
  readonly error: string | undefined;
  readonly onChange: (tier: string) => void;
  /** A premier plan (type MM) is in the cart: IC reads 'Member + 1 Child', as the search summary says. */
  readonly premierInCart?: boolean;
}

/** 'Choose Tier': every tier by its label, after an empty 'Select' that the tier rule rejects. */
export const TierSelect = ({ label, value, error, onChange, premierInCart = false }: TierSelectProps) => {
  const texts = useTexts(UiTexts);
  const messages = useTexts(Messages);
  return (
    <Field label={label} error={error}>
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{texts.select}</option>
        {Tiers.map((tier) => (
          <option key={tier} value={tier}>
            {tierLabel(tier, premierInCart, messages)}
          </option>
        ))}
      </select>
    </Field>
  );
};
