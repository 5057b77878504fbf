/** Dependency-injection tokens of the driven ports. Use cases are found by name: see use-case-registry.ts. */
export const TOKENS = {
  Clock: Symbol.for('benefit-store.Clock'),
  SessionStore: Symbol.for('benefit-store.SessionStore'),
  FilterGateway: Symbol.for('benefit-store.FilterGateway'),
  PlanCatalog: Symbol.for('benefit-store.PlanCatalog'),
} as const;
