import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useUseCase } from '../../app/di.tsx';
import { DataTopics } from '../../app/data-topics.ts';
import { useUseCaseQuery } from '../../app/data.ts';
import { SiteConfig } from '../../shell/index.ts';

/**
 * /member-benefit-store/{id}/{tier}: the member dashboard's link into the store. It starts the member's
 * quote under the fixed group (the link opens the main shell) and goes on to /plans; a member this
 * session may not act for is /404.
 */
export const MemberBenefitStorePage = () => {
  const { id = '', tier = '' } = useParams();
  const start = useUseCase('StartMemberEnrollment');
  const navigate = useNavigate();
  const started = useUseCaseQuery(DataTopics.memberStoreLink(id, tier), () =>
    start(tier, { userId: id, groupId: SiteConfig.memberStoreGroupId, opensShell: true }),
  );
  const path = started.data;

  useEffect(() => {
    if (path) navigate(path, { replace: true });
    else if (started.status === 'failed') navigate('/404', { replace: true });
  }, [path, started.status, navigate]);

  return null;
};
