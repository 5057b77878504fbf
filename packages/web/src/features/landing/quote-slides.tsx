import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Messages, describeError, isGender, maskDateInput, type FieldErrors } from '@benefit-store/domain';
import { ZIP_CHECK_DELAY_MS } from '@benefit-store/ports';
import { useUseCase } from '../../app/di.tsx';
import { ShellTexts } from '../../shell/shell-texts.ts';
import { Field } from '../../ui/field.tsx';

const SLIDE_OF: Record<string, number> = { zip: 0, gender: 1, dob: 2, tier: 2 };

/**
 * The 3-slide quote (doc 000 section 2): zip; gender and smoker; DOB. The first Next checks the zip on
 * the server after the spec's 2-second pause; Submit saves the quote and opens /plans.
 */
export const QuoteSlides = () => {
  const checkZip = useUseCase('CheckQuoteZip');
  const submit = useUseCase('SubmitQuoteSlides');
  const navigate = useNavigate();
  const [slide, setSlide] = useState(0);
  const [zip, setZip] = useState('');
  const [gender, setGender] = useState('');
  const [smoker, setSmoker] = useState(false);
  const [dob, setDob] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string>();
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const fail = (fields: FieldErrors) => {
    setErrors(fields);
    const first = Math.min(...Object.keys(fields).map((k) => SLIDE_OF[k] ?? 2));
    if (Number.isFinite(first)) setSlide(first);
  };

  const next = (event: FormEvent) => {
    event.preventDefault();
    setBanner(undefined);
    if (slide === 0) {
      setBusy(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        void checkZip(zip).match(
          () => {
            setBusy(false);
            setErrors({});
            setSlide(1);
          },
          (error) => {
            setBusy(false);
            if (error.kind === 'validation') fail(error.fields);
            else setBanner(describeError(error));
          },
        );
      }, ZIP_CHECK_DELAY_MS);
      return;
    }
    if (slide === 1) {
      if (!isGender(gender)) return setErrors({ gender: Messages.fieldRequired });
      setErrors({});
      return setSlide(2);
    }
    setBusy(true);
    void submit({ zip, gender, smoker, dob }).match(
      () => navigate('/plans'),
      (error) => {
        setBusy(false);
        if (error.kind === 'validation') fail(error.fields);
        else setBanner(describeError(error));
      },
    );
  };

  return (
    <form className="quote-form quote-slides" onSubmit={next} noValidate aria-label="Get Started">
      <h2 className="quote-form__title">{ShellTexts.quoteSlidesTitle}</h2>
      <ol className="quote-slides__steps" aria-label="Steps">
        {['ZIP code', 'About you', 'Date of birth'].map((label, index) => (
          <li key={label} className={index === slide ? 'is-current' : index < slide ? 'is-done' : undefined} aria-current={index === slide ? 'step' : undefined}>
            <span>{index + 1}</span> {label}
          </li>
        ))}
      </ol>
      {banner ? (
        <p className="banner banner--error" role="alert">
          {banner}
        </p>
      ) : null}
      {slide === 0 ? (
        <Field label="Zip Code" error={errors.zip} hint={busy ? ShellTexts.checkingZip : undefined}>
          <input
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            placeholder="e.g. 75001"
            value={zip}
            onChange={(e) => {
              setZip(e.target.value.replace(/\D/g, '').slice(0, 5));
              setErrors({});
            }}
          />
        </Field>
      ) : null}
      {slide === 1 ? (
        <>
          <Field label="Gender" error={errors.gender}>
            <select
              value={gender}
              onChange={(e) => {
                setGender(e.target.value);
                setErrors({});
              }}
            >
              <option value="">Select</option>
              <option value="0">Male</option>
              <option value="1">Female</option>
            </select>
          </Field>
          <fieldset className="choice">
            <legend>{Messages.doYouSmoke}</legend>
            <label>
              <input type="radio" name="smoker" checked={smoker} onChange={() => setSmoker(true)} /> Yes
            </label>
            <label>
              <input type="radio" name="smoker" checked={!smoker} onChange={() => setSmoker(false)} /> No
            </label>
          </fieldset>
        </>
      ) : null}
      {slide === 2 ? (
        <Field label="DOB" error={errors.dob ?? errors.tier}>
          <input inputMode="numeric" autoComplete="bday" placeholder="MM/DD/YYYY" maxLength={10} value={dob} onChange={(e) => setDob(maskDateInput(e.target.value))} />
        </Field>
      ) : null}
      <div className="button-row">
        {slide > 0 ? (
          <button type="button" className="button button--ghost" onClick={() => setSlide((s) => s - 1)} disabled={busy}>
            Back
          </button>
        ) : null}
        <button type="submit" className="button button--primary quote-slides__next" disabled={busy}>
          {slide < 2 ? 'Next' : 'Submit'}
        </button>
      </div>
    </form>
  );
};
