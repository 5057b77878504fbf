import * as t from 'io-ts';
import { Limits } from '@benefit-store/domain';
import { CommaList, Id, Text } from './fields.ts';
import { AddFilterForNewUserRequest, ChangeFilterInfoRequest } from './filter.ts';

/** Where the APIs live on the product host: the product API, the benefit service, generated images. */
export const API_PREFIX = '/api/v1';
export const BENEFIT_SERVICE_PREFIX = '/benefit-service';
export const MEDIA_PREFIX = '/media';
/** Development tools (the mailbox); never served in production. */
export const DEV_PREFIX = '/dev';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

/** A request body is at most this large unless its route says otherwise (`maxBodyBytes`). */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

/**
 * The codecs a request is read with at the server's door: its query string, path parameters and JSON
 * body. A part without a codec carries nothing the server reads. `maxBodyBytes` raises the default body
 * limit for the few calls that carry an image.
 */
export interface RequestCodecs {
  readonly query?: t.Mixed;
  readonly params?: t.Mixed;
  readonly body?: t.Mixed;
  readonly maxBodyBytes?: number;
}

export interface Route<R extends RequestCodecs = RequestCodecs> {
  readonly method: Method;
  /** Path under its prefix; `:name` marks a path parameter. */
  readonly path: string;
  readonly prefix: typeof API_PREFIX | typeof BENEFIT_SERVICE_PREFIX | typeof MEDIA_PREFIX | typeof DEV_PREFIX;
  readonly request: R;
}

/** What a route's decoded part holds: the codec's type, or nothing when the route reads no such part. */
export type RequestPart<R extends RequestCodecs, K extends 'query' | 'params' | 'body'> = R[K] extends t.Mixed
  ? t.TypeOf<R[K]>
  : Record<string, never>;

/** The request of a route that reads nothing. */
type Nothing = Record<never, never>;

/** A route factory for one prefix: every route table is built with these. */
const routeOf =
  (prefix: Route['prefix']) =>
  <R extends RequestCodecs = Nothing>(method: Method, path: string, request?: R): Route<R> => ({
    method,
    path,
    prefix,
    request: request ?? ({} as R),
  });

/** Routes of the product API, of the benefit service, of the image host, and of the development tools. */
export const api = routeOf(API_PREFIX);
export const benefit = routeOf(BENEFIT_SERVICE_PREFIX);
export const media = routeOf(MEDIA_PREFIX);
export const dev = routeOf(DEV_PREFIX);

/** A GET's request: its query string, field by field. */
export const query = <P extends t.Props>(props: P) => ({ query: t.type(props) });

/** The route table both the adapters and the reference server are built from; spellings are the wire's own. */
export const Routes = {
  addFilterForNewUser: api('POST', '/add-filter-for-new-user', { body: AddFilterForNewUserRequest }),
  changeFilterInfo: api('PUT', '/change-filter-info/:tempId', { params: t.type({ tempId: Id }), body: ChangeFilterInfoRequest }),
  getEnrollmentTempInfo: api('GET', '/get-enrollment-temp-info', query({ enrollment_id: Id, column: Text(Limits.id) })),
  getFilteredPlans: api('GET', '/get-filtered-plans', query({ enrollment_id: Id, categories: CommaList(20) })),
  validateZipCode: api('GET', '/validate-zip-code', query({ zip_code: Text() })),
  recommendationPlanDetails: benefit('GET', '/recommendation/plan-details', query({ plan_list: CommaList(50) })),
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
