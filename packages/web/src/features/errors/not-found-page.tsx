import { Messages } from '@benefit-store/domain';
import { useTexts } from '../../app/language.ts';
import { ShellTexts } from '../../shell/index.ts';
import { ErrorPageLayout } from './error-page-layout.tsx';

/** 404: 'OOPS! Page not found' with Back to Homepage; no header or footer (doc 000 section 8). */
export const NotFoundPage = () => {
  const texts = useTexts(ShellTexts);
  const messages = useTexts(Messages);
  return (
    <ErrorPageLayout
      mark={{ kind: 'code', text: '404' }}
      title={messages.pageNotFound}
      lead={texts.notFoundLead}
      back={{ to: '/', label: texts.backToHomepage }}
    />
  );
};
