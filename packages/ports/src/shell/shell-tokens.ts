import type { SiteDirectory, StorefrontGateway } from '../driven/site-directory.ts';
import { token } from '../tokens.ts';

/** DI tokens of the site shell's driven ports. */
export const SHELL_TOKENS = {
  SiteDirectory: token<SiteDirectory>('SiteDirectory'),
  StorefrontGateway: token<StorefrontGateway>('StorefrontGateway'),
} as const;
