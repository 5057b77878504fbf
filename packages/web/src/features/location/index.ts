export { LocationPrompt } from './location-prompt.tsx';
