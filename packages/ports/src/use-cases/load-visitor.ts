import { okAsync, type ResultAsync } from 'neverthrow';
import { currentMemberCrumb, homeRoute, isEprocess, isOpenType, type DomainError } from '@benefit-store/domain';
import type { SessionStore } from '../driven/session-store.ts';

/** Who is browsing, as the pages render it: read from the stored context, never by a component. */
export interface Visitor {
  /** Where Home and the Home breadcrumb go (the domain's home rule). */
  readonly home: string;
  /** An employee enrolls through a group enrollment code: the header shows the employer. */
  readonly employeeEnrollment: boolean;
  /** A rep or group administrator signed in on this browser, with the name to show beside Sign out. */
  readonly signedIn?: { readonly audience: 'rep' | 'group'; readonly name: string };
  /** The header's recommended-products link is looked up only while the cart holds something. */
  readonly showCartRecommendations: boolean;
  /** The recommended list's Current Member crumb (from the cart). */
  readonly currentMemberCrumb?: string;
}

/** Where the page is served: the host and the one configured special host. */
export interface VisitorHost {
  readonly host: string;
  readonly specialHost?: string | undefined;
}

/** The visitor's stored context, shaped for the header, breadcrumbs and sign-out control. */
export const loadVisitor =
  ({ session }: { readonly session: SessionStore }) =>
  ({ host, specialHost }: VisitorHost): ResultAsync<Visitor, DomainError> => {
    const eprocess = session.signIn.get('eprocess');
    const openType = session.site.get('openType');
    const known = isEprocess(eprocess) ? eprocess : undefined;
    const crumb = currentMemberCrumb(known, session.enrollment.get('isCurrentMemberAvailable') === 'true');
    return okAsync({
      home: homeRoute({
        openType: isOpenType(openType) ? openType : undefined,
        referral: session.site.get('referral'),
        eprocess: known,
        host,
        specialHost: specialHost || undefined,
      }),
      employeeEnrollment: session.access.get('employeeEnrollment') === 'true',
      ...(known === 'rep' || known === 'group' ? { signedIn: { audience: known, name: session.signIn.get('username') ?? '' } } : {}),
      showCartRecommendations: Number(session.quote.get('cartCount') ?? '0') > 0,
      ...(crumb ? { currentMemberCrumb: crumb } : {}),
    });
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadVisitor: ReturnType<typeof loadVisitor>;
  }
}
