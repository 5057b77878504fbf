import type { Route } from '@benefit-store/contract';
import { contractRoutes } from '@benefit-store/contract/openapi';

/** Every route of every contract table, by table and name (the tables the published document finds, docs/adr/0012-the-published-contract.md). */
export const ALL_ROUTES: ReadonlyArray<readonly [string, Route]> = contractRoutes().map(({ table, name, route }) => [`${table}.${name}`, route] as const);

/** The field names a codec of t.type / t.partial / t.intersection reads at its top level. */
export const fieldsOf = (codec: unknown): string[] => {
  if (!codec) return [];
  const c = codec as { props?: Record<string, unknown>; types?: unknown[] };
  if (c.props) return Object.keys(c.props);
  if (c.types) return c.types.flatMap(fieldsOf);
  return [];
};

/** The route's path with each parameter filled by `value` (encoded). */
export const pathOf = (route: Route, value: (name: string) => string = () => 'x'): string =>
  route.prefix + route.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(value(name)));
