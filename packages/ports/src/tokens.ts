import type { Clock } from './driven/clock.ts';
import type { FilterGateway } from './driven/filter-gateway.ts';
import type { PlanCatalog } from './driven/plan-catalog.ts';
import type { SessionStore } from './driven/session-store.ts';

declare const carried: unique symbol;

/**
 * A dependency-injection token that carries the type of what it names: a composition root's typed `bind` and
 * `get` (packages/web/src/app/typed-container.ts) take the type from the token, so binding a factory of another
 * type, or reading the token as another type, does not compile. At run time it is a plain registered symbol.
 */
export type Token<T> = symbol & { readonly [carried]?: T };

/** The token `benefit-store.<name>`, carrying T (a symbol is one: the type it carries is only written down). */
export const token = <T>(name: string): Token<T> => Symbol.for(`benefit-store.${name}`);

/** Dependency-injection tokens of the driven ports. Use cases are found by name: see use-case-registry.ts. */
export const TOKENS = {
  Clock: token<Clock>('Clock'),
  SessionStore: token<SessionStore>('SessionStore'),
  FilterGateway: token<FilterGateway>('FilterGateway'),
  PlanCatalog: token<PlanCatalog>('PlanCatalog'),
} as const;
