import * as t from 'io-ts';
import { api } from './routes.ts';

/** The published contract (docs/adr/0012-the-published-contract.md): the OpenAPI 3.1 document built from these codecs, and a page to read it. */
export const ApiDocsRoutes = {
  openApiDocument: api('GET', '/openapi.json'),
  documentationPage: api('GET', '/docs'),
} as const;

export const OpenApiDocumentResponse = t.type({
  openapi: t.string,
  info: t.type({ title: t.string, version: t.string }),
  paths: t.UnknownRecord,
  components: t.UnknownRecord,
});
