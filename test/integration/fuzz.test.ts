import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src-server/index.js';
import { FILTER_OPERATIONS } from '../../src-shared/filters/grammar.js';
import { startTestServer } from '../helpers/server.js';
import { loginWithPkce } from '../helpers/login.js';
import { openApiDocument, responseMismatch, type OpenApiDocument } from '../helpers/openapi-responses.js';

/**
 * Property: whatever query string or body a client sends, the service never answers 5xx, and
 * every 4xx is an RFC 9457 problem detail whose `status` is the HTTP status. The requests come
 * from the published OpenAPI document: its paths, methods, query parameters and body fields; and
 * every answer matches the document.
 */
let server: RunningServer;
let token: string;
let document: OpenApiDocument;
let api: ReturnType<typeof operationsOf>;

beforeAll(async () => {
  server = await startTestServer();
  token = (await loginWithPkce(server.url, 'manager')).access_token; // manager: every right on the demo projects
  document = await openApiDocument(server.url);
  api = operationsOf(document);
});
afterAll(() => server?.close());

/**
 * Parameter and body field names a client may send that the document does not list, so that
 * their answers are tried too: v4 names (answered with their v5 replacement), wrappers, read-only
 * and removed fields, and the parameters of the routes whose schemas are not declared yet.
 */
const UNDOCUMENTED_FIELDS = ['taxa', 'common_name', 'fieldname', 'name', 'srid', 'file_name', 'with_observation', 'last_name', 'first_name',
  'updated_since', 'project_name', 'field_name', 'unit_type', 'scientific_name', 'vernacular_name', 'rank', 'taxonomic_status', 'group',
  'reference_id', 'fact_type', 'fact_value', 'centroidsonly', 'fullproperties', 'taxa_matching', 'control_type', 'eradication', 'code',
  'with_geometry', 'doc_type', 'id'];
const UNDOCUMENTED_BODY_FIELDS = ['data', 'observation', 'srid', 'decimal_longitude', 'project', 'v_presence_status', 'first_name', 'last_name',
  'email', 'project_name', 'is_public', 'date_rounding', 'doc_type', 'doc_rem', 'tree_layer_height_in_meters', 'cover_abs', 'habitat'];

/**
 * The operations of the published document under /rest/v5 and /public/v5: lists (GET without a
 * path parameter), single resources (GET with; every parameter written `{id}`), writes (POST,
 * PUT), and the query parameter and body field names it documents (filters without `[op]`).
 */
function operationsOf(document: OpenApiDocument) {
  const paths = Object.entries(document.paths).filter(([path]) => /^\/(rest|public)\/v5\//.test(path) && !path.endsWith('/openapi.json'));
  const template = (path: string): string => path.replace(/\{[^}]+\}/g, '{id}');
  const lists = paths.filter(([path, item]) => item.get && !path.includes('{')).map(([path]) => path);
  const ones = paths.filter(([path, item]) => item.get && path.includes('{')).map(([path]) => template(path));
  const writes = paths.flatMap(([path, item]) => (['post', 'put'] as const).filter((m) => item[m]).map((m): [string, string] => [m.toUpperCase(), template(path)]));
  const operations = paths.flatMap(([, item]) => Object.values(item));
  const fields = new Set(operations.flatMap((op) => (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name.replace(/\[.*$/, ''))));
  const properties = (schema: unknown): string[] => {
    const s = schema as { properties?: Record<string, unknown>; $ref?: string } | undefined;
    if (s?.$ref) return properties(document.components?.schemas?.[s.$ref.split('/').pop()!]);
    return Object.keys(s?.properties ?? {});
  };
  const bodyFields = new Set(operations.flatMap((op) => Object.values(op.requestBody?.content ?? {}).flatMap((c) => properties(c.schema))));
  return {
    lists, ones, writes,
    fields: [...new Set([...fields, ...UNDOCUMENTED_FIELDS])],
    bodyFields: [...new Set([...bodyFields, ...UNDOCUMENTED_BODY_FIELDS])],
  };
}

const value = fc.oneof(
  fc.string(),
  fc.integer().map(String),
  fc.double({ noNaN: false }).map(String),
  fc.tuple(fc.array(fc.integer({ min: -5, max: 5000 }), { maxLength: 5 }), fc.constantFrom(',', '~')).map(([a, sep]) => a.join(sep)),
  fc.date({ noInvalidDate: false }).map((d) => (Number.isNaN(d.getTime()) ? 'not-a-date' : d.toISOString())),
  fc.constantFrom('', 'true', 'false', 'null', 'asc', 'desc', 'read', 'manage', '4326', '2056', '3857', '-1', '1e309', '9007199254740993',
    'POLYGON((8 46,9 46,9 47,8 47,8 46))', 'POLYGON((8 46,9 46))', 'POINT(8 46)', 'MULTIPOLYGON(((0 0,1 0,1 1,0 0)))', '8,46,9,47',
    'canton', 'municipality', '*', '%', '_', "'; DROP TABLE observations; --", '\u0000', '2025-02-30', '2025-06-14T09:30:00.000+02:00'),
);
const queryString = () => {
  const key = fc.oneof(
    fc.constantFrom(...api.fields),
    fc.tuple(fc.constantFrom(...api.fields), fc.oneof(fc.constantFrom(...FILTER_OPERATIONS), fc.string({ maxLength: 8 }))).map(([f, op]) => `${f}[${op}]`),
    fc.string({ maxLength: 12 }),
  );
  return fc.array(fc.tuple(key, value), { maxLength: 6 })
    .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'));
};
const segment = fc.oneof(fc.integer({ min: -2, max: 400 }).map(String), fc.string({ minLength: 1, maxLength: 10 }).map(encodeURIComponent));
const rawBody = () => {
  const bodyValue = fc.oneof(value, fc.integer({ min: -3, max: 400 }), fc.boolean(), fc.constant(null), fc.array(fc.integer({ min: 0, max: 50 }), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...api.bodyFields), fc.integer({ min: 0, max: 5 }), { maxKeys: 2 }));
  const body = fc.oneof(
    fc.dictionary(fc.constantFrom(...api.bodyFields), bodyValue, { maxKeys: 6 }),
    fc.jsonValue({ maxDepth: 2 }),
  ).map((b) => JSON.stringify(b) ?? 'null');
  return fc.oneof(body, fc.string({ maxLength: 40 }));
};

const fill = (template: string, ids: string[]): string => { let i = 0; return template.replace(/\{id\}/g, () => ids[i++ % ids.length]!); };

async function assertProblemOrSuccess(method: string, path: string, init: RequestInit = {}): Promise<void> {
  const res = await fetch(server.url + path, { method, ...init, headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>) } });
  const text = await res.text();
  const context = `${method} ${path} ${init.body ? String(init.body).slice(0, 200) : ''} → ${res.status} ${text.slice(0, 300)}`;
  expect(res.status, context).toBeLessThan(500);
  let parsed: unknown = text;
  try { parsed = text ? JSON.parse(text) : undefined; } catch { /* not JSON */ }
  expect(responseMismatch(document, method, path, res.status, res.headers.get('content-type'), parsed), context).toBeUndefined();
  if (res.status >= 400) {
    expect(res.headers.get('content-type'), context).toMatch(/^application\/problem\+json/);
    const problem = JSON.parse(text) as { type: unknown; title: unknown; status: unknown };
    expect(problem.status, context).toBe(res.status);
    expect(typeof problem.title, context).toBe('string');
    expect(typeof problem.type, context).toBe('string');
  }
}

describe('no query string or body makes the service fail', () => {
  it('random query strings on every list endpoint', async () => {
    await fc.assert(fc.asyncProperty(fc.constantFrom(...api.lists), queryString(), async (path, qs) => {
      await assertProblemOrSuccess('GET', `${path}?${qs}`);
    }), { numRuns: 600 });
  });

  it('random ids and query strings on every single-resource endpoint', async () => {
    await fc.assert(fc.asyncProperty(fc.constantFrom(...api.ones), fc.array(segment, { minLength: 4, maxLength: 4 }), queryString(), async (template, ids, qs) => {
      await assertProblemOrSuccess('GET', `${fill(template, ids)}?${qs}`);
    }), { numRuns: 400 });
  });

  it('random bodies on every write endpoint', async () => {
    await fc.assert(fc.asyncProperty(fc.constantFrom(...api.writes), fc.array(fc.oneof(fc.integer({ min: 1, max: 60 }).map(String), segment), { minLength: 2, maxLength: 2 }),
      rawBody(), fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'),
      async ([method, template], ids, payload, type) => {
        await assertProblemOrSuccess(method, fill(template, ids), { body: payload, headers: { 'content-type': type } });
      }), { numRuns: 500 });
  });

  it('random methods on every path, without a token too', async () => {
    await fc.assert(fc.asyncProperty(fc.constantFrom(...api.lists, ...api.ones), fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'), segment, fc.boolean(),
      async (template, method, id, anonymous) => {
        const res = await fetch(server.url + fill(template, [id]), { method, headers: anonymous ? {} : { authorization: `Bearer ${token}` } });
        const text = await res.text();
        expect(res.status, `${method} ${template} ${text.slice(0, 200)}`).toBeLessThan(500);
        if (res.status >= 400) expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      }), { numRuns: 300 });
  });
});
