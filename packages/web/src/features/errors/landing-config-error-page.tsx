import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { Messages } from '@benefit-store/domain';
import { useTexts } from '../../app/language.ts';
import { ShellTexts, useSiteData } from '../../shell/index.ts';
import { ErrorPageLayout } from './error-page-layout.tsx';

type EnrollType = keyof typeof ShellTexts.enrollTypes;
const isEnrollType = (value: string): value is EnrollType => Object.hasOwn(ShellTexts.enrollTypes, value);

/** /landing-config-error/{Agent|Group}/{accessPage|landingPage}: the rep or group has no landing url. */
export const LandingConfigErrorPage = () => {
  const texts = useTexts(ShellTexts);
  const messages = useTexts(Messages);
  const { enrollType = '', redirectionUrl = '' } = useParams();
  const back = redirectionUrl === 'landingPage' ? '/' : '/access-page';
  // A confirmed code without a landing url cleared the site it came from: the page shows the store's own name.
  const { reload } = useSiteData();
  useEffect(() => reload(), [reload]);
  if (!isEnrollType(enrollType)) return <Navigate to="/404" replace />;
  return (
    <ErrorPageLayout
      mark={{ kind: 'icon', text: '!' }}
      title={messages.landingUrlNotConfigured(texts.enrollTypes[enrollType])}
      lead={texts.landingConfigLead}
      back={{ to: back, label: texts.backToHome }}
    />
  );
};
