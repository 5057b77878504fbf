import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { Messages, describeError, type FieldErrors } from '@benefit-store/domain';
import { useUseCase } from '../../app/di.tsx';
import { DataTopics, QUOTE_CHANGED } from '../../app/data-topics.ts';
import { useUseCaseMutation, useUseCaseQuery } from '../../app/data.ts';
import { useTexts, useTranslate } from '../../app/language.ts';
import { ShellTexts, useHomeRoute } from '../../shell/index.ts';
import { TierSelect } from '../../ui/tier-select.tsx';
import '../../styles/landing.css';

/**
 * /member-home: 'Welcome {member name}, Let's Get Started', a tier (Member Only by default), Submit -> /plans.
 * Only a member reaches it (ADR 0501): a rep or group administrator goes to their own home, a shopper
 * without a member to the site's home.
 */
export const MemberHomePage = () => {
  const load = useUseCase('LoadMemberHome');
  const memberHome = useUseCaseQuery(DataTopics.memberHome, () => load());
  if (memberHome.data?.kind === 'elsewhere') return <Navigate to={memberHome.data.path} replace />;
  if (memberHome.data?.kind !== 'member') return null;
  return <MemberStart name={memberHome.data.name} />;
};

const MemberStart = ({ name }: { name: string }) => {
  const texts = useTexts(ShellTexts);
  const messages = useTexts(Messages);
  const translate = useTranslate();
  const start = useUseCaseMutation(useUseCase('StartMemberEnrollment'), QUOTE_CHANGED);
  const navigate = useNavigate();
  const home = useHomeRoute();
  const [tier, setTier] = useState<string>('IO');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setBanner(undefined);
    start.mutate(tier, {
      onSuccess: (path) => void navigate(path),
      onError: (error) => (error.kind === 'validation' ? setErrors(error.fields) : setBanner(describeError(error))),
    });
  };

  return (
    <div className="start-page">
      <nav className="breadcrumb" aria-label={texts.breadcrumb}>
        <Link to={home}>{texts.home}</Link>
      </nav>
      <form className="start-card" onSubmit={onSubmit} noValidate aria-label={texts.memberStart}>
        <h1>{messages.memberWelcome(name)}</h1>
        {banner ? (
          <p className="banner banner--error" role="alert">
            {translate(banner)}
          </p>
        ) : null}
        <TierSelect
          label={texts.chooseTier}
          value={tier}
          error={errors.tier}
          onChange={(value) => {
            setTier(value);
            setErrors({});
          }}
        />
        <button type="submit" className="button button--primary button--block" disabled={start.isPending}>
          {texts.submit}
        </button>
      </form>
    </div>
  );
};
