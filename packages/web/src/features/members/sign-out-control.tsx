import { useNavigate, useLocation } from 'react-router-dom';
import { SessionKeys } from '@benefit-store/ports';
import { useSessionStore, useUseCase } from '../../app/di.tsx';
import { useSiteData } from '../../shell/site-data.tsx';
import { MemberTexts } from './member-texts.ts';
import '../../styles/members.css';

/** The header's Sign out, shown while a rep or group administrator is signed in on this browser. */
export const SignOutControl = () => {
  const session = useSessionStore();
  const signOut = useUseCase('SignOut');
  const navigate = useNavigate();
  const { reload } = useSiteData();
  // Re-read the stored context on every navigation: sign-in happens on another page.
  useLocation();
  const eprocess = session.get(SessionKeys.eprocess);
  if (eprocess !== 'rep' && eprocess !== 'group') return null;
  const name = session.get(SessionKeys.username) ?? '';

  const onClick = async () => {
    const result = await signOut();
    // Even if the server could not be reached, this browser forgets the rep's context.
    if (result.isErr()) session.clear();
    reload();
    navigate(result.unwrapOr('/sign-in'), { replace: true });
  };

  return (
    <span className="sign-out">
      {name ? <span className="sign-out__who">{MemberTexts.signedInAs(name)}</span> : null}
      <button type="button" className="sign-out__button" onClick={() => void onClick()}>
        {MemberTexts.signOut}
      </button>
    </span>
  );
};
