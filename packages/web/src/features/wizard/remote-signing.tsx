import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { RECEIPT_PATH, type DomainError } from '@benefit-store/domain';
import type { SigningStatus } from '@benefit-store/ports';
import { useUseCase } from '../../app/di.tsx';
import { DataTopics } from '../../app/data-topics.ts';
import { useInvalidate, useUseCaseMutation, useUseCaseQuery } from '../../app/data.ts';
import { useLocale, useTexts } from '../../app/language.ts';
import { Field } from '../../ui/field.tsx';
import { ErrorBanner } from './wizard-fields.tsx';
import { CompletionTexts, readableTime } from './completion-texts.ts';

/** A use case's refusal as lines a person reads (field errors without their keys). */
export const messagesOf = (error: DomainError): string[] => (error.kind === 'validation' ? Object.values(error.fields) : [error.message]);

/**
 * Remote signing, the rep's side (docs/adr/0720): send the member a link to review and sign the application on
 * their own device, and see when it was opened, signed and confirmed. Shown to a signed-in rep or group
 * administrator on Agreement & Signature and on Review & Confirmation; its own form, outside the step's.
 */
export const RemoteSigningPanel = ({ defaultEmail = '', continueTo }: { readonly defaultEmail?: string; readonly continueTo?: string }) => {
  const load = useUseCase('LoadSigningStatus');
  const status = useUseCaseQuery(DataTopics.signingStatus, () => load());
  const send = useUseCaseMutation(useUseCase('SendSigningLink'), [DataTopics.signingStatus]);
  const invalidate = useInvalidate();
  const [asking, setAsking] = useState(false);
  const [email, setEmail] = useState(defaultEmail);
  const [emailError, setEmailError] = useState<string>();
  const [others, setOthers] = useState<string[]>([]);
  const titleId = useId();
  const texts = useTexts(CompletionTexts);
  // The use case's message under the address is worded in English (ErrorBanner translates its own).
  const current = status.data;
  const showForm = asking || current === undefined || current.state === 'none' || current.state === 'expired' || current.state === 'revoked';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOthers([]);
    send.mutate(email, {
      onSuccess: () => {
        setAsking(false);
        setEmailError(undefined);
      },
      onError: (error) => {
        if (error.kind !== 'validation') return setOthers(messagesOf(error));
        const { email: forEmail, ...rest } = error.fields;
        setEmailError(forEmail);
        setOthers(Object.values(rest));
      },
    });
  };

  // The member signs elsewhere: the rep asks again when they want to know (and the review reads afresh with it).
  const checkAgain = () => void invalidate([DataTopics.wizard]);

  return (
    <section className="remote-signing" aria-labelledby={titleId}>
      <h2 id={titleId} className="remote-signing__title">
        {texts.remoteTitle}
      </h2>
      <p className="remote-signing__lead">{texts.remoteLead}</p>
      {current && current.state !== 'none' ? <SigningState status={current} /> : null}
      {current?.state === 'completed' ? (
        <p>
          <Link className="button button--primary" to={RECEIPT_PATH}>
            {texts.viewReceipt}
          </Link>
        </p>
      ) : showForm ? (
        <form className="remote-signing__form" onSubmit={submit} noValidate aria-labelledby={titleId}>
          <Field label={texts.memberEmail} error={emailError}>
            <input
              type="email"
              autoComplete="off"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setEmailError(undefined);
              }}
            />
          </Field>
          <ErrorBanner messages={others} />
          <button type="submit" className="button button--primary" disabled={send.isPending}>
            {texts.sendLink}
          </button>
        </form>
      ) : (
        <div className="remote-signing__actions">
          <button type="button" className="button wizard-button-alt wizard-button-small" onClick={checkAgain}>
            {texts.checkAgain}
          </button>
          <button type="button" className="button button--ghost wizard-button-small" onClick={() => setAsking(true)}>
            {texts.sendNewLink}
          </button>
          {continueTo ? (
            <Link className="button button--primary wizard-button-small" to={continueTo}>
              {texts.goToReview}
            </Link>
          ) : null}
        </div>
      )}
    </section>
  );
};

/** Where the link stands: a status line read out when it changes, and the times. */
const SigningState = ({ status }: { readonly status: SigningStatus }) => {
  const texts = useTexts(CompletionTexts);
  const locale = useLocale();
  const times: [string, string | undefined][] = [
    [texts.sentAt, status.sentAt],
    [texts.expiresAt, status.state === 'completed' ? undefined : status.expiresAt],
    [texts.openedAt, status.openedAt],
    [texts.signedAt, status.signedAt],
    [texts.completedAt, status.completedAt],
  ];
  return (
    <div className={`remote-signing__state remote-signing__state--${status.state}`}>
      <p role="status" className="remote-signing__line">
        {status.sentTo ? `${texts.linkSent(status.sentTo)} ` : ''}
        {texts.remoteStates[status.state]}
        {status.policyId ? ` ${texts.confirmationNumber}: ${status.policyId}.` : ''}
      </p>
      <dl className="remote-signing__times">
        {times
          .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
          .map(([label, at]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{readableTime(at, locale)}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
};
