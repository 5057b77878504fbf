import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { SITE_FORGOTTEN, type CartSummary, type MenuCategory, type SiteBranding, type SiteHeader, type Visitor } from '@benefit-store/ports';
import { useUseCase } from '../app/di.tsx';
import { DataTopics, SITE_CHANGED } from '../app/data-topics.ts';
import { useInvalidate, useUseCaseQuery } from '../app/data.ts';
import { SiteConfig, useHost } from './site-config.ts';
import { applyBrandTheme, applyFavicon, brandThemeCss } from './theme.ts';

export interface SiteData {
  readonly branding?: SiteBranding | undefined;
  readonly header?: SiteHeader | undefined;
  readonly menu: readonly MenuCategory[];
  readonly cart: CartSummary;
  readonly ticketLink?: string | undefined;
  /** Logo and name of the site, whichever source knows them first. */
  readonly logo: string;
  readonly name: string;
  /** Re-reads everything that depends on the visitor's site context after it changed. */
  readonly reload: () => void;
  /**
   * Branding, header and menu have answered (or failed) once. Until then the shell is laid out but not shown:
   * drawn earlier, the header would grow under the reader as its top bar and menu arrive (layout shift).
   */
  readonly settled: boolean;
}

const SiteDataContext = createContext<SiteData | null>(null);

export const useSiteData = (): SiteData => {
  const data = useContext(SiteDataContext);
  if (!data) throw new Error('SiteDataProvider is missing above this component');
  return data;
};

const EMPTY_MENU: readonly MenuCategory[] = [];
const EMPTY_CART: CartSummary = { count: 0, amount: 0 };
const BEFORE_ANSWERS: SiteData = { menu: EMPTY_MENU, cart: EMPTY_CART, logo: '', name: '', reload: () => undefined, settled: false };

/**
 * The site as it stands before anything answered, for the first screen the build renders into the page
 * (app/first-screen.ts): no name or logo yet, exactly what the app shows in its first frame.
 */
export const SiteDataBeforeAnswers = ({ children }: { children: ReactNode }) => (
  <SiteDataContext.Provider value={BEFORE_ANSWERS}>{children}</SiteDataContext.Provider>
);

/** Who is browsing (home route, signed-in name, ...), from the LoadVisitor use case. */
export const useVisitor = (): Visitor | undefined => {
  const load = useUseCase('LoadVisitor');
  const host = useHost();
  return useUseCaseQuery(DataTopics.visitor, () => load({ host, specialHost: SiteConfig.specialHost })).data;
};

/** Where Home goes, by the domain's home rule over the stored context. */
export const useHomeRoute = (): string => useVisitor()?.home ?? '/';

/**
 * Loads what every page of a site shows: the host's branding (title, favicon, logos), the rep's or
 * group's header, the category menu, the cart figures and the ticket link; applies the brand colour.
 * Each is a query (docs/web-data-loading.md): a cart change invalidates `DataTopics.cart` and the header's
 * figures load again; a new site context invalidates everything.
 */
export const SiteDataProvider = ({ children }: { children: ReactNode }) => {
  const loadBranding = useUseCase('LoadSiteBranding');
  const loadHeader = useUseCase('LoadSiteHeader');
  const loadMenu = useUseCase('LoadCategoryMenu');
  const loadCart = useUseCase('LoadCartSummary');
  const loadTicket = useUseCase('LoadTicketLink');
  const invalidate = useInvalidate();
  const host = useHost();

  const brandingQuery = useUseCaseQuery(DataTopics.siteBranding(host), () => loadBranding(host));
  const branding = brandingQuery.data;
  const ticketLink = useUseCaseQuery(DataTopics.ticketLink, () => loadTicket()).data;
  const headerQuery = useUseCaseQuery(DataTopics.siteHeader, () => loadHeader());
  const header = headerQuery.data;
  // The stored rep's or group's site is gone and LoadSiteHeader forgot it: a fresh start at /, as Not my site does.
  const siteGone = headerQuery.error?.kind === 'not-found' && headerQuery.error.message === SITE_FORGOTTEN;
  useEffect(() => {
    if (siteGone) window.location.assign('/');
  }, [siteGone]);
  // A failed reload of the menu keeps the menu already shown (the query keeps its last data).
  const menuQuery = useUseCaseQuery(DataTopics.categoryMenu, () => loadMenu());
  const menu = menuQuery.data ?? EMPTY_MENU;
  const cartQuery = useUseCaseQuery(DataTopics.cartSummary, () => loadCart());
  const cart = cartQuery.data ?? EMPTY_CART;
  // The cart's figures count too: drawn as $0.00 and then $24.00, the wider amount pushed the header's links aside.
  const settled = [brandingQuery, headerQuery, menuQuery, cartQuery].every((query) => query.status !== 'loading' || query.data !== undefined);
  const reload = useCallback(() => void invalidate(SITE_CHANGED), [invalidate]);

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
    () => ({ branding, header, menu, cart, ticketLink, logo: header?.logo || branding?.logo || '', name, reload, settled }),
    [branding, header, menu, cart, ticketLink, name, reload, settled],
  );
  // Drawn on the server (a page copy, app/page-copy.ts), where no effect runs: the brand's colours come in the copy.
  const serverTheme = typeof document === 'undefined' ? brandThemeCss(brandColor) : undefined;
  return (
    <SiteDataContext.Provider value={value}>
      {serverTheme && <style>{serverTheme}</style>}
      {children}
    </SiteDataContext.Provider>
  );
};
