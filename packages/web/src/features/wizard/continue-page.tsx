import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ENROLLMENT_BASE, type SavedTabTarget } from '@benefit-store/domain';
import { useUseCase } from '../../app/di.tsx';
import { DataTopics, SITE_CHANGED, WIZARD_CHANGED } from '../../app/data-topics.ts';
import { useInvalidate, useUseCaseMutation, useUseCaseQuery } from '../../app/data.ts';
import { useTexts } from '../../app/language.ts';
import { RouteFallback } from '../../ui/spinner.tsx';
import { messagesOf } from './remote-signing.tsx';
import { ErrorBanner, TextField, useFocusFirstError, useFormState } from './wizard-fields.tsx';
import { CompletionTexts } from './completion-texts.ts';
import '../../styles/wizard.css';
import '../../styles/wizard-finish.css';

/** Where a resumed enrollment opens: its saved step (the cart for cart_info), else the wizard's first step. */
const openingPath = (target: SavedTabTarget | undefined): string => target?.path ?? ENROLLMENT_BASE;

/**
 * /continue-enrollment (doc 002): a welcome, Code and Email Address, Continue. The code and the e-mail it was sent
 * to open the saved enrollment in this browser (even a fresh one): its context is stored, the steps rebuilt and
 * the saved step opened. Messages show under the inputs.
 */
export const ContinuePage = () => {
  const continueEnrollment = useUseCase('ContinueEnrollment');
  // The stored context changed (group, rep, enrollment): the site's header and the wizard read again.
  const resume = useUseCaseMutation(
    ({ code, email }: { readonly code: string; readonly email: string }) => continueEnrollment(code, email),
    [...SITE_CHANGED, ...WIZARD_CHANGED],
  );
  const navigate = useNavigate();
  const { values, set, errors, refuse, refusals } = useFormState({ code: '', email: '' });
  const [banner, setBanner] = useState<string[]>([]);
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const texts = useTexts(CompletionTexts);
  useFocusFirstError(form, refusals);
  useEffect(() => heading.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBanner([]);
    resume.mutate(values, {
      onSuccess: ({ target }) => void navigate(openingPath(target)),
      onError: (error) => {
        if (error.kind !== 'validation') return setBanner(messagesOf(error));
        const { code, email, ...rest } = error.fields;
        refuse({ ...(code ? { code } : {}), ...(email ? { email } : {}) });
        setBanner(Object.values(rest));
      },
    });
  };

  return (
    <section className="wizard continue" aria-labelledby="continue-title">
      <div className="wizard-step continue__card">
        <header className="wizard-step__head">
          <h1 id="continue-title" ref={heading} tabIndex={-1}>
            {texts.continueTitle}
          </h1>
          <p className="wizard-step__lead">{texts.continueWelcome}</p>
        </header>
        <form ref={form} onSubmit={submit} noValidate aria-labelledby="continue-title">
          <TextField label={texts.code} value={values.code} error={errors.code} onChange={(v) => set('code', v)} autoComplete="one-time-code" />
          <TextField label={texts.emailAddress} type="email" inputMode="email" autoComplete="email" value={values.email} error={errors.email} onChange={(v) => set('email', v)} />
          <ErrorBanner messages={banner} />
          <div className="wizard-actions">
            <span className="wizard-actions__spacer" />
            <button type="submit" className="button button--primary" disabled={resume.isPending}>
              {texts.continue}
            </button>
          </div>
        </form>
      </div>
    </section>
  );
};

/**
 * /direct-continue/{id}/{tab} (doc 002; docs/adr/0720): both parts base64. It opens the enrollment only for a
 * browser that already holds it (its session, or the signed-in rep who started it); the link's tab opens.
 * Anyone else is pointed to Continue enrollment with the e-mailed code.
 */
export const DirectContinuePage = () => {
  const { id = '', tab = '' } = useParams();
  const resume = useUseCase('ResumeDirect');
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const texts = useTexts(CompletionTexts);
  // The use case stores the resumed context: read once, like the other ways into the store.
  const resumed = useUseCaseQuery(DataTopics.directContinue(id, tab), () => resume(id, tab));
  const target = resumed.data?.target;
  const ready = resumed.data !== undefined;

  useEffect(() => {
    if (!ready) return;
    void invalidate([...SITE_CHANGED, ...WIZARD_CHANGED]);
    void navigate(openingPath(target), { replace: true });
  }, [ready, target, invalidate, navigate]);

  if (resumed.status !== 'failed') return <RouteFallback />;
  return (
    <section className="wizard continue" aria-labelledby="direct-title">
      <div className="wizard-step wizard-step--soon">
        <h1 id="direct-title">{texts.continueTitle}</h1>
        <p className="wizard-step__lead" role="alert">
          {texts.directFailed}
        </p>
        <div className="wizard-actions">
          <Link className="button button--primary" to="/continue-enrollment">
            {texts.continueWithCode}
          </Link>
        </div>
      </div>
    </section>
  );
};
