import { HelpWidget } from '../features/help/help-widget.tsx';
import { LocationPrompt } from '../features/location/location-prompt.tsx';

/**
 * Site-wide widgets that float above every page with the site chrome: the help widget (Create Ticket,
 * Feedback, Contact Rep chat) and the location prompt. Owned by the benefit-service feature area.
 */
export const ShellExtras = () => (
  <>
    <LocationPrompt />
    <HelpWidget />
  </>
);
