export * from './api-client.ts';
export * from './context-headers.ts';
export * from './benefit-service.http.ts';
export * from './filter.http.ts';
export * from './members.http.ts';
export * from './plans.http.ts';
export * from './transport.ts';
export * from './site-shell.http.ts';
