export * from './language.ts';
export * from './twin.ts';
