import type { ResultAsync } from 'neverthrow';
import type { DomainError, GroupSetupInput, PaymentMethod, RepSetupInput, UserInviteInput } from '@benefit-store/domain';

/** A rep's site as the store has it after an operator's change (docs/adr/0801-operators.md). */
export interface RepSite {
  readonly agentId: string;
  readonly code: string;
  readonly displayName: string;
  readonly landingUrl: string | null;
  readonly brandColor: string;
  readonly quoteForm: string;
  readonly disabled: boolean;
}

export interface GroupSite {
  readonly gid: string;
  readonly code: string;
  readonly employer: string;
  readonly repCode: string;
  readonly portalId: string | null;
  readonly landingUrl: string | null;
  readonly customDomain: string | null;
  readonly brandColor: string;
  /** How the group's members pay; null: by card or EFT, as individuals do. */
  readonly billingMode: PaymentMethod | null;
  /** The plans offered through the group's own portal, by id. */
  readonly plans: readonly string[];
}

/** The operators' side of the store: reps, groups and the hosts their sites are served on. */
export interface SiteAdmin {
  addRep(input: RepSetupInput): ResultAsync<RepSite, DomainError>;
  updateRep(code: string, changes: Omit<RepSetupInput, 'code'>): ResultAsync<RepSite, DomainError>;
  disableRep(code: string): ResultAsync<RepSite, DomainError>;
  addGroup(input: GroupSetupInput): ResultAsync<GroupSite, DomainError>;
  updateGroup(code: string, changes: Omit<GroupSetupInput, 'code'>): ResultAsync<GroupSite, DomainError>;
  addSiteDomain(groupCode: string, host: string): ResultAsync<GroupSite, DomainError>;
  /** A rep's or group administrator's sign-in; the set-password link goes by mail. */
  inviteUser(input: UserInviteInput): ResultAsync<SentInvite, DomainError>;
}

export interface SentInvite {
  readonly email: string;
  readonly role: 'rep' | 'group';
  readonly expiresAt: string;
}

/** What an import did, or would do (a dry run). */
export interface CatalogueImportReport {
  readonly changed: boolean;
  readonly dryRun: boolean;
  readonly version: number;
  readonly carriersAdded: readonly string[];
  readonly carriersChanged: readonly string[];
  readonly questionsAdded: readonly string[];
  readonly questionsChanged: readonly string[];
  readonly plansAdded: readonly string[];
  readonly plansChanged: readonly string[];
  readonly offersAdded: readonly string[];
  readonly offersChanged: readonly string[];
}

/** The plan catalogue as one document (docs/catalogue-format.md), for operators. */
export interface CatalogueAdmin {
  exportCatalogue(): ResultAsync<{ readonly version: number; readonly document: Readonly<Record<string, unknown>> }, DomainError>;
  /** Refusals name each field by its path in the document (`plans[3].rates[5].tier`). */
  importCatalogue(document: Readonly<Record<string, unknown>>, dryRun: boolean): ResultAsync<CatalogueImportReport, DomainError>;
}

/** A carrier file as an export hands it over (docs/adr/0803-carrier-files.md). */
export interface CarrierFile {
  readonly fileId: string;
  readonly carrierId: string;
  readonly fileName: string;
  readonly controlNumber: number;
  readonly enrollments: number;
  readonly status: 'pending' | 'failed';
  /** Why a failed file failed its checks. */
  readonly problems: readonly string[];
  /** The file's text (full SSNs: deliver it, never show or log it); null for a failed file. */
  readonly content: string | null;
}

export interface CarrierExportReport {
  readonly files: readonly CarrierFile[];
  readonly waiting: readonly { readonly enrollmentId: string; readonly carrierId: string; readonly problems: readonly string[] }[];
}

export interface CarrierAnswerReport {
  readonly fileName: string;
  readonly kind: '999' | 'TA1';
  readonly accepted: number;
  readonly rejected: number;
  readonly sets: readonly { readonly stControl: string; readonly accepted: boolean; readonly errors: readonly string[]; readonly enrollments: readonly string[] }[];
}

/** Carrier files for operators: export, confirm a delivery, read a carrier's 999 or TA1. */
export interface CarrierAdmin {
  exportFiles(options: { readonly carrierId?: string | undefined; readonly since?: string | undefined; readonly full: boolean }): ResultAsync<CarrierExportReport, DomainError>;
  confirmDelivered(fileId: string): ResultAsync<{ readonly fileId: string; readonly fileName: string }, DomainError>;
  acknowledge(content: string, carrierId?: string): ResultAsync<CarrierAnswerReport, DomainError>;
}
