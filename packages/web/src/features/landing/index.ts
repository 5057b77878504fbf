export { HomePage, LandingPage } from './landing-page.tsx';
