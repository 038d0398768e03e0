/**
 * Checks answers of the reference service against its published OpenAPI document
 * (`/rest/v5/openapi.json`): the operation of the method and path, the response of the status
 * (or `default`), the schema of the Content-Type. The integration harness (helpers/server.ts
 * `api()`) runs every answer through it, so a response that leaves the document fails its test.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';

/** The parts of an OpenAPI 3.1 document the checker reads. */
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
}

/** One operation: its parameters, request body and responses by status. */
export interface OpenApiOperation {
  parameters?: Array<{ name: string; in: string; schema?: unknown }>;
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
  security?: unknown[];
  'x-extension'?: boolean;
}

const documents = new Map<string, Promise<OpenApiDocument>>();

/** The service's document, fetched once per base URL. */
export function openApiDocument(baseUrl: string): Promise<OpenApiDocument> {
  let document = documents.get(baseUrl);
  if (!document) {
    document = fetch(`${baseUrl}/rest/v5/openapi.json`).then(async (res) => {
      if (!res.ok) throw new Error(`GET /rest/v5/openapi.json answered ${res.status}`);
      return (await res.json()) as OpenApiDocument;
    });
    documents.set(baseUrl, document);
  }
  return document;
}

const templateRe = (template: string): RegExp =>
  new RegExp(`^${template.split('/').map((s) => (/^\{.+\}$/.test(s) ? '[^/]+' : s.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))).join('/')}/?$`);

/**
 * The path template of the document that `path` (no query) falls under; a literal segment wins
 * over a parameter (`/observations/ids` over `/observations/{id}`).
 */
export function matchPath(document: OpenApiDocument, path: string): string | undefined {
  const literalSegments = (t: string): number => t.split('/').filter((s) => !s.startsWith('{')).length;
  return Object.keys(document.paths)
    .filter((template) => templateRe(template).test(path))
    .sort((a, b) => literalSegments(b) - literalSegments(a))[0];
}

const ajvs = new WeakMap<OpenApiDocument, { ajv: Ajv2020; compiled: Map<string, ValidateFunction> }>();

/** Escapes a JSON pointer token (RFC 6901). */
const pointer = (token: string): string => token.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Checks one answer against the document. Returns a message saying what does not match, or
 * undefined when it matches (or the path is not an API operation of the document, e.g. /oauth2).
 * A status the operation does not list is a mismatch; so is a body its schema refuses.
 */
export function responseMismatch(document: OpenApiDocument, method: string, path: string, status: number, contentType: string | null, body: unknown): string | undefined {
  const template = matchPath(document, path.split('?')[0]!);
  if (!template) return undefined;
  const m = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
  const operation = document.paths[template]![m];
  // OPTIONS answers every resource with 204 and its Allow header (http/methods.ts), no operation of its own, as HEAD.
  if (m === 'options' && !operation) return status === 204 || [401, 421].includes(status) ? undefined : `OPTIONS ${template} answered ${status}`;
  // A method the path does not have: 405 (http/methods.ts), or what the hooks before it answer (token, Host).
  if (!operation) return [401, 405, 421].includes(status) ? undefined : `${method} ${template} is not in the document but answered ${status}`;
  const responses = operation.responses ?? {};
  const key = String(status) in responses ? String(status) : 'default' in responses ? 'default' : undefined;
  if (!key) return `${method} ${template}: status ${status} is not among the documented ${Object.keys(responses).join(', ')}`;
  const content = responses[key]!.content;
  if (!content || method.toLowerCase() === 'head' || body === undefined || status === 204) return undefined;
  const sent = (contentType ?? '').split(';')[0]!.trim();
  const type = [sent, `${sent.split('/')[0]}/*`, '*/*'].find((t) => t in content);
  if (!type) return `${method} ${template} ${status}: Content-Type ${sent} is not among the documented ${Object.keys(content).join(', ')}`;
  if (!content[type]!.schema || type.endsWith('*')) return undefined;

  let entry = ajvs.get(document);
  if (!entry) {
    // The whole document is one schema resource, so that `#/components/schemas/…` references resolve.
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
    ajv.addSchema({ ...document, $id: 'openapi.json' } as object);
    entry = { ajv, compiled: new Map() };
    ajvs.set(document, entry);
  }
  const ref = `openapi.json#/paths/${pointer(template)}/${m}/responses/${key}/content/${pointer(type)}/schema`;
  let validate = entry.compiled.get(ref);
  if (!validate) {
    validate = entry.ajv.compile({ $ref: ref });
    entry.compiled.set(ref, validate);
  }
  if (validate(body)) return undefined;
  return `${method} ${path} ${status} does not match the document: ${entry.ajv.errorsText(validate.errors, { separator: '; ' })}`;
}
