export { ComingSoonPage, type ComingSoonPageName } from './coming-soon-page.tsx';
