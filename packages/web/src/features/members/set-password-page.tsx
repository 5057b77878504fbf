import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Messages, describeError, type FieldErrors } from '@benefit-store/domain';
import { useUseCase } from '../../app/di.tsx';
import { DataTopics } from '../../app/data-topics.ts';
import { useUseCaseMutation, useUseCaseQuery } from '../../app/data.ts';
import { useTexts, useTranslate } from '../../app/language.ts';
import { useSiteData } from '../../shell/index.ts';
import { Field } from '../../ui/field.tsx';
import { MemberTexts } from './member-texts.ts';
import '../../styles/members.css';

/**
 * /set-password/:token: the page an operator's invitation mail opens (docs/adr/0801-operators.md). The person chooses
 * a password (typed twice); the link works once. Then they sign in on /sign-in like every other day.
 */
export const SetPasswordPage = () => {
  const texts = useTexts(MemberTexts);
  const messages = useTexts(Messages);
  // The banner and the field messages are kept as worded and shown in the visitor's language.
  const translate = useTranslate();
  const { token = '' } = useParams();
  const setPassword = useUseCaseMutation(useUseCase('SetPassword'));
  const checkInvitation = useUseCase('CheckInvitation');
  const invitation = useUseCaseQuery(DataTopics.invitation(token), () => checkInvitation(token));
  // A link already used, expired or not ours says so as the page opens, with no form to fill in for nothing.
  const refusedLink = invitation.status === 'failed' && invitation.error?.kind === 'validation' ? invitation.error.fields.token : undefined;
  const { logo, name } = useSiteData();
  const [password, setPasswordText] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string>();
  const [doneFor, setDoneFor] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setBanner(undefined);
    setPassword.mutate(
      { token, password, confirmation },
      {
        onSuccess: ({ email }) => setDoneFor(email),
        onError: (error) => {
          if (error.kind !== 'validation') return setBanner(describeError(error));
          const { token: link, ...fields } = error.fields;
          setErrors(fields);
          setBanner(link);
        },
      },
    );
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
      </section>
      <section className="sign-in__panel">
        {refusedLink && !doneFor ? (
          <div className="sign-in__form">
            <h1>{texts.setPasswordTitle}</h1>
            <p className="banner banner--error" role="alert">
              {translate(refusedLink)}
            </p>
            <Link className="button button--primary button--block" to="/sign-in">
              {texts.goToSignIn}
            </Link>
          </div>
        ) : doneFor ? (
          <div className="sign-in__form" role="status">
            <h1>{texts.setPasswordTitle}</h1>
            <p className="banner banner--success">{messages.passwordSet}</p>
            <p className="sign-in__lead">{doneFor}</p>
            <Link className="button button--primary button--block" to="/sign-in">
              {texts.goToSignIn}
            </Link>
          </div>
        ) : (
          <form className="sign-in__form" onSubmit={onSubmit} noValidate aria-label={texts.setPasswordTitle}>
            <h1>{texts.setPasswordTitle}</h1>
            <p className="sign-in__lead">{texts.setPasswordLead}</p>
            {banner ? (
              <p className="banner banner--error" role="alert">
                {translate(banner)}
              </p>
            ) : null}
            <Field label={texts.newPassword} error={errors.password}>
              <input
                type="password"
                autoComplete="new-password"
                value={password}
                onChange={(e) => {
                  setPasswordText(e.target.value);
                  setErrors(({ password: _dropped, ...rest }) => rest);
                }}
              />
            </Field>
            <Field label={texts.confirmPassword} error={errors.confirm_password}>
              <input
                type="password"
                autoComplete="new-password"
                value={confirmation}
                onChange={(e) => {
                  setConfirmation(e.target.value);
                  setErrors(({ confirm_password: _dropped, ...rest }) => rest);
                }}
              />
            </Field>
            <button type="submit" className="button button--primary button--block" disabled={setPassword.isPending}>
              {texts.setPasswordButton}
            </button>
          </form>
        )}
      </section>
    </div>
  );
};
