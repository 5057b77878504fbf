import { createContext, useContext } from 'react';

/**
 * Deployment settings of the storefront, fixed at build time (Vite env). The known hosts are the
 * store's own; any other host is a custom domain resolved through get-domainSite-infromation.
 */
const env = (import.meta as unknown as { env?: Record<string, string | undefined> }).env ?? {};

const list = (value: string | undefined, fallback: readonly string[]): readonly string[] => {
  const items = (value ?? '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
  return items.length > 0 ? items : fallback;
};

export const SiteConfig = {
  /** VITE_KNOWN_HOSTS: comma-separated; default localhost and 127.0.0.1. */
  knownHosts: list(env.VITE_KNOWN_HOSTS, ['localhost', '127.0.0.1']),
  /** VITE_PRIMARY_HOST: the primary product host, where referrals go to / (none by default). */
  primaryHost: (env.VITE_PRIMARY_HOST ?? '').trim().toLowerCase(),
  /** VITE_SPECIAL_HOST: the one health-plans host whose group Home goes to / (none by default). */
  specialHost: (env.VITE_SPECIAL_HOST ?? '').trim().toLowerCase(),
  /** VITE_DASHBOARD_URL: the external dashboards (rep, member, group, admin) the footer and tools link to. */
  dashboardUrl: (env.VITE_DASHBOARD_URL ?? 'https://dashboard.benefitstore.example').replace(/\/+$/, ''),
  /** The group id the member-benefit-store link enrolls under (doc 000 section 2: "a fixed value"). */
  memberStoreGroupId: env.VITE_MEMBER_STORE_GROUP_ID ?? '2556',
} as const;

/** The page's host; outside a browser, where a page is drawn in a HostContext, the first of the store's own hosts. */
export const currentHost = (): string => (typeof window === 'undefined' ? (SiteConfig.knownHosts[0] ?? 'localhost') : window.location.hostname.toLowerCase());
export const isKnownHost = (host = currentHost()): boolean => SiteConfig.knownHosts.includes(host);

/**
 * The host a page is drawn for: the browser's own, or the one the server draws a page copy for (page-render.tsx), so
 * that the reads keyed by it are the very ones the app in the browser starts from (app/page-copy.ts).
 */
export const HostContext = createContext<string | undefined>(undefined);
export const useHost = (): string => useContext(HostContext) ?? currentHost();

/** Links to the external dashboards; the storefront does not host them. */
export const dashboardLink = (path: string): string => `${SiteConfig.dashboardUrl}${path}`;

export const DashboardLinks = {
  repRegistration: dashboardLink('/rep/register'),
  repDashboard: dashboardLink('/rep'),
  memberLogin: dashboardLink('/member/login'),
  memberDashboard: dashboardLink('/member'),
  memberRegistration: dashboardLink('/member/register'),
  groupApplication: dashboardLink('/group/apply'),
  groupLogin: dashboardLink('/group/login'),
  groupDashboard: dashboardLink('/group'),
  groupRegistration: dashboardLink('/group/register'),
  admin: dashboardLink('/admin'),
  messageCenter: dashboardLink('/messages'),
  fileManagement: dashboardLink('/files'),
  ticketManagement: dashboardLink('/tickets'),
  sso: dashboardLink('/sso'),
} as const;
