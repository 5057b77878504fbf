import { GenderOptions } from '@benefit-store/domain';
import { Field } from '../../ui/field.tsx';

/** The quote forms' Gender: the domain's options, 'Select' first. */
export const GenderSelect = ({ value, error, onChange }: { value: string; error: string | undefined; onChange: (value: string) => void }) => (
  <Field label="Gender" error={error}>
    <select value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">Select</option>
      {GenderOptions.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  </Field>
);
