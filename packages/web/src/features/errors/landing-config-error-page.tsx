import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { Messages } from '@benefit-store/domain';
import { useSiteData } from '../../shell/index.ts';
import { ErrorPageLayout } from './error-page-layout.tsx';

const TYPES = ['Agent', 'Group'];

/** /landing-config-error/{Agent|Group}/{accessPage|landingPage}: the rep or group has no landing url. */
export const LandingConfigErrorPage = () => {
  const { enrollType = '', redirectionUrl = '' } = useParams();
  const back = redirectionUrl === 'landingPage' ? '/' : '/access-page';
  // A confirmed code without a landing url cleared the site it came from: the page shows the store's own name.
  const { reload } = useSiteData();
  useEffect(() => reload(), [reload]);
  if (!TYPES.includes(enrollType)) return <Navigate to="/404" replace />;
  return (
    <ErrorPageLayout
      mark={{ kind: 'icon', text: '!' }}
      title={Messages.landingUrlNotConfigured(enrollType)}
      lead="Please contact your representative or HR department, or try another code."
      back={{ to: back, label: 'Back' }}
    />
  );
};
