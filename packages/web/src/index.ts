export { createContainer } from './app/composition-root.ts';
