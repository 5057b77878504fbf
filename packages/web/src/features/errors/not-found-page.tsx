import { Messages } from '@benefit-store/domain';
import { ErrorPageLayout } from './error-page-layout.tsx';

/** 404: 'OOPS! Page not found' with Back to Homepage; no header or footer (doc 000 section 8). */
export const NotFoundPage = () => (
  <ErrorPageLayout
    mark={{ kind: 'code', text: '404' }}
    title={Messages.pageNotFound}
    lead="The page you are looking for does not exist or is no longer available."
    back={{ to: '/', label: 'Back to Homepage' }}
  />
);
