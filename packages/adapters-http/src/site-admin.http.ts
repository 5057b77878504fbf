import { ExportCatalogueResponse, GroupSiteResponse, ImportCatalogueResponse, InviteUserResponse, OperatorRoutes, RepSiteResponse, type WireGroupSite, type WireRepSite } from '@benefit-store/contract';
import type { CatalogueAdmin, GroupSite, RepSite, SiteAdmin } from '@benefit-store/ports';
import type { ApiClient } from './api-client.ts';

const repSite = ({ data }: { data: WireRepSite }): RepSite => ({
  agentId: data.agent_id,
  code: data.code,
  displayName: data.display_name,
  landingUrl: data.landing_url,
  brandColor: data.brand_color,
  quoteForm: data.quote_form,
  disabled: data.disabled,
});

const groupSite = ({ data }: { data: WireGroupSite }): GroupSite => ({
  gid: data.gid,
  code: data.code,
  employer: data.employer,
  repCode: data.rep_code,
  portalId: data.portal_id,
  landingUrl: data.landing_url,
  customDomain: data.custom_domain,
  brandColor: data.brand_color,
  billingMode: data.billing_mode,
  plans: data.plans,
});

/** /api/v1/admin/* over an API client that sends the operator's token (`Authorization: Bearer ...`). */
export const httpSiteAdmin = (api: ApiClient): SiteAdmin => ({
  addRep: (input) => api.call(OperatorRoutes.addRep, RepSiteResponse, { body: input }).map(repSite),
  updateRep: (code, changes) => api.call(OperatorRoutes.updateRep, RepSiteResponse, { params: { code }, body: changes }).map(repSite),
  disableRep: (code) => api.call(OperatorRoutes.disableRep, RepSiteResponse, { params: { code } }).map(repSite),
  addGroup: (input) => api.call(OperatorRoutes.addGroup, GroupSiteResponse, { body: input }).map(groupSite),
  updateGroup: (code, changes) => api.call(OperatorRoutes.updateGroup, GroupSiteResponse, { params: { code }, body: changes }).map(groupSite),
  addSiteDomain: (groupCode, host) => api.call(OperatorRoutes.addSiteDomain, GroupSiteResponse, { body: { group_code: groupCode, host } }).map(groupSite),
  inviteUser: (input) =>
    api.call(OperatorRoutes.inviteUser, InviteUserResponse, { body: input }).map(({ data }) => ({ email: data.email, role: data.role, expiresAt: data.expires_at })),
});

/** /api/v1/admin/catalogue over an API client that sends the operator's token. */
export const httpCatalogueAdmin = (api: ApiClient): CatalogueAdmin => ({
  exportCatalogue: () => api.call(OperatorRoutes.exportCatalogue, ExportCatalogueResponse, {}).map(({ data }) => data),
  importCatalogue: (document, dryRun) =>
    api.call(OperatorRoutes.importCatalogue, ImportCatalogueResponse, { body: { document: { ...document }, dry_run: dryRun ? '1' : '0' } }).map(({ data }) => ({
      changed: data.changed,
      dryRun: data.dry_run,
      version: data.version,
      carriersAdded: data.carriers_added,
      carriersChanged: data.carriers_changed,
      questionsAdded: data.questions_added,
      questionsChanged: data.questions_changed,
      plansAdded: data.plans_added,
      plansChanged: data.plans_changed,
      offersAdded: data.offers_added,
      offersChanged: data.offers_changed,
    })),
});
