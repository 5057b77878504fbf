export * from './driven/clock.ts';
export * from './driven/filter-gateway.ts';
export * from './driven/plan-catalog.ts';
export * from './driven/session-store.ts';
export * from './tokens.ts';
export * from './use-cases/browse-plans.ts';
export * from './use-cases/load-quote-filter.ts';
export * from './use-cases/submit-quote-filter.ts';
