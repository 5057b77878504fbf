import { siteScopedLoad } from '../shell/site-context.ts';

/** The landing page's Featured Plans for the visitor's site. */
export const loadFeaturedPlans = siteScopedLoad((storefront, site) => storefront.featuredPlans(site));

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadFeaturedPlans: ReturnType<typeof loadFeaturedPlans>;
  }
}
