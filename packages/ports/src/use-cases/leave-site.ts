import type { SessionStore } from '../driven/session-store.ts';

/** 'Not my site': every stored value and flag is forgotten and the visitor starts again at /. */
export const leaveSite =
  ({ session }: { readonly session: SessionStore }) =>
  (): string => {
    session.clear();
    return '/';
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    LeaveSite: ReturnType<typeof leaveSite>;
  }
}
