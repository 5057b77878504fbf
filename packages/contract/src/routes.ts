/** Where the two APIs live on the product host. */
export const API_PREFIX = '/api/v1';
export const BENEFIT_SERVICE_PREFIX = '/benefit-service';

type Method = 'GET' | 'POST' | 'PUT';
export interface Route {
  readonly method: Method;
  /** Path under its prefix; `:name` marks a path parameter. */
  readonly path: string;
  readonly prefix: typeof API_PREFIX | typeof BENEFIT_SERVICE_PREFIX;
}

/** A route of the product API, and one of the benefit service: every route table is built with these. */
export const api = (method: Method, path: string): Route => ({ method, path, prefix: API_PREFIX });
export const benefit = (method: Method, path: string): Route => ({ method, path, prefix: BENEFIT_SERVICE_PREFIX });

/** The route table both the adapters and the reference server are built from; spellings are the wire's own. */
export const Routes = {
  addFilterForNewUser: api('POST', '/add-filter-for-new-user'),
  changeFilterInfo: api('PUT', '/change-filter-info/:tempId'),
  getEnrollmentTempInfo: api('GET', '/get-enrollment-temp-info'),
  getFilteredPlans: api('GET', '/get-filtered-plans'),
  validateZipCode: api('GET', '/validate-zip-code'),
  recommendationPlanDetails: benefit('GET', '/recommendation/plan-details'),
} as const;

export type RouteName = keyof typeof Routes;

/** The path a server registers the route under, `:name` parameters left in place. */
export const routePattern = (route: Route): string => route.prefix + route.path;

/** The full path of a route with its parameters filled in and encoded. */
export const routePath = (route: Route, params: Readonly<Record<string, string>> = {}): string =>
  route.prefix +
  route.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
