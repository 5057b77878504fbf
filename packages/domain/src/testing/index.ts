/**
 * fast-check arbitraries over the domain's inputs, for QA and for our own property suites.
 * fast-check is a dev dependency: this entry point is never imported by running code.
 */
export * from './arbitraries.ts';
export * from './wizard-arbitraries.ts';
export * from './rules/index.ts';
