import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { CartSummary, MenuCategory, SiteBranding, SiteHeader } from '@benefit-store/ports';
import { useUseCase } from '../app/di.tsx';
import { readyValue, useLoaded } from '../ui/use-loaded.ts';
import { currentHost } from './site-config.ts';
import { applyBrandTheme, applyFavicon } from './theme.ts';

/** The event the cart feature dispatches on window when items are added or removed. */
export const CART_CHANGED_EVENT = 'benefit-store:cart-changed';

export interface SiteData {
  readonly branding?: SiteBranding | undefined;
  readonly header?: SiteHeader | undefined;
  readonly menu: readonly MenuCategory[];
  readonly cart: CartSummary;
  readonly ticketLink?: string | undefined;
  /** Logo and name of the site, whichever source knows them first. */
  readonly logo: string;
  readonly name: string;
  /** Re-reads header, menu and cart after the visitor's site context changed. */
  readonly reload: () => void;
}

const SiteDataContext = createContext<SiteData | null>(null);

export const useSiteData = (): SiteData => {
  const data = useContext(SiteDataContext);
  if (!data) throw new Error('SiteDataProvider is missing above this component');
  return data;
};

/**
 * Loads what every page of a site shows: the host's branding (title, favicon, logos), the rep's or
 * group's header, the category menu, the cart figures and the ticket link; applies the brand colour.
 */
export const SiteDataProvider = ({ children }: { children: ReactNode }) => {
  const loadBranding = useUseCase('LoadSiteBranding');
  const loadHeader = useUseCase('LoadSiteHeader');
  const loadMenu = useUseCase('LoadCategoryMenu');
  const loadCart = useUseCase('LoadCartSummary');
  const loadTicket = useUseCase('LoadTicketLink');
  const { pathname } = useLocation();
  const [menu, setMenu] = useState<readonly MenuCategory[]>([]);
  const [cart, setCart] = useState<CartSummary>({ count: 0, amount: 0 });
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);

  const branding: SiteBranding | undefined = readyValue(useLoaded(() => loadBranding(currentHost()), [loadBranding]));
  const ticketLink: string | undefined = readyValue(useLoaded(() => loadTicket(), [loadTicket]));
  // A failed load leaves no header ...
  const header: SiteHeader | undefined = readyValue(useLoaded(() => loadHeader(), [loadHeader, generation]));

  // ... while a failed reload of the menu keeps the menu already shown.
  useEffect(() => {
    let live = true;
    void loadMenu().map((m) => live && setMenu(m));
    return () => {
      live = false;
    };
  }, [loadMenu, generation]);

  // Cart figures change as the visitor shops: look again on every page and on the cart's own event.
  useEffect(() => {
    let live = true;
    const refresh = () => void loadCart().map((c) => live && setCart(c));
    refresh();
    window.addEventListener(CART_CHANGED_EVENT, refresh);
    return () => {
      live = false;
      window.removeEventListener(CART_CHANGED_EVENT, refresh);
    };
  }, [loadCart, pathname, generation]);

  const brandColor = header?.brandColor ?? branding?.brandColor;
  useEffect(() => applyBrandTheme(brandColor), [brandColor]);
  useEffect(() => applyFavicon(branding?.favicon), [branding?.favicon]);

  const name = header?.displayName ?? branding?.title ?? '';
  useEffect(() => {
    const site = branding?.title;
    const own = header && header.kind !== 'default' ? header.displayName : undefined;
    const title = own && site && own !== site ? `${own} | ${site}` : (own ?? site);
    if (title) document.title = title;
  }, [branding?.title, header]);

  const value = useMemo<SiteData>(
    () => ({ branding, header, menu, cart, ticketLink, logo: header?.logo || branding?.logo || '', name, reload }),
    [branding, header, menu, cart, ticketLink, name, reload],
  );
  return <SiteDataContext.Provider value={value}>{children}</SiteDataContext.Provider>;
};
