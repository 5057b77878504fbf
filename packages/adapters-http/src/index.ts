export * from './api-client.ts';
export * from './filter.http.ts';
export * from './plans.http.ts';
export * from './transport.ts';
