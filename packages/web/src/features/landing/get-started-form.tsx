import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { describeError, maskDateInput, type FieldErrors, type QuoteFilterInput } from '@benefit-store/domain';
import { useUseCase } from '../../app/di.tsx';
import { Field } from '../../ui/field.tsx';
import { TierSelect } from '../../ui/tier-select.tsx';

const EMPTY: QuoteFilterInput = { zip: '', gender: '', tier: '', dob: '' };

/** Zip Code, Gender, Choose Tier, DOB, Submit: the form that starts every quote. */
export const GetStartedForm = () => {
  const submit = useUseCase('SubmitQuoteFilter');
  const loadFilter = useUseCase('LoadQuoteFilter');
  const navigate = useNavigate();
  const [values, setValues] = useState<QuoteFilterInput>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string>();
  const [busy, setBusy] = useState(false);

  // Returning visitors see the quote they already have, ready to edit.
  useEffect(() => {
    void loadFilter().map((stored) => {
      if (stored) setValues({ zip: stored.zip, gender: stored.gender, tier: stored.tier, dob: stored.dob });
    });
  }, [loadFilter]);

  const set = (key: keyof QuoteFilterInput) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _dropped, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setBanner(undefined);
    const result = await submit(values);
    setBusy(false);
    result.match(
      () => navigate('/plans'),
      (error) => (error.kind === 'validation' ? setErrors(error.fields) : setBanner(describeError(error))),
    );
  };

  return (
    <form className="quote-form" onSubmit={onSubmit} noValidate aria-label="Get Started">
      <h2 className="quote-form__title">Get Started</h2>
      <p className="quote-form__lead">Tell us a little about you to see the plans available where you live.</p>
      {banner ? (
        <p className="banner banner--error" role="alert">
          {banner}
        </p>
      ) : null}
      <Field label="Zip Code" error={errors.zip}>
        <input
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          placeholder="e.g. 75001"
          value={values.zip}
          onChange={(e) => set('zip')(e.target.value.replace(/\D/g, '').slice(0, 5))}
        />
      </Field>
      <div className="quote-form__row">
        <Field label="Gender" error={errors.gender}>
          <select value={values.gender} onChange={(e) => set('gender')(e.target.value)}>
            <option value="">Select</option>
            <option value="0">Male</option>
            <option value="1">Female</option>
          </select>
        </Field>
        <TierSelect label="Choose Tier" value={values.tier} error={errors.tier} onChange={set('tier')} />
      </div>
      <Field label="DOB" error={errors.dob}>
        <input
          inputMode="numeric"
          autoComplete="bday"
          placeholder="MM/DD/YYYY"
          maxLength={10}
          value={values.dob}
          onChange={(e) => set('dob')(maskDateInput(e.target.value))}
        />
      </Field>
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        Submit
      </button>
    </form>
  );
};
