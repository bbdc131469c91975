import type { JsonSchema, OpenApiDocument, Operation, Parameter } from './openapi-document.ts';
import { briefOf } from './schema-brief.ts';

export const ENDPOINTS_FILE = new URL('../../ENDPOINTS.md', import.meta.url);
export const ENDPOINTS_COMMAND = 'pnpm --filter @shop/bff docs:endpoints';

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;
const PARAMETER_ORDER: Readonly<Record<Parameter['in'], number>> = { path: 0, query: 1, header: 2, cookie: 3 };

const HEADER = `# BFF endpoints

Generated from the contracts (\`packages/contracts/src/\`, each route's summary, description and
schemas) through the OpenAPI document the BFF serves at \`/api/docs\` (JSON at \`/api/docs/json\`).
Do not edit it: after changing a contract or a route, run \`${ENDPOINTS_COMMAND}\`.

- **Reply**: every reply is the envelope \`{status, data, messages, error?, redirect?}\`; the reply
  below is its \`data\` when \`status\` is \`OK\` (\`?\`: a field that may be absent).
- **Errors**: a refusal is a \`FAIL\` envelope with the Russian text and the status named; any route
  may also answer the refusals every request may meet and 5xx (README, "Faults and refusals").
- **Cache**: \`shared\`, the same for every shopper and cached for \`SHARED_CACHE_TTL_MS\`;
  \`personal\`, built from the shopper's session (\`private, no-store\` with a session) (README,
  "Production concerns").
- **Limits**: requests per window, named as \`bff_rate_limit_refusals_total\` labels them; over a
  limit the answer is 429 with \`retry-after\`, without the upstream. \`client\` counts by client
  address; the other names by what the request names (a phone, an e-mail, an e-mail and a product;
  \`-client\`: asked by one client; \`wrong-key\`: wrong keys only).

Pages, \`robots.txt\` and the sitemap are in the README.
`;

/** ENDPOINTS.md: every route of the OpenAPI document, by its tag, in the order the document lists the tags. */
export function renderEndpoints(document: OpenApiDocument): string {
  const domains = document.tags ?? [];
  const byTag = new Map<string, string[]>(domains.map(({ name }) => [name, []]));
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = operations[method];
      const tag = operation?.tags?.[0];
      if (operation === undefined || tag === undefined) continue;
      const sections = byTag.get(tag);
      if (sections === undefined) throw new Error(`${method.toUpperCase()} ${path}: its tag ${tag} is not among the document’s tags`);
      sections.push(renderOperation(method, path, operation));
    }
  }
  const parts = [HEADER];
  for (const { name, description } of domains) {
    const sections = byTag.get(name) ?? [];
    if (sections.length === 0) continue;
    parts.push(`## ${name}\n\n${description ? `${sentence(description)}\n\n` : ''}${sections.join('\n')}`);
  }
  return parts.join('\n');
}

function renderOperation(method: string, path: string, operation: Operation): string {
  const lines = [`### \`${method.toUpperCase()} ${path}\``, ''];
  if (operation.summary) lines.push(sentence(operation.summary), '');
  if (operation.description) lines.push(sentence(operation.description), '');
  const fields = requestFields(operation);
  lines.push(`- **Request**: ${fields.length === 0 ? 'nothing' : 'the fields below'}`);
  lines.push(`- **Reply**: ${replyOf(operation)}`);
  const errors = errorsOf(operation);
  if (errors) lines.push(`- **Errors**: ${errors}`);
  if (operation['x-cache']) lines.push(`- **Cache**: ${operation['x-cache']}`);
  const limits = operation['x-rate-limits'] ?? [];
  if (limits.length > 0)
    lines.push(
      `- **Limits**: ${limits.map(({ limit, max, windowSeconds }) => `\`${limit}\` ${max} in ${windowOf(windowSeconds)}`).join(', ')}`,
    );
  if (fields.length > 0) lines.push('', '| field | in | required | type |', '| --- | --- | --- | --- |', ...fields);
  lines.push('');
  return lines.join('\n');
}

function requestFields(operation: Operation): string[] {
  const parameters = [...(operation.parameters ?? [])].sort((a, b) => PARAMETER_ORDER[a.in] - PARAMETER_ORDER[b.in]);
  const rows = parameters.map((parameter) => row(parameter.name, parameter.in, parameter.required === true, parameter.schema));
  const body = operation.requestBody?.content['application/json']?.schema;
  if (body) {
    const required = new Set(body.required ?? []);
    const properties = Object.entries(body.properties ?? {});
    if (properties.length === 0) rows.push(row('(body)', 'body', true, body));
    for (const [name, schema] of properties) rows.push(row(name, 'body', required.has(name), schema));
  }
  return rows;
}

function row(name: string, place: string, required: boolean, schema: JsonSchema | undefined): string {
  const type = briefOf(schema, { bounds: true });
  const fallback = schema?.default === undefined ? '' : ` (default ${JSON.stringify(schema.default)})`;
  return `| \`${name}\` | ${place} | ${required ? 'yes' : 'no'} | ${cell(`\`${type}\``)}${fallback} |`;
}

function replyOf(operation: Operation): string {
  const envelope = operation.responses['200']?.content?.['application/json']?.schema;
  const data = envelope?.properties?.data;
  if (data === undefined) return 'not an envelope (see above)';
  return `\`${briefOf({ ...data, nullable: false }, { depth: 1 })}\``;
}

function errorsOf(operation: Operation): string {
  return Object.keys(operation.responses)
    .filter((status) => /^\d+$/.test(status) && status !== '200')
    .sort()
    .join(', ');
}

function windowOf(seconds: number): string {
  if (seconds % 86_400 === 0) return seconds === 86_400 ? 'a day' : `${seconds / 86_400} days`;
  if (seconds % 3600 === 0) return `${seconds / 3600} h`;
  if (seconds % 60 === 0) return `${seconds / 60} min`;
  return `${seconds} s`;
}

/** Pipes inside a table cell, backticks or not, would end the cell. */
function cell(text: string): string {
  return text.replaceAll('|', '\\|');
}

function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
