import type { ResultAsync } from 'neverthrow';
import type { AssistantConversation, DomainError } from '@benefit-store/domain';

/**
 * This browser on this site, as the benefit service knows a visitor: a random device id kept in the
 * session store (deviceId) and the site's address (web_url), with the site's rep and group as hints.
 */
export interface SiteVisit {
  readonly deviceId: string;
  readonly webUrl: string;
  readonly agentId?: string;
  readonly groupId?: string;
}

/** Where the app runs and how it makes a fresh device id; the browser supplies both. */
export interface SiteIdentity {
  /** The site's origin, e.g. https://acme.example.com. */
  origin(): string;
  newDeviceId(): string;
}

export interface FeedbackInput {
  readonly email: string;
  readonly message: string;
}

/** The help widget's back office: the virtual assistant, feedback and the support-ticket page. */
export interface HelpDesk {
  conversation(visit: SiteVisit): ResultAsync<AssistantConversation, DomainError>;
  /** Saves the answer to a question, replacing an earlier one. */
  answer(visit: SiteVisit, questionId: string, answer: string): ResultAsync<void, DomainError>;
  feedback(visit: SiteVisit, feedback: FeedbackInput): ResultAsync<void, DomainError>;
  ticketLink(): ResultAsync<string, DomainError>;
}

export interface GeoPosition {
  readonly latitude: number;
  readonly longitude: number;
}

/** The device's position, when the device can tell and the visitor lets it; never fails. */
export interface Geolocator {
  currentPosition(): Promise<GeoPosition | undefined>;
}

export interface LeadStatus {
  /** A lead is already recorded for this device on this site. */
  readonly recorded: boolean;
  readonly zip?: string;
}

/** Location leads: whether this device was asked on this site, and recording its answer. */
export interface LeadGateway {
  check(visit: SiteVisit): ResultAsync<LeadStatus, DomainError>;
  record(visit: SiteVisit, position: GeoPosition | undefined): ResultAsync<{ readonly zip?: string }, DomainError>;
}
