import { useNavigate } from 'react-router-dom';
import { useUseCase } from '../../app/di.tsx';
import { SITE_CHANGED } from '../../app/data-topics.ts';
import { useUseCaseMutation } from '../../app/data.ts';
import { useTexts } from '../../app/language.ts';
import { useVisitor } from '../../shell/index.ts';
import { MemberTexts } from './member-texts.ts';
import '../../styles/members.css';

/** The header's Sign out, shown while a rep or group administrator is signed in on this browser. */
export const SignOutControl = () => {
  const texts = useTexts(MemberTexts);
  // Even if the server cannot be reached, the use case forgets the rep's context on this browser.
  const signOut = useUseCaseMutation(useUseCase('SignOut'), SITE_CHANGED);
  const navigate = useNavigate();
  const signedIn = useVisitor()?.signedIn;
  if (!signedIn) return null;

  const onClick = () => signOut.mutate(undefined, { onSettled: (path) => void navigate(path ?? '/sign-in', { replace: true }) });

  return (
    <span className="sign-out">
      {signedIn.name ? <span className="sign-out__who">{texts.signedInAs(signedIn.name)}</span> : null}
      <button type="button" className="sign-out__button" onClick={onClick} disabled={signOut.isPending}>
        {texts.signOut}
      </button>
    </span>
  );
};
