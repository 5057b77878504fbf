import { ApiDocsRoutes, isRecord, recordOrEmpty, routePattern } from '@benefit-store/contract';
import { openApiDocument, type OpenApiDocument } from '@benefit-store/contract/openapi';
import { html, SafeHtml } from './html.ts';
import { answer, type Door } from './door.ts';

/**
 * The published contract (docs/adr/0012-the-published-contract.md): GET /api/v1/openapi.json is the OpenAPI 3.1 document the contract
 * package builds from its codecs, with what the door requires of each route's session; GET /api/v1/docs is the
 * same document as a page to read, rendered here (no script, no stylesheet from elsewhere). Registered after
 * every other route, so the document knows them all; built once, on the first request.
 */

type Schema = Readonly<Record<string, unknown>>;
interface Parameter {
  readonly name: string;
  readonly in: string;
  readonly required: boolean;
  readonly schema: Schema;
}
interface Operation {
  readonly operationId: string;
  readonly tags: readonly string[];
  readonly summary: string;
  readonly description?: string;
  readonly parameters?: readonly Parameter[];
  readonly requestBody?: { readonly required: boolean; readonly description?: string; readonly content: Readonly<Record<string, { schema: Schema }>> };
  readonly 'x-max-body-bytes'?: number;
  readonly responses: Readonly<Record<string, { readonly description: string; readonly content?: Readonly<Record<string, { schema: Schema }>> }>>;
}

/** An operation of the document this server built (contract/openapi.ts): its id, tags, summary and answers. */
const isOperation = (value: unknown): value is Operation =>
  isRecord(value) &&
  typeof value.operationId === 'string' &&
  typeof value.summary === 'string' &&
  Array.isArray(value.tags) &&
  value.tags.every((tag) => typeof tag === 'string') &&
  isRecord(value.responses);

const REF = '#/components/schemas/';
const anchor = (text: string) => text.replace(/[^A-Za-z0-9_-]/g, '-');

/** A schema as a short type, TypeScript-like, named schemas linked: what a reader scans for. */
const typeOf = (schema: Schema, indent = ''): SafeHtml => {
  const ref = schema.$ref;
  if (typeof ref === 'string' && ref.startsWith(REF)) {
    const name = ref.slice(REF.length);
    return html`<a href="#schema-${anchor(name)}">${name}</a>`;
  }
  const join = (parts: readonly unknown[], separator: string) =>
    new SafeHtml(parts.map((p) => typeOf(recordOrEmpty(p), indent).value).join(separator));
  if (Array.isArray(schema.anyOf)) return html`(${join(schema.anyOf, ' | ')})`;
  if (Array.isArray(schema.allOf)) return join(schema.allOf, ' &amp; ');
  if ('const' in schema) return html`${JSON.stringify(schema.const)}`;
  if (Array.isArray(schema.enum)) return html`${schema.enum.map((v) => JSON.stringify(v)).join(' | ')}`;
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : [];
  if (types.includes('object') && schema.properties) {
    const inner = `${indent}  `;
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const fields = Object.entries(recordOrEmpty(schema.properties)).map(
      ([name, field]) => html`${inner}${name}${required.has(name) ? '' : '?'}: ${typeOf(recordOrEmpty(field), inner)}`,
    );
    return html`{\n${new SafeHtml(fields.map((f) => f.value).join('\n'))}\n${indent}}`;
  }
  if (types.includes('object') && schema.additionalProperties) return html`{ [key: string]: ${typeOf(recordOrEmpty(schema.additionalProperties), indent)} }`;
  if (types.includes('array')) {
    const items = schema.items ? typeOf(recordOrEmpty(schema.items), indent) : html`any`;
    const more = types.filter((t) => t !== 'array');
    return html`${items}[]${schema.maxItems !== undefined ? ` (at most ${String(schema.maxItems)})` : ''}${more.length ? ` | ${more.join(' | ')}` : ''}`;
  }
  if (types.length > 0) {
    return html`${types.join(' | ')}${schema.maxLength !== undefined ? ` (at most ${String(schema.maxLength)} characters)` : ''}${schema.minLength ? ` (not empty)` : ''}`;
  }
  return html`any`;
};

/** Text with `code` spans, in paragraphs where a blank line separates them. */
const prose = (text: string): SafeHtml =>
  new SafeHtml(
    text
      .split(/\n\s*\n/)
      .map((paragraph) => `<p>${html`${paragraph.replace(/\s*\n\s*/g, ' ')}`.value.replace(/`([^`]+)`/g, '<code>$1</code>')}</p>`)
      .join('\n'),
  );

const METHOD_CLASS: Readonly<Record<string, string>> = { get: 'get', post: 'post', put: 'put' };

const STYLE = `
:root { color-scheme: light; --ink: #14213d; --muted: #44506a; --line: #d5dbe7; --tint: #f4f6fb; --brand: #1f4fd1; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #fff; }
header, main, nav { max-width: 72rem; margin: 0 auto; padding: 0 1rem; }
header { padding-top: 1.5rem; }
h1 { font-size: 1.75rem; margin: 0 0 .5rem; }
h2 { font-size: 1.35rem; margin: 2rem 0 .75rem; padding-bottom: .25rem; border-bottom: 2px solid var(--line); }
h3 { font-size: 1rem; margin: 1rem 0 .25rem; }
p { margin: .25rem 0 .75rem; }
a { color: var(--brand); }
code, pre { font: 14px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
pre { background: var(--tint); border: 1px solid var(--line); border-radius: 6px; padding: .75rem; white-space: pre-wrap; overflow-wrap: anywhere; margin: .25rem 0 .75rem; }
nav ul { list-style: none; padding: 0; margin: .5rem 0 0; display: flex; flex-wrap: wrap; gap: .5rem; }
nav li a { display: inline-block; padding: .25rem .6rem; border: 1px solid var(--line); border-radius: 999px; text-decoration: none; }
details.op { border: 1px solid var(--line); border-radius: 8px; margin: .5rem 0; background: #fff; }
details.op > summary { cursor: pointer; padding: .6rem .75rem; display: flex; flex-wrap: wrap; gap: .5rem; align-items: baseline; list-style: none; }
details.op > summary::-webkit-details-marker { display: none; }
details.op > summary::before { content: "\\25B8"; color: var(--muted); width: .75rem; }
details.op[open] > summary::before { content: "\\25BE"; }
details.op > summary code { overflow-wrap: anywhere; font-weight: 600; }
details.op > div { padding: 0 .75rem .75rem; border-top: 1px solid var(--line); }
.method { display: inline-block; min-width: 3.5rem; text-align: center; font-weight: 700; font-size: .8rem; letter-spacing: .04em; padding: .1rem .4rem; border-radius: 4px; color: #fff; }
.method.get { background: #1d5e3a; } .method.post { background: #1f4fd1; } .method.put { background: #7a3e00; }
.summary { color: var(--muted); }
table { border-collapse: collapse; width: 100%; margin: .25rem 0 .75rem; font-size: .95rem; table-layout: fixed; }
td, th { overflow-wrap: anywhere; }
th, td { text-align: left; vertical-align: top; border-bottom: 1px solid var(--line); padding: .35rem .5rem; }
th { background: var(--tint); }
th.status { width: 5rem; }
th.in, th.required { width: 5.5rem; }
td pre { margin: 0; padding: .25rem .5rem; }
section.schema { margin: 1rem 0; }
section.schema h3 { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
`;

const operationHtml = (path: string, method: string, op: Operation): SafeHtml => {
  const parameters = op.parameters ?? [];
  const body = op.requestBody;
  return html`<details class="op" id="op-${anchor(op.operationId)}">
<summary><span class="method ${METHOD_CLASS[method] ?? 'get'}">${method.toUpperCase()}</span> <code>${path}</code> <span class="summary">${op.summary}</span></summary>
<div>
${op.description ? prose(op.description) : ''}
${
  parameters.length > 0
    ? html`<h3>Parameters</h3>
<div><table><thead><tr><th scope="col">Name</th><th scope="col" class="in">In</th><th scope="col" class="required">Required</th><th scope="col">Type</th></tr></thead><tbody>
${parameters.map((p) => html`<tr><td><code>${p.name}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : 'no'}</td><td><pre>${typeOf(p.schema)}</pre></td></tr>`)}
</tbody></table></div>`
    : ''
}
${
  body
    ? html`<h3>Request body${body.required ? '' : ' (optional)'}</h3>
${body.description ? prose(body.description) : ''}
${Object.entries(body.content).map(([type, { schema }]) => html`<p><code>${type}</code>, at most ${String(Math.round((op['x-max-body-bytes'] ?? 0) / 1024))} KiB</p><pre>${typeOf(schema)}</pre>`)}`
    : ''
}
<h3>Responses</h3>
<div><table><thead><tr><th scope="col" class="status">Status</th><th scope="col">Meaning</th><th scope="col">Body</th></tr></thead><tbody>
${Object.entries(op.responses).map(
  ([status, response]) =>
    html`<tr><td><code>${status}</code></td><td>${prose(response.description)}</td><td>${
      response.content
        ? Object.entries(response.content).map(([type, { schema }]) => (type === 'application/json' ? html`<pre>${typeOf(schema)}</pre>` : html`<code>${type}</code>`))
        : 'empty'
    }</td></tr>`,
)}
</tbody></table></div>
</div>
</details>`;
};

/** The document as a page: the routes by group, each with its parameters, body and answers, then every named schema. */
export const documentationPage = (document: OpenApiDocument): string => {
  const byTag = new Map<string, { path: string; method: string; op: Operation }[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      if (!isOperation(op)) throw new Error(`${method} ${path} is not an operation`);
      const tag = op.tags[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), { path, method, op }]);
    }
  }
  const count = [...byTag.values()].reduce((n, ops) => n + ops.length, 0);
  const page = html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${document.info.title}: routes and schemas</title>
<style>${new SafeHtml(STYLE)}</style>
</head>
<body>
<header class="intro">
<h1>${document.info.title}</h1>
<p>${String(count)} routes, OpenAPI ${document.openapi}. The machine-readable document is <a href="${routePattern(ApiDocsRoutes.openApiDocument)}"><code>${routePattern(ApiDocsRoutes.openApiDocument)}</code></a>.</p>
${prose(document.info.description)}
</header>
<nav aria-label="Route groups"><ul>
${[...byTag].map(([tag, ops]) => html`<li><a href="#tag-${anchor(tag)}">${tag} (${String(ops.length)})</a></li>`)}
<li><a href="#schemas">Schemas</a></li>
</ul></nav>
<main>
${[...byTag].map(
  ([tag, ops]) => html`<section aria-labelledby="tag-${anchor(tag)}">
<h2 id="tag-${anchor(tag)}">${tag}</h2>
${ops.map(({ path, method, op }) => operationHtml(path, method, op))}
</section>`,
)}
<section aria-labelledby="schemas">
<h2 id="schemas">Schemas</h2>
${Object.entries(document.components.schemas).map(
  ([name, schema]) => html`<section class="schema" id="schema-${anchor(name)}" aria-label="${name}"><h3>${name}</h3><pre>${typeOf(schema)}</pre></section>`,
)}
</section>
</main>
</body>
</html>
`;
  return page.value;
};

/** GET /api/v1/openapi.json and GET /api/v1/docs, through the door like every route; no session. */
export const registerApiDocs = (door: Door) => {
  let built: { document: OpenApiDocument; page: string } | undefined;
  const docs = () => {
    if (!built) {
      const document = openApiDocument({ sessionOf: door.sessionOf });
      built = { document, page: documentationPage(document) };
    }
    return built;
  };
  door.route(ApiDocsRoutes.openApiDocument, { session: 'none' }, async () => answer.raw(docs().document));
  door.route(ApiDocsRoutes.documentationPage, { session: 'none' }, async ({ reply }) => {
    await reply.type('text/html; charset=utf-8').send(docs().page);
    return answer.sent();
  });
};
