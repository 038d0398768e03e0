import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src-server/index.js';
import { FILTER_OPERATIONS } from '../../src-shared/filters/grammar.js';
import { startTestServer } from '../helpers/server.js';
import { loginWithPkce } from '../helpers/login.js';

/**
 * Property: whatever query string or body a client sends, the service never answers 5xx, and
 * every 4xx is an RFC 9457 problem detail whose `status` is the HTTP status.
 */
let server: RunningServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = (await loginWithPkce(server.url, 'manager')).access_token; // manager: every right on the demo projects
});
afterAll(() => server?.close());

const FIELDS = [
  'occurrence_id', 'id', 'taxon_id', 'dataset_id', 'recorded_by_id', 'event_date', 'releve_id', 'validation', 'occurrence_status',
  'location_id', 'verbatim_identification', 'identification_qualifier', 'taxa_relations_reference_id', 'footprint_wkt', 'event_type',
  'date_precision', 'with_document_type', 'taxa_group_id', 'related_resource_id', 'relationship_of_resource', 'srid', 'with_total',
  'offset', 'limit', 'sort', 'dir', 'right', 'bbox', 'file_name', 'with_observation', 'last_name', 'first_name', 'updated_since',
  'project_name', 'field_name', 'fieldname', 'name', 'unit_type', 'scientific_name', 'vernacular_name', 'rank', 'taxonomic_status',
  'group', 'reference_id', 'fact_type', 'fact_value', 'centroidsonly', 'fullproperties', 'taxa_matching', 'control_type',
  'eradication', 'code', 'with_geometry', 'doc_type', 'taxa', 'common_name',
];

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
const key = fc.oneof(
  fc.constantFrom(...FIELDS),
  fc.tuple(fc.constantFrom(...FIELDS), fc.oneof(fc.constantFrom(...FILTER_OPERATIONS), fc.string({ maxLength: 8 }))).map(([f, op]) => `${f}[${op}]`),
  fc.string({ maxLength: 12 }),
);
const queryString = fc.array(fc.tuple(key, value), { maxLength: 6 })
  .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'));
const segment = fc.oneof(fc.integer({ min: -2, max: 400 }).map(String), fc.string({ minLength: 1, maxLength: 10 }).map(encodeURIComponent));

const LISTS = [
  '/rest/v5/observations', '/rest/v5/observations/ids', '/rest/v5/simple_observations', '/rest/v5/releves', '/rest/v5/docs',
  '/rest/v5/people', '/rest/v5/projects', '/public/v5/neophyte_observations', '/public/v5/simple_neophyte_observations',
  '/public/v5/neophytes/occurrences', '/public/v5/taxonomy/names', '/public/v5/taxonomy/taxa', '/public/v5/taxonomy/taxa/profiles',
  '/public/v5/taxonomy/references', '/public/v5/vocabularies', '/public/v5/habitats', '/public/v5/administrative_units',
];
const ONES = [
  '/rest/v5/observations/{id}', '/rest/v5/observations/{id}/neophytes', '/rest/v5/observations/{id}/supplements',
  '/rest/v5/observations/{id}/validations', '/rest/v5/observations/{id}/docs', '/rest/v5/releves/{id}', '/rest/v5/docs/{id}',
  '/rest/v5/people/{id}', '/rest/v5/projects/{id}', '/rest/v5/projects/{id}/related_policies', '/public/v5/taxonomy/names/{id}',
  '/public/v5/taxonomy/taxa/{id}', '/public/v5/taxonomy/taxa/{id}/profile', '/public/v5/taxonomy/taxa/{id}/relations',
  '/public/v5/taxonomy/references/{id}', '/public/v5/neophyte_observations/{id}',
  '/rest/v5/clustered_observations/{id}/{id}/{id}/{id}', '/public/v5/clustered_neophyte_observations/{id}/{id}/{id}/{id}',
];
const WRITES: Array<[string, string]> = [
  ['POST', '/rest/v5/observations'], ['PUT', '/rest/v5/observations/{id}'], ['PUT', '/rest/v5/observations/{id}/neophytes'],
  ['PUT', '/rest/v5/observations/{id}/supplements'], ['PUT', '/rest/v5/observations/{id}/validations'], ['POST', '/rest/v5/releves'],
  ['PUT', '/rest/v5/releves/{id}'], ['POST', '/rest/v5/people'], ['POST', '/rest/v5/projects'], ['PUT', '/rest/v5/projects/{id}'],
  ['PUT', '/rest/v5/docs/{id}/metadatas'], ['POST', '/rest/v5/docs'], ['PUT', '/rest/v5/observations/{id}/docs/{id}'],
];
const BODY_FIELDS = ['dataset_id', 'basis_of_record', 'taxon_id', 'footprint_wkt', 'event_date', 'recorded_by_id', 'validation', 'comment',
  'control_type', 'cover_abs', 'project', 'tree_layer_height_in_meters', 'first_name', 'last_name', 'email', 'project_name', 'is_public',
  'date_rounding', 'doc_type', 'doc_rem', 'decimal_longitude', 'srid', 'data', 'observation', 'releve_id', 'habitat', 'v_presence_status'];
const bodyValue = fc.oneof(value, fc.integer({ min: -3, max: 400 }), fc.boolean(), fc.constant(null), fc.array(fc.integer({ min: 0, max: 50 }), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom(...BODY_FIELDS), fc.integer({ min: 0, max: 5 }), { maxKeys: 2 }));
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...BODY_FIELDS), bodyValue, { maxKeys: 6 }),
  fc.jsonValue({ maxDepth: 2 }),
).map((b) => JSON.stringify(b) ?? 'null');
const rawBody = fc.oneof(body, fc.string({ maxLength: 40 }));

const fill = (template: string, ids: string[]): string => { let i = 0; return template.replace(/\{id\}/g, () => ids[i++ % ids.length]!); };

async function assertProblemOrSuccess(method: string, path: string, init: RequestInit = {}): Promise<void> {
  const res = await fetch(server.url + path, { method, ...init, headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>) } });
  const text = await res.text();
  const context = `${method} ${path} ${init.body ? String(init.body).slice(0, 200) : ''} → ${res.status} ${text.slice(0, 300)}`;
  expect(res.status, context).toBeLessThan(500);
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
    await fc.assert(fc.asyncProperty(fc.constantFrom(...LISTS), queryString, async (path, qs) => {
      await assertProblemOrSuccess('GET', `${path}?${qs}`);
    }), { numRuns: 600 });
  });

  it('random ids and query strings on every single-resource endpoint', async () => {
    await fc.assert(fc.asyncProperty(fc.constantFrom(...ONES), fc.array(segment, { minLength: 4, maxLength: 4 }), queryString, async (template, ids, qs) => {
      await assertProblemOrSuccess('GET', `${fill(template, ids)}?${qs}`);
    }), { numRuns: 400 });
  });

  it('random bodies on every write endpoint', async () => {
    await fc.assert(fc.asyncProperty(fc.constantFrom(...WRITES), fc.array(fc.oneof(fc.integer({ min: 1, max: 60 }).map(String), segment), { minLength: 2, maxLength: 2 }),
      rawBody, fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'),
      async ([method, template], ids, payload, type) => {
        await assertProblemOrSuccess(method, fill(template, ids), { body: payload, headers: { 'content-type': type } });
      }), { numRuns: 500 });
  });

  it('random methods on every path, without a token too', async () => {
    await fc.assert(fc.asyncProperty(fc.constantFrom(...LISTS, ...ONES), fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'), segment, fc.boolean(),
      async (template, method, id, anonymous) => {
        const res = await fetch(server.url + fill(template, [id]), { method, headers: anonymous ? {} : { authorization: `Bearer ${token}` } });
        const text = await res.text();
        expect(res.status, `${method} ${template} ${text.slice(0, 200)}`).toBeLessThan(500);
        if (res.status >= 400) expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      }), { numRuns: 300 });
  });
});
