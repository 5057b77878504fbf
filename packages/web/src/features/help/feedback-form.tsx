import { Limits, Messages } from '@benefit-store/domain';
import { useState, type FormEvent } from 'react';
import { FEEDBACK_FORM } from '@benefit-store/ports';
import { useUseCase } from '../../app/di.tsx';
import { useTexts, useTranslate } from '../../app/language.ts';
import { Field } from '../../ui/field.tsx';
import { AssistTexts } from '../assist-texts.ts';

/** Feedback (docs/adr/0403): e-mail and message, both required, saved by the benefit service. */
export const FeedbackForm = () => {
  const texts = useTexts(AssistTexts);
  const messages = useTexts(Messages);
  const translate = useTranslate();
  const sendFeedback = useUseCase('SendFeedback');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    void sendFeedback({ email, message }).match(
      () => {
        setBusy(false);
        setSent(true);
      },
      (error) => {
        setBusy(false);
        setErrors(error.kind === 'validation' ? error.fields : {});
        setFailure(error.kind === 'validation' ? undefined : error.message);
      },
    );
  };

  if (sent) {
    return (
      <p className="help-done" role="status">
        {messages.feedbackThanks}
      </p>
    );
  }

  const both = errors[FEEDBACK_FORM] ?? failure;
  return (
    <form className="feedback-form" aria-label={texts.feedback} onSubmit={submit} noValidate>
      {both ? (
        <p className="rep-chat__banner" role="alert">
          {translate(both)}
        </p>
      ) : null}
      <Field label={texts.feedbackEmail} error={errors.email}>
        <input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </Field>
      <Field label={texts.feedbackMessage} error={errors.message}>
        <textarea rows={4} maxLength={Limits.text} value={message} onChange={(e) => setMessage(e.target.value)} />
      </Field>
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {texts.send}
      </button>
    </form>
  );
};
