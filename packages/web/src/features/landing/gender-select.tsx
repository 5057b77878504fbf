import { GenderOptions } from '@benefit-store/domain';
import { useTexts, useTranslate } from '../../app/language.ts';
import { ShellTexts } from '../../shell/index.ts';
import { Field } from '../../ui/field.tsx';
import { UiTexts } from '../../ui/ui-texts.ts';

/** The quote forms' Gender: the domain's options, 'Select' first. */
export const GenderSelect = ({ value, error, onChange }: { value: string; error: string | undefined; onChange: (value: string) => void }) => {
  const texts = useTexts(ShellTexts);
  const ui = useTexts(UiTexts);
  const translate = useTranslate();
  return (
    <Field label={texts.gender} error={error}>
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{ui.select}</option>
        {GenderOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {translate(option.label)}
          </option>
        ))}
      </select>
    </Field>
  );
};
