export { LandingConfigErrorPage } from './landing-config-error-page.tsx';
export { NotFoundPage } from './not-found-page.tsx';
export { PageErrorBoundary } from './page-error-boundary.tsx';
