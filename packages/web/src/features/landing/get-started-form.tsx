import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { describeError, Limits, maskDateInput, maskDigits, type FieldErrors, type QuoteFilterInput } from '@benefit-store/domain';
import { useUseCase } from '../../app/di.tsx';
import { DataTopics, QUOTE_CHANGED } from '../../app/data-topics.ts';
import { useUseCaseMutation, useUseCaseQuery } from '../../app/data.ts';
import { useTexts, useTranslate } from '../../app/language.ts';
import { ShellTexts } from '../../shell/index.ts';
import { Field } from '../../ui/field.tsx';
import { TierSelect } from '../../ui/tier-select.tsx';
import { GenderSelect } from './gender-select.tsx';

const EMPTY: QuoteFilterInput = { zip: '', gender: '', tier: '', dob: '' };

/** Zip Code, Gender, Choose Tier, DOB, Submit: the form that starts every quote. */
export const GetStartedForm = () => {
  const loadFilter = useUseCase('LoadQuoteFilter');
  // Returning visitors see the quote they already have, ready to edit.
  // No quote yet answers null (a query may not answer undefined: TanStack Query counts that a failure).
  const stored = useUseCaseQuery(DataTopics.quoteFilter, () => loadFilter().map((filter) => filter ?? null)).data;
  const initial: QuoteFilterInput = stored ? { zip: stored.zip, gender: stored.gender, tier: stored.tier, dob: stored.dob } : EMPTY;
  return <QuoteForm key={stored ? 'stored' : 'new'} initial={initial} />;
};

const QuoteForm = ({ initial }: { initial: QuoteFilterInput }) => {
  const texts = useTexts(ShellTexts);
  const translate = useTranslate();
  // The plans follow a submitted quote: this form's quote and the recommendations beside it are read again when next
  // shown, not now (their answers would only be thrown away).
  const submit = useUseCaseMutation(useUseCase('SubmitQuoteFilter'), QUOTE_CHANGED, { leaves: [DataTopics.quoteFilter, DataTopics.recommendations('home')] });
  const navigate = useNavigate();
  const [values, setValues] = useState<QuoteFilterInput>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string>();

  const set = (key: keyof QuoteFilterInput) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => field !== key)));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setBanner(undefined);
    submit.mutate(values, {
      onSuccess: (saved) => void navigate(saved.next),
      onError: (error) => (error.kind === 'validation' ? setErrors(error.fields) : setBanner(describeError(error))),
    });
  };

  return (
    <form className="quote-form" onSubmit={onSubmit} noValidate aria-label={texts.getStarted}>
      <h2 className="quote-form__title">{texts.getStarted}</h2>
      <p className="quote-form__lead">{texts.getStartedLead}</p>
      {banner ? (
        <p className="banner banner--error" role="alert">
          {translate(banner)}
        </p>
      ) : null}
      <Field label={texts.zipCode} error={errors.zip}>
        <input
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={Limits.zip}
          placeholder={texts.zipPlaceholder}
          value={values.zip}
          onChange={(e) => set('zip')(maskDigits(e.target.value, Limits.zip))}
        />
      </Field>
      <div className="quote-form__row">
        <GenderSelect value={values.gender} error={errors.gender} onChange={set('gender')} />
        <TierSelect label={texts.chooseTier} value={values.tier} error={errors.tier} onChange={set('tier')} />
      </div>
      <Field label={texts.dob} error={errors.dob}>
        <input
          inputMode="numeric"
          autoComplete="bday"
          placeholder={texts.dobPlaceholder}
          maxLength={Limits.usDate}
          value={values.dob}
          onChange={(e) => set('dob')(maskDateInput(e.target.value))}
        />
      </Field>
      <button type="submit" className="button button--primary button--block" disabled={submit.isPending}>
        {texts.submit}
      </button>
    </form>
  );
};
