import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { offersLocationOn, type DomainError } from '@benefit-store/domain';
import { useUseCase } from '../../app/di.tsx';
import { DataTopics } from '../../app/data-topics.ts';
import { useUseCaseMutation, useUseCaseQuery } from '../../app/data.ts';
import { useTexts } from '../../app/language.ts';
import { AssistTexts, useFailureText } from '../assist-texts.ts';
import '../../styles/assist.css';

/**
 * The location prompt (docs/adr/0402): shown when the benefit service has no lead for this device on this
 * site and the visitor has not answered here. Allow shares the position and ZIP; Don't Allow is remembered.
 */
export const LocationPrompt = () => {
  const texts = useTexts(AssistTexts);
  const failureText = useFailureText();
  const shouldAsk = useUseCase('ShouldAskForLocation');
  const share = useUseCaseMutation(useUseCase('ShareLocation'), [DataTopics.locationPrompt]);
  const decline = useUseCaseMutation(useUseCase('DeclineLocation'), [DataTopics.locationPrompt]);
  // Not even checked on a page that offers nothing (continuing a saved enrollment); checked once another page shows.
  const offered = offersLocationOn(useLocation().pathname);
  const ask = useUseCaseQuery(DataTopics.locationPrompt, () => shouldAsk(), { enabled: offered }).data === true;
  const [answered, setAnswered] = useState(false);
  const [failure, setFailure] = useState<DomainError>();
  const visible = offered && ask && !answered;
  const busy = share.isPending || decline.isPending;

  // On a narrow screen the prompt floats over the page's last lines: give the page room to scroll them
  // clear of it while it is shown.
  useEffect(() => {
    if (!visible) return;
    document.body.classList.add('has-location-prompt');
    return () => document.body.classList.remove('has-location-prompt');
  }, [visible]);

  if (!visible) return null;

  const allow = () => share.mutate(undefined, { onSuccess: () => setAnswered(true), onError: (error) => setFailure(error) });

  return (
    <section className="location-prompt" role="dialog" aria-labelledby="location-prompt-title" aria-describedby="location-prompt-text">
      <span className="location-prompt__pin" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="22" height="22">
          <path fill="currentColor" d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" />
        </svg>
      </span>
      <div className="location-prompt__body">
        <h2 id="location-prompt-title" className="location-prompt__title">
          {texts.locationTitle}
        </h2>
        <p id="location-prompt-text" className="location-prompt__text">
          {texts.locationText}
        </p>
        {failure ? (
          <p className="location-prompt__error" role="alert">
            {failureText(failure)}
          </p>
        ) : null}
        <div className="location-prompt__actions">
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => decline.mutate(undefined, { onSuccess: () => setAnswered(true) })}
          >
            {texts.dontAllow}
          </button>
          <button type="button" className="button button--primary" disabled={busy} onClick={allow}>
            {texts.allow}
          </button>
        </div>
      </div>
    </section>
  );
};
