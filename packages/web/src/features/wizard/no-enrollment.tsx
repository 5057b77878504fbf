import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useTexts, useTranslate } from '../../app/language.ts';
import { useHomeRoute } from '../../shell/index.ts';
import { WizardTexts } from './wizard-texts.ts';

/** No enrollment in this browser (or the server no longer knows it): where to go instead. */
export const NoEnrollment = ({ message }: { readonly message: string | undefined }) => {
  const texts = useTexts(WizardTexts);
  const translate = useTranslate();
  const home = useHomeRoute();
  // Shown in place of a step (Back from the receipt, where the page was scrolled to its end): from its top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <section className="wizard-step wizard-step--soon" aria-labelledby="wizard-none-title">
      <p className="eyebrow">{texts.eyebrow}</p>
      <h1 id="wizard-none-title">{texts.eyebrow}</h1>
      <p className="wizard-step__lead" role="alert">
        {message === undefined ? texts.noEnrollment : translate(message)}
      </p>
      <div className="wizard-actions">
        <Link className="button button--primary" to={home}>
          {texts.toHome}
        </Link>
        <Link className="button wizard-button-alt" to="/continue-enrollment">
          {texts.continueSaved}
        </Link>
      </div>
    </section>
  );
};
