export { HelpWidget } from './help-widget.tsx';
