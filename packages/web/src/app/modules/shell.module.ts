import type { Container } from 'inversify';
import { httpSiteDirectory, httpStorefront, type ApiClient } from '@benefit-store/adapters-http';
import {
  SHELL_TOKENS,
  TOKENS,
  answerSiteConfirmation,
  checkQuoteZip,
  confirmGroupEnrollment,
  confirmRep,
  enterShell,
  loadVisitor,
  openPlansAfresh,
  leaveSite,
  loadCartSummary,
  loadCategoryMenu,
  loadFeaturedPlans,
  loadHomeCategories,
  loadReferrer,
  loadSiteBranding,
  loadSiteHeader,
  loadTicketLink,
  openLandingSegment,
  openReferralLink,
  resolveElevateSource,
  resolveSiteHost,
  startMemberEnrollment,
  submitQuoteSlides,
  tokenOfUseCase,
  validateGroupEnrollmentCode,
  validateRepCode,
  type Clock,
  type FilterGateway,
  type SessionStore,
  type SiteDirectory,
  type StorefrontGateway,
  type UseCaseName,
  type UseCases,
} from '@benefit-store/ports';
import { WEB_TOKENS } from '../web-tokens.ts';
import { bindFactory, type TokensOf } from '../typed-container.ts';

/** The site shell: white-label sites, access and landing flows, header and footer data. */
export const bindShellModule = (container: Container): void => {
  bindFactory(container, SHELL_TOKENS.SiteDirectory, (api: ApiClient) => httpSiteDirectory(api), [WEB_TOKENS.ApiClient]);
  bindFactory(container, SHELL_TOKENS.StorefrontGateway, (api: ApiClient) => httpStorefront(api), [WEB_TOKENS.ApiClient]);

  const D = SHELL_TOKENS.SiteDirectory;
  const S = SHELL_TOKENS.StorefrontGateway;
  const SS = TOKENS.SessionStore;
  const bind = <K extends UseCaseName, D extends unknown[]>(name: K, factory: (...deps: D) => UseCases[K], deps: TokensOf<D>) =>
    bindFactory(container, tokenOfUseCase(name), factory, deps);

  bind('ResolveSiteHost', (directory: SiteDirectory, session: SessionStore) => resolveSiteHost({ directory, session }), [D, SS]);
  bind('ValidateRepCode', (directory: SiteDirectory) => validateRepCode({ directory }), [D]);
  bind('ConfirmRep', (session: SessionStore) => confirmRep({ session }), [SS]);
  bind('ValidateGroupEnrollmentCode', (directory: SiteDirectory) => validateGroupEnrollmentCode({ directory }), [D]);
  bind('ConfirmGroupEnrollment', (session: SessionStore) => confirmGroupEnrollment({ session }), [SS]);
  bind('OpenLandingSegment', (directory: SiteDirectory, session: SessionStore) => openLandingSegment({ directory, session }), [D, SS]);
  bind('AnswerSiteConfirmation', (session: SessionStore) => answerSiteConfirmation({ session }), [SS]);
  bind('LeaveSite', (session: SessionStore) => leaveSite({ session }), [SS]);
  bind('LoadSiteHeader', (directory: SiteDirectory, session: SessionStore) => loadSiteHeader({ directory, session }), [D, SS]);
  bind('LoadSiteBranding', (directory: SiteDirectory) => loadSiteBranding({ directory }), [D]);
  bind('LoadCategoryMenu', (storefront: StorefrontGateway, session: SessionStore) => loadCategoryMenu({ storefront, session }), [S, SS]);
  bind('LoadCartSummary', (storefront: StorefrontGateway, session: SessionStore) => loadCartSummary({ storefront, session }), [S, SS]);
  bind('LoadFeaturedPlans', (storefront: StorefrontGateway, session: SessionStore) => loadFeaturedPlans({ storefront, session }), [S, SS]);
  bind('LoadHomeCategories', (storefront: StorefrontGateway, session: SessionStore) => loadHomeCategories({ storefront, session }), [S, SS]);
  bind('OpenReferralLink', (directory: SiteDirectory, session: SessionStore) => openReferralLink({ directory, session }), [D, SS]);
  bind('LoadReferrer', (session: SessionStore) => loadReferrer({ session }), [SS]);
  bind('StartMemberEnrollment', (storefront: StorefrontGateway, session: SessionStore) => startMemberEnrollment({ storefront, session }), [S, SS]);
  bind('CheckQuoteZip', (storefront: StorefrontGateway) => checkQuoteZip({ storefront }), [S]);
  bind(
    'SubmitQuoteSlides',
    (filters: FilterGateway, storefront: StorefrontGateway, session: SessionStore, clock: Clock) => submitQuoteSlides({ filters, storefront, session, clock }),
    [TOKENS.FilterGateway, S, SS, TOKENS.Clock],
  );
  bind('ResolveElevateSource', (directory: SiteDirectory, storefront: StorefrontGateway, session: SessionStore) => resolveElevateSource({ directory, storefront, session }), [D, S, SS]);
  bind('LoadVisitor', (session: SessionStore) => loadVisitor({ session }), [SS]);
  bind('EnterShell', (session: SessionStore) => enterShell({ session }), [SS]);
  bind('OpenPlansAfresh', (session: SessionStore) => openPlansAfresh({ session }), [SS]);
  bind('LoadTicketLink', (directory: SiteDirectory) => loadTicketLink({ directory }), [D]);
};
