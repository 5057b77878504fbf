/** DI tokens of the site shell's driven ports. */
export const SHELL_TOKENS = {
  SiteDirectory: Symbol.for('benefit-store.SiteDirectory'),
  StorefrontGateway: Symbol.for('benefit-store.StorefrontGateway'),
} as const;
