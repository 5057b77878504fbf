import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import type { Sessions } from '../sessions/sessions.ts';
import { registerShellCatalogRoutes } from './shell-catalog-routes.ts';
import { registerShellMediaRoutes } from './shell-media-routes.ts';
import { registerShellSiteRoutes } from './shell-site-routes.ts';

/** The site shell's endpoints: site information, access and landing lookups, menus, cart figures, images. */
export const registerShellRoutes = (app: FastifyInstance, deps: { db: Database; sessions: Sessions }) => {
  registerShellSiteRoutes(app, deps);
  registerShellCatalogRoutes(app, deps);
  registerShellMediaRoutes(app, deps);
};
