import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { SessionKeys } from '@benefit-store/ports';
import { useSessionStore, useUseCase } from '../../app/di.tsx';
import { SiteConfig } from '../../shell/site-config.ts';

/**
 * /member-benefit-store/{id}/{tier}: the member dashboard's link into the store. It starts the member's
 * quote under the fixed group and opens /plans; a member this session may not act for is /404.
 */
export const MemberBenefitStorePage = () => {
  const { id = '', tier = '' } = useParams();
  const start = useUseCase('StartMemberEnrollment');
  const session = useSessionStore();
  const navigate = useNavigate();

  useEffect(() => {
    let live = true;
    void start(tier, { userId: id, groupId: SiteConfig.memberStoreGroupId }).match(
      (path) => {
        if (!live) return;
        session.set(SessionKeys.isRepAuthenticated, 'true');
        navigate(path, { replace: true });
      },
      () => live && navigate('/404', { replace: true }),
    );
    return () => {
      live = false;
    };
  }, [start, id, tier, session, navigate]);

  return null;
};
