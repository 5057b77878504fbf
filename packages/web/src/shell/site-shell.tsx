import { createContext, useContext, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { showsSiteChrome } from '@benefit-store/domain';
import { SiteFooter } from './site-footer.tsx';
import { useSiteData } from './site-data.tsx';
import { SiteHeader } from './site-header.tsx';

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

/** Header and footer around every storefront page, branded per site (hidden where the domain says so). */
export const SiteShell = () => {
  const chrome = showsSiteChrome(useLocation().pathname);
  const slots = useShellSlots();
  // Hidden, not absent, while the site's data arrives: the page below starts its own requests meanwhile.
  const { settled } = useSiteData();
  return (
    <div className={settled ? 'shell' : 'shell shell--arriving'} aria-busy={!settled}>
      {chrome ? <SiteHeader extra={slots.headerExtra} /> : null}
      <main className="site-main" id="main">
        <Outlet />
      </main>
      {chrome ? <SiteFooter /> : null}
      {slots.floating}
    </div>
  );
};
