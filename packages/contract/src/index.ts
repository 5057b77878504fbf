export * from './decode.ts';
export * from './envelope.ts';
export * from './filter.ts';
export * from './plans.ts';
export * from './routes.ts';
