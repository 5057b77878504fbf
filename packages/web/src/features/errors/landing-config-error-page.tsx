import { Navigate, useParams } from 'react-router-dom';
import { Messages } from '@benefit-store/domain';
import { ErrorPageLayout } from './error-page-layout.tsx';

const TYPES = ['Agent', 'Group'];

/** /landing-config-error/{Agent|Group}/{accessPage|landingPage}: the rep or group has no landing url. */
export const LandingConfigErrorPage = () => {
  const { enrollType = '', redirectionUrl = '' } = useParams();
  const back = redirectionUrl === 'landingPage' ? '/' : '/access-page';
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
