import type { ResultAsync } from 'neverthrow';
import { chatTranscript, isRecord, type AssistantQuestion, type ChatTurn, type DomainError } from '@benefit-store/domain';
import type { HelpDesk, SiteIdentity } from '../driven/help-desk.ts';
import type { SessionStore } from '../driven/session-store.ts';
import { currentVisit } from '../site-visit.ts';

export interface RepChatDeps {
  readonly helpDesk: HelpDesk;
  readonly session: SessionStore;
  readonly site: SiteIdentity;
}

/** The rep the chat connects to, as the site's stored rep info names them. */
export interface RepCard {
  readonly name: string;
  readonly email?: string;
  readonly phone?: string;
}

export interface RepChat {
  readonly rep?: RepCard;
  readonly turns: readonly ChatTurn[];
  /** The question the assistant asks now; none once every question is answered. */
  readonly next?: AssistantQuestion;
}

const field = (record: Record<string, unknown>, ...keys: string[]): string | undefined => {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return undefined;
};

const parse = (json: string | undefined): Record<string, unknown> | undefined => {
  if (!json) return undefined;
  try {
    const value: unknown = JSON.parse(json);
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The rep card: the stored repInfo (name, email, phoneNumber) of the rep the visitor confirmed, else the
 * site's landing info (display_name, display_email, display_phone), else none.
 */
export const storedRepCard = (session: SessionStore): RepCard | undefined => {
  const rep = parse(session.site.get('repInfo'));
  const repName = rep && (field(rep, 'name') ?? [field(rep, 'first_name'), field(rep, 'last_name')].filter(Boolean).join(' '));
  if (rep && repName) {
    const email = field(rep, 'email');
    const phone = field(rep, 'phoneNumber', 'phone');
    return { name: repName, ...(email ? { email } : {}), ...(phone ? { phone } : {}) };
  }
  const landing = parse(session.site.get('landingInfo'));
  const name = landing && field(landing, 'display_about_name', 'display_name', 'gname');
  if (!landing || !name) return undefined;
  const email = field(landing, 'display_email', 'email');
  const phone = field(landing, 'display_phone', 'phone');
  return { name, ...(email ? { email } : {}), ...(phone ? { phone } : {}) };
};

/** Contact Rep: the rep card and the chat so far. */
export const loadRepChat =
  ({ helpDesk, session, site }: RepChatDeps) =>
  (): ResultAsync<RepChat, DomainError> =>
    helpDesk.conversation(currentVisit(session, site)).map((conversation) => {
      const rep = storedRepCard(session);
      return { ...(rep ? { rep } : {}), ...chatTranscript(conversation) };
    });

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadRepChat: ReturnType<typeof loadRepChat>;
  }
}
