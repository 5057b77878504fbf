import type { ReactNode } from 'react';
import { EmployeeEnrollmentModal, HowToVideoModal } from '../features/access/index.ts';
import { HelpWidget } from '../features/help/index.ts';
import { LocationPrompt } from '../features/location/index.ts';
import { SignOutControl } from '../features/members/index.ts';
import { HeaderRecommendedLink } from '../features/recommendations/index.ts';
import { ShellSlotsProvider, type ShellSlots } from '../shell/index.ts';

/** What the feature areas add to the site shell: the shell knows none of them, the app wires them in. */
const SLOTS: ShellSlots = {
  headerExtra: (
    <>
      <HeaderRecommendedLink />
      <SignOutControl />
      <HelpWidget placement="header" />
    </>
  ),
  floating: (
    <>
      <LocationPrompt />
      <HelpWidget placement="floating" />
    </>
  ),
  employeeEnrollment: (onClose) => <EmployeeEnrollmentModal origin="landingPage" onClose={onClose} />,
  howTo: (audience, onClose) => <HowToVideoModal audience={audience} onClose={onClose} />,
};

export const StoreSlots = ({ children }: { children: ReactNode }) => <ShellSlotsProvider slots={SLOTS}>{children}</ShellSlotsProvider>;
