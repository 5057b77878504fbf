import { siteScopedLoad } from '../shell/site-context.ts';

/** The home page's plan-category image grid. */
export const loadHomeCategories = siteScopedLoad((storefront, site) => storefront.homeCategories(site));

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadHomeCategories: ReturnType<typeof loadHomeCategories>;
  }
}
