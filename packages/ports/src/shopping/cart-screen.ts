import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { VersionLink } from '../driven/enrollment-version.ts';
import type { SessionStore } from '../driven/session-store.ts';
import type { ScreenVersion } from '../wizard/screen-version.ts';
import type { OnScreen } from '../wizard/wizard-scope.ts';
import { withQuote } from './current-quote.ts';
import type { CartView } from './shopping-types.ts';

/**
 * The cart as a screen shows it (docs/adr/0712, 0713): its lines and figures, and the screen its changes are based on
 * (the version of the enrollment the cart was read at).
 */
export type CartOnScreen = CartView & OnScreen;

/** A gateway that can say which version of the enrollment a screen's call is based on. */
interface Versioned<G> {
  versioned(link: VersionLink): G;
}

/**
 * One change of a shopping screen (the cart, the plan page): based on the screen's version, after its earlier changes,
 * on the enrollment the screen shows (docs/adr/0713). Without a screen the change goes to the current quote unchecked,
 * as the spec's own clients send it; the storefront and the CLI always give one.
 */
export const changeOnScreen = <G extends Versioned<G>, T>(
  session: SessionStore,
  gateway: G,
  screen: ScreenVersion | undefined,
  run: (gateway: G, tempId: string) => ResultAsync<T, DomainError>,
): ResultAsync<T, DomainError> =>
  screen ? screen.change((link) => run(gateway.versioned(link), screen.enrollmentId)) : withQuote(session, (tempId) => run(gateway, tempId));
