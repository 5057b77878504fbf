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
