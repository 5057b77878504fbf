import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { QuoteSlides as slides } from '@benefit-store/domain';
import { checkQuoteSlide, describeError, firstSlideWithError, LAST_QUOTE_SLIDE, Limits, maskDateInput, maskDigits, Messages, type FieldErrors } from '@benefit-store/domain';
import { ZIP_CHECK_DELAY_MS } from '@benefit-store/ports';
import { useUseCase } from '../../app/di.tsx';
import { QUOTE_CHANGED } from '../../app/data-topics.ts';
import { useUseCaseMutation } from '../../app/data.ts';
import { useTexts, useTranslate } from '../../app/language.ts';
import { ShellTexts } from '../../shell/index.ts';
import { Field } from '../../ui/field.tsx';
import { GenderSelect } from './gender-select.tsx';

/**
 * The 3-slide quote (doc 000 section 2): zip; gender and smoker; DOB. The first Next checks the zip on
 * the server after the spec's 2-second pause (an empty or malformed zip is answered at once, by the
 * domain's slide check); Submit saves the quote and opens /plans.
 */
export const QuoteSlides = () => {
  const texts = useTexts(ShellTexts);
  const messages = useTexts(Messages);
  const translate = useTranslate();
  const checkZip = useUseCase('CheckQuoteZip');
  const submit = useUseCaseMutation(useUseCase('SubmitQuoteSlides'), QUOTE_CHANGED);
  const navigate = useNavigate();
  const [slide, setSlide] = useState(0);
  const [zip, setZip] = useState('');
  const [gender, setGender] = useState('');
  const [smoker, setSmoker] = useState(false);
  const [dob, setDob] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string>();
  const [checking, setChecking] = useState(false);
  const busy = checking || submit.isPending;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const fail = (fields: FieldErrors) => {
    setErrors(fields);
    const first = firstSlideWithError(fields);
    if (first !== undefined) setSlide(first);
  };

  const next = (event: FormEvent) => {
    event.preventDefault();
    setBanner(undefined);
    const local = checkQuoteSlide(slide, { zip, gender });
    if (Object.keys(local).length > 0) return setErrors(local);
    if (slide === 0) {
      setChecking(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        void checkZip(zip).match(
          () => {
            setChecking(false);
            setErrors({});
            setSlide(1);
          },
          (error) => {
            setChecking(false);
            if (error.kind === 'validation') fail(error.fields);
            else setBanner(describeError(error));
          },
        );
      }, ZIP_CHECK_DELAY_MS);
      return;
    }
    if (slide < LAST_QUOTE_SLIDE) {
      setErrors({});
      return setSlide(slide + 1);
    }
    submit.mutate(
      { zip, gender, smoker, dob },
      {
        onSuccess: (saved) => void navigate(saved.next),
        onError: (error) => (error.kind === 'validation' ? fail(error.fields) : setBanner(describeError(error))),
      },
    );
  };

  return (
    <form className="quote-form quote-slides" onSubmit={next} noValidate aria-label={texts.getStarted}>
      <h2 className="quote-form__title">{texts.quoteSlidesTitle}</h2>
      <ol className="quote-slides__steps" aria-label={texts.steps}>
        {slides.map(({ label, index }) => (
          <li key={label} className={index === slide ? 'is-current' : index < slide ? 'is-done' : undefined} aria-current={index === slide ? 'step' : undefined}>
            <span>{index + 1}</span> {translate(label)}
          </li>
        ))}
      </ol>
      {banner ? (
        <p className="banner banner--error" role="alert">
          {translate(banner)}
        </p>
      ) : null}
      {slide === 0 ? (
        <Field label={texts.zipCode} error={errors.zip} hint={checking ? texts.checkingZip : undefined}>
          <input
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={Limits.zip}
            placeholder={texts.zipPlaceholder}
            value={zip}
            onChange={(e) => {
              setZip(maskDigits(e.target.value, Limits.zip));
              setErrors({});
            }}
          />
        </Field>
      ) : null}
      {slide === 1 ? (
        <>
          <GenderSelect
            value={gender}
            error={errors.gender}
            onChange={(value) => {
              setGender(value);
              setErrors({});
            }}
          />
          <fieldset className="choice">
            <legend>{messages.doYouSmoke}</legend>
            <label>
              <input type="radio" name="smoker" checked={smoker} onChange={() => setSmoker(true)} /> {messages.answerYes}
            </label>
            <label>
              <input type="radio" name="smoker" checked={!smoker} onChange={() => setSmoker(false)} /> {messages.answerNo}
            </label>
          </fieldset>
        </>
      ) : null}
      {slide === 2 ? (
        <Field label={texts.dob} error={errors.dob ?? errors.tier}>
          <input inputMode="numeric" autoComplete="bday" placeholder={texts.dobPlaceholder} maxLength={Limits.usDate} value={dob} onChange={(e) => setDob(maskDateInput(e.target.value))} />
        </Field>
      ) : null}
      <div className="button-row">
        {slide > 0 ? (
          <button type="button" className="button button--ghost" onClick={() => setSlide((s) => s - 1)} disabled={busy}>
            {texts.back}
          </button>
        ) : null}
        <button type="submit" className="button button--primary quote-slides__next" disabled={busy}>
          {slide < LAST_QUOTE_SLIDE ? texts.next : texts.submit}
        </button>
      </div>
    </form>
  );
};
