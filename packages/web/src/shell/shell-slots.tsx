import { createContext, useContext, type ReactNode } from 'react';

/**
 * What feature areas add to the shell. The shell knows no feature: the app's composition (app/store-shell.tsx)
 * fills these slots, so that features may use the shell and the shell never imports a feature.
 */
export interface ShellSlots {
  /** Links beside Home in the header (recommended products, sign out). */
  readonly headerExtra?: ReactNode;
  /** Widgets floating above every page (help, location prompt). */
  readonly floating?: ReactNode;
  /** The Employee Enrollment popup the footer opens. */
  readonly employeeEnrollment?: (onClose: () => void) => ReactNode;
  /** The how-to video popup the footer opens. */
  readonly howTo?: (audience: 'members' | 'employers', onClose: () => void) => ReactNode;
}

const SlotsContext = createContext<ShellSlots>({});

/** Provides the slots to every shell on the page (the site shell and the pages that draw their own). */
export const ShellSlotsProvider = ({ slots, children }: { slots: ShellSlots; children: ReactNode }) => (
  <SlotsContext.Provider value={slots}>{children}</SlotsContext.Provider>
);

export const useShellSlots = (): ShellSlots => useContext(SlotsContext);
