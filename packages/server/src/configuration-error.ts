/**
 * A setting the operator must fix (a key missing in production, a malformed PUBLIC_URL): the server refuses to
 * start and says which, without a stack trace (main.ts, the CLI's `serve`).
 */
export class ConfigurationError extends Error {}
