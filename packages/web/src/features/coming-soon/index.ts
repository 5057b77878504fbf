export { ComingSoonPage } from './coming-soon-page.tsx';
