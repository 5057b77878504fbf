import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Messages, describeError, type FieldErrors } from '@benefit-store/domain';
import { SessionKeys } from '@benefit-store/ports';
import { useSessionStore, useUseCase } from '../../app/di.tsx';
import { ShellTexts } from '../../shell/shell-texts.ts';
import { useHomeRoute } from '../../shell/site-header.tsx';
import { TierSelect } from '../../ui/tier-select.tsx';
import '../../styles/landing.css';

/** /member-home: 'Welcome {name}, Let's Get Started', a tier (Member Only by default), Submit -> /plans. */
export const MemberHomePage = () => {
  const start = useUseCase('StartMemberEnrollment');
  const session = useSessionStore();
  const navigate = useNavigate();
  const home = useHomeRoute();
  const [tier, setTier] = useState<string>('IO');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string>();
  const [busy, setBusy] = useState(false);
  const name = session.get(SessionKeys.username) ?? session.get(SessionKeys.displayName) ?? '';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setBanner(undefined);
    const result = await start(tier);
    setBusy(false);
    result.match(
      (path) => navigate(path),
      (error) => (error.kind === 'validation' ? setErrors(error.fields) : setBanner(describeError(error))),
    );
  };

  return (
    <div className="start-page">
      <nav className="breadcrumb" aria-label="Breadcrumb">
        <Link to={home}>Home</Link>
      </nav>
      <form className="start-card" onSubmit={onSubmit} noValidate aria-label="Member start">
        <h1>{Messages.memberWelcome(name)}</h1>
        {banner ? (
          <p className="banner banner--error" role="alert">
            {banner}
          </p>
        ) : null}
        <TierSelect
          label={ShellTexts.chooseTier}
          value={tier}
          error={errors.tier}
          onChange={(value) => {
            setTier(value);
            setErrors({});
          }}
        />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          Submit
        </button>
      </form>
    </div>
  );
};
