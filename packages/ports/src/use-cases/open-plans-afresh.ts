import type { SessionStore } from '../driven/session-store.ts';

/** The Plans crumb starts the plan list afresh: no saved menu or category selection. Answers the path. */
export const openPlansAfresh =
  ({ session }: { readonly session: SessionStore }) =>
  (): string => {
    session.planList.forget();
    return '/plans';
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    OpenPlansAfresh: ReturnType<typeof openPlansAfresh>;
  }
}
