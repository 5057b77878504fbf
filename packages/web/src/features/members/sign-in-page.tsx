import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Messages, describeError, type FieldErrors } from '@benefit-store/domain';
import { useUseCase } from '../../app/di.tsx';
import { SITE_CHANGED } from '../../app/data-topics.ts';
import { useUseCaseMutation } from '../../app/data.ts';
import { useTexts, useTranslate } from '../../app/language.ts';
import { useSiteData } from '../../shell/index.ts';
import { useSessionExpired } from '../../app/session-expired-redirect.tsx';
import { Field } from '../../ui/field.tsx';
import { MemberTexts } from './member-texts.ts';
import '../../styles/members.css';

/**
 * /sign-in: reps and group administrators sign in with e-mail and password, then start at /agent-home or
 * /group-home. The server's message for a failed sign-in (the same for an unknown e-mail and a wrong
 * password, or the rate limit's) is shown above the form.
 */
export const SignInPage = () => {
  const texts = useTexts(MemberTexts);
  const messages = useTexts(Messages);
  // The banner and the field messages are kept as worded (a use case's check in the catalogue's English, the
  // server's in the visitor's language) and shown in the visitor's language.
  const translate = useTranslate();
  // The header now speaks for the rep's (or the group's) site: everything loads afresh.
  const signIn = useUseCaseMutation(useUseCase('SignIn'), SITE_CHANGED);
  const navigate = useNavigate();
  const { logo, name } = useSiteData();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string>();
  const busy = signIn.isPending;
  // Sent here because the server session ended (any API call answered 401, session expired): say so.
  const expiry = useSessionExpired();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setBanner(undefined);
    signIn.mutate({ email, password }, {
      onSuccess: ({ route }) => {
        expiry.acknowledge();
        void navigate(route, { replace: true });
      },
      onError: (error) => {
        if (error.kind !== 'validation') return setBanner(describeError(error));
        const { sign_in: general, ...fields } = error.fields;
        setErrors(fields);
        setBanner(general);
        if (general) setPassword('');
      },
    });
  };

  return (
    <div className="sign-in">
      <section className="sign-in__hero" aria-hidden="true">
        <p className="sign-in__brand">
          {logo ? <img src={logo} alt="" width="44" height="44" /> : null}
          <span>{name || texts.storeName}</span>
        </p>
        <h2 className="sign-in__headline">{texts.signInHero}</h2>
        <p>{texts.signInHeroLead}</p>
        <ul className="sign-in__points">
          {texts.signInPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </section>
      <section className="sign-in__panel">
        <form className="sign-in__form" onSubmit={onSubmit} noValidate aria-label={texts.signInTitle}>
          <h1>{texts.signInTitle}</h1>
          <p className="sign-in__lead">{texts.signInLead}</p>
          {banner ?? (expiry.expired ? messages.sessionExpired : undefined) ? (
            <p className="banner banner--error" role="alert">
              {banner === undefined ? messages.sessionExpired : translate(banner)}
            </p>
          ) : null}
          <Field label={texts.email} error={errors.email}>
            <input
              type="email"
              autoComplete="username"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setErrors(({ email: _dropped, ...rest }) => rest);
              }}
            />
          </Field>
          <Field label={texts.password} error={errors.password}>
            <input
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                setErrors(({ password: _dropped, ...rest }) => rest);
              }}
            />
          </Field>
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            {texts.signInButton}
          </button>
          <p className="sign-in__alt">
            {texts.shopperHint} <Link to="/">{texts.shopperLink}</Link>
          </p>
        </form>
      </section>
    </div>
  );
};
