import {
  AcknowledgeCarrierFileResponse,
  ConfirmCarrierFileResponse,
  ExportCarrierFilesResponse,
  ExportCatalogueResponse,
  GroupSiteResponse,
  ImportCatalogueResponse,
  InviteUserResponse,
  OperatorRoutes,
  RepSiteResponse,
  type WireGroupSite,
  type WireRepSite,
} from '@benefit-store/contract';
import type { CarrierAdmin, CatalogueAdmin, GroupSite, RepSite, SiteAdmin } from '@benefit-store/ports';
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

/** /api/v1/admin/carriers/* over an API client that sends the operator's token (docs/adr/0803-carrier-files.md). */
export const httpCarrierAdmin = (api: ApiClient): CarrierAdmin => ({
  exportFiles: ({ carrierId, since, full }) =>
    api
      .call(OperatorRoutes.exportCarrierFiles, ExportCarrierFilesResponse, {
        body: { ...(carrierId !== undefined ? { carrier_id: carrierId } : {}), ...(since !== undefined ? { since } : {}), full: full ? '1' : '0' },
      })
      .map(({ data }) => ({
        files: data.files.map((f) => ({
          fileId: f.file_id,
          carrierId: f.carrier_id,
          fileName: f.file_name,
          controlNumber: f.control_number,
          enrollments: f.enrollments,
          status: f.status,
          problems: f.problems,
          content: f.content,
        })),
        waiting: data.waiting.map((w) => ({ enrollmentId: w.enrollment_id, carrierId: w.carrier_id, problems: w.problems })),
      })),
  confirmDelivered: (fileId) =>
    api.call(OperatorRoutes.confirmCarrierFile, ConfirmCarrierFileResponse, { params: { file_id: fileId } }).map(({ data }) => ({ fileId: data.file_id, fileName: data.file_name })),
  acknowledge: (content, carrierId) =>
    api
      .call(OperatorRoutes.acknowledgeCarrierFile, AcknowledgeCarrierFileResponse, { body: { content, ...(carrierId !== undefined ? { carrier_id: carrierId } : {}) } })
      .map(({ data }) => ({
        fileName: data.file_name,
        kind: data.kind,
        accepted: data.accepted,
        rejected: data.rejected,
        sets: data.sets.map((set) => ({ stControl: set.st_control, accepted: set.accepted, errors: set.errors, enrollments: set.enrollments })),
      })),
});
