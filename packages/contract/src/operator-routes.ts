import * as t from 'io-ts';
import { Limits, LOGO_MAX_BYTES, PaymentMethods } from '@benefit-store/domain';
import { successEnvelope } from './envelope.ts';
import { Id, OneOf, OptionalChoice, OptionalText, Text } from './fields.ts';
import { api } from './routes.ts';

/**
 * Operator endpoints (ours, not the spec's; docs/adr/0801-operators.md): the agency's operators set up reps,
 * groups and the hosts their sites are served on. Every call carries an operator's token as
 * `Authorization: Bearer <token>`: 401 without a valid token, 403 with a support token or a rep's or group
 * administrator's session. Every change is journaled with the operator's name.
 * Bodies carry every field as optional text: which fields an add needs is the domain's rule (site-setup.ts),
 * so a form shows all of its messages at once.
 */
/** A logo file as base64 (PNG, JPEG or WebP of at most 512 KB: the domain's parseLogoImage says which). */
const Logo = OptionalText(Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 4);
/** Room for a logo beside the text fields. */
const WITH_LOGO = 1024 * 1024;

const RepFields = {
  logo: Logo,
  first_name: OptionalText(Limits.name),
  last_name: OptionalText(Limits.name),
  email: OptionalText(Limits.email),
  phone: OptionalText(Limits.short),
  display_name: OptionalText(Limits.name),
  tagline: OptionalText(Limits.short),
  bio: OptionalText(Limits.text),
  landing_url: OptionalText(Limits.segment),
  brand_color: OptionalText(Limits.short),
  quote_form: OptionalText(Limits.short),
};

const GroupFields = {
  logo: Logo,
  employer: OptionalText(Limits.name),
  rep_code: OptionalText(Limits.id),
  display_name: OptionalText(Limits.name),
  phone: OptionalText(Limits.short),
  email: OptionalText(Limits.email),
  address1: OptionalText(Limits.short),
  city: OptionalText(Limits.name),
  state: OptionalText(Limits.short),
  zip: OptionalText(Limits.short),
  landing_url: OptionalText(Limits.segment),
  brand_color: OptionalText(Limits.short),
  about_us: OptionalText(Limits.text),
  quote_form: OptionalText(Limits.short),
  /** cc, eft, list, elist or stmt: how the group's members pay; `none`: as individuals do (empty keeps the value). */
  billing_mode: OptionalText(Limits.short),
  /** Comma-separated plan ids: exactly the plans the group's own portal offers; `none`: none of its own. */
  plans: OptionalText(Limits.text),
};

export const OperatorRoutes = {
  /** A new rep and their site. */
  addRep: api('POST', '/admin/reps', { body: t.type({ code: OptionalText(Limits.id), ...RepFields }), maxBodyBytes: WITH_LOGO }),
  /** Changes the fields given; the others keep their values. */
  updateRep: api('PATCH', '/admin/reps/:code', { params: t.type({ code: Id }), body: t.type(RepFields), maxBodyBytes: WITH_LOGO }),
  /** The rep's access code and landing address stop answering; their members and enrollments stay. */
  disableRep: api('POST', '/admin/reps/:code/disable', { params: t.type({ code: Id }) }),
  addGroup: api('POST', '/admin/groups', { body: t.type({ code: OptionalText(Limits.id), ...GroupFields }), maxBodyBytes: WITH_LOGO }),
  updateGroup: api('PATCH', '/admin/groups/:code', { params: t.type({ code: Id }), body: t.type(GroupFields), maxBodyBytes: WITH_LOGO }),
  /** Serves a group's site on a host of its own (`benefits.acme.com`): the site is branded from the host alone. */
  addSiteDomain: api('POST', '/admin/sites/domains', { body: t.type({ group_code: Text(Limits.id), host: Text(Limits.domain) }) }),
  /**
   * A rep's or group administrator's sign-in: the account, and a one-time link by mail to choose a password
   * (again for an invited account that has not set one yet; never for one that signs in already).
   */
  inviteUser: api('POST', '/admin/users/invite', {
    body: t.type({ email: OptionalText(Limits.email), name: OptionalText(Limits.name), rep_code: OptionalText(Limits.id), group_code: OptionalText(Limits.id) }),
  }),
  /** The plan catalogue as one document (docs/catalogue-format.md). */
  exportCatalogue: api('GET', '/admin/catalogue'),
  /**
   * Adds and changes the carriers and plans of a catalogue document, all or nothing; refusals name each field by its
   * path in the document (`plans[3].rates[5].tier`). The same document twice changes nothing the second time.
   */
  importCatalogue: api('POST', '/admin/catalogue', {
    body: t.type({ document: t.UnknownRecord, dry_run: OptionalChoice(['0', '1']) }),
    maxBodyBytes: 8 * 1024 * 1024,
  }),
  /**
   * X12 834 files for the carriers (docs/adr/0803-carrier-files.md): files written earlier and not yet delivered,
   * then per carrier one new file with the confirmed enrollments it has not been sent (`full`: all of them, a full
   * replacement file). `since`: enrolled on or after this date (MM/DD/YYYY). The answer carries each file's text
   * (full SSNs and dates of birth, for delivery only); a file stays pending until its delivery is confirmed.
   */
  exportCarrierFiles: api('POST', '/admin/carriers/export', {
    body: t.type({ carrier_id: OptionalText(Limits.id), since: OptionalText(Limits.short), full: OptionalChoice(['0', '1']) }),
  }),
  /** The file is with the carrier (written to its drop directory): it is not delivered again, and its text is dropped. */
  confirmCarrierFile: api('POST', '/admin/carriers/files/:file_id/delivered', { params: t.type({ file_id: Id }) }),
  /** A carrier's 999 (or TA1): each transaction set of the file it answers is marked accepted or rejected with the carrier's codes. */
  acknowledgeCarrierFile: api('POST', '/admin/carriers/ack', {
    body: t.type({ content: OptionalText(2 * 1024 * 1024), carrier_id: OptionalText(Limits.id) }),
    maxBodyBytes: 3 * 1024 * 1024,
  }),
} as const;

const Nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);

export const WireRepSite = t.type({
  agent_id: t.string,
  code: t.string,
  display_name: t.string,
  landing_url: Nullable(t.string),
  brand_color: t.string,
  quote_form: t.string,
  logo: t.string,
  disabled: t.boolean,
});
export type WireRepSite = t.TypeOf<typeof WireRepSite>;
export const RepSiteResponse = successEnvelope(WireRepSite);

export const WireGroupSite = t.type({
  gid: t.string,
  code: t.string,
  employer: t.string,
  rep_code: t.string,
  portal_id: Nullable(t.string),
  landing_url: Nullable(t.string),
  custom_domain: Nullable(t.string),
  brand_color: t.string,
  logo: t.string,
  /** groups.payment_method: null when members pay by card or EFT as individuals do. */
  billing_mode: Nullable(OneOf(PaymentMethods)),
  /** The plans offered through the group's own portal (their portal_ids name it), by id. */
  plans: t.array(t.string),
});
export type WireGroupSite = t.TypeOf<typeof WireGroupSite>;
export const GroupSiteResponse = successEnvelope(WireGroupSite);

export const ExportCatalogueResponse = successEnvelope(t.type({ version: t.number, document: t.UnknownRecord }));
export const WireCatalogueImport = t.type({
  /** Whether the store's catalogue changed (false for a dry run, or a document the store already has). */
  changed: t.boolean,
  dry_run: t.boolean,
  /** The catalogue's version after the import: every process serves it within a second. */
  version: t.number,
  carriers_added: t.array(t.string),
  carriers_changed: t.array(t.string),
  questions_added: t.array(t.string),
  questions_changed: t.array(t.string),
  plans_added: t.array(t.string),
  plans_changed: t.array(t.string),
  offers_added: t.array(t.string),
  offers_changed: t.array(t.string),
});
export type WireCatalogueImport = t.TypeOf<typeof WireCatalogueImport>;
export const ImportCatalogueResponse = successEnvelope(WireCatalogueImport);

export const WireCarrierFile = t.type({
  file_id: t.string,
  carrier_id: t.string,
  file_name: t.string,
  control_number: t.number,
  enrollments: t.number,
  status: t.keyof({ pending: null, failed: null }),
  /** Why a file failed its checks (it is not delivered; its enrollments wait). */
  problems: t.array(t.string),
  /** The file's text; null for a failed file. */
  content: Nullable(t.string),
});
export type WireCarrierFile = t.TypeOf<typeof WireCarrierFile>;
export const ExportCarrierFilesResponse = successEnvelope(
  t.type({ files: t.array(WireCarrierFile), waiting: t.array(t.type({ enrollment_id: t.string, carrier_id: t.string, problems: t.array(t.string) })) }),
);
export const ConfirmCarrierFileResponse = successEnvelope(t.type({ file_id: t.string, file_name: t.string }));
export const WireCarrierAnswer = t.type({
  file_name: t.string,
  kind: t.keyof({ '999': null, TA1: null }),
  accepted: t.number,
  rejected: t.number,
  sets: t.array(t.type({ st_control: t.string, accepted: t.boolean, errors: t.array(t.string), enrollments: t.array(t.string) })),
});
export const AcknowledgeCarrierFileResponse = successEnvelope(WireCarrierAnswer);

export const WireInvite = t.type({ email: t.string, role: t.keyof({ rep: null, group: null }), expires_at: t.string });
export const InviteUserResponse = successEnvelope(WireInvite);

