import type { SessionStore } from '../driven/session-store.ts';

/** Who referred the visitor, when the stored referral is valid: the 'Referred By' line. */
export const loadReferrer =
  ({ session }: { readonly session: SessionStore }) =>
  (): string | undefined => {
    const raw = session.site.get('referrerInfo');
    if (!raw || !session.site.get('referral')) return undefined;
    try {
      const info = JSON.parse(raw) as { name?: unknown; valid?: unknown };
      return info.valid === true && typeof info.name === 'string' && info.name !== '' ? info.name : undefined;
    } catch {
      return undefined;
    }
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadReferrer: ReturnType<typeof loadReferrer>;
  }
}
