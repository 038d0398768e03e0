import { Validator } from '@seriousme/openapi-schema-validator';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src-server/index.js';
import { startTestServer } from '../helpers/server.js';
import { matchPath, openApiDocument, responseMismatch, type OpenApiDocument } from '../helpers/openapi-responses.js';

/**
 * The published OpenAPI 3.1 document (issue 11 §2): valid by the OpenAPI schema, public, with
 * the OAuth 2.0 flow at the service's real endpoints, covering every route the service registers.
 */
let server: RunningServer;
let document: OpenApiDocument;
const routes: RouteOptions[] = [];

beforeAll(async () => {
  server = await startTestServer({ onRoute: (route) => routes.push(route) });
  document = await openApiDocument(server.url);
});
afterAll(() => server?.close());

/** `/rest/v5/observations/:id` → `/rest/v5/observations/{id}` (OpenAPI path templating). */
const openApiPath = (url: string): string => url.replace(/:([A-Za-z_]+)/g, '{$1}').replace(/\*$/, '{*}');

describe('the OpenAPI document', () => {
  it('is served without a token, and a valid OpenAPI 3.1 document by the OpenAPI schema', async () => {
    const res = await fetch(`${server.url}/rest/v5/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(document.openapi).toMatch(/^3\.1\./);
    // a copy: the validator resolves references in place
    const result = await new Validator().validate(structuredClone(document) as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? [], JSON.stringify(result.errors ?? []).slice(0, 2000)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('names the authorization code flow at the service\'s own endpoints and requires it on /rest/v5 only', async () => {
    const oauth = document.components?.securitySchemes?.oauth2 as { type: string; flows: { authorizationCode: { authorizationUrl: string; tokenUrl: string } } };
    expect(oauth.type).toBe('oauth2');
    const { authorizationUrl, tokenUrl } = oauth.flows.authorizationCode;
    expect(authorizationUrl).toBe(`${server.url}/oauth2/authorize`);
    expect(tokenUrl).toBe(`${server.url}/oauth2/token`);
    // The endpoints it names are the ones a client really uses: discovery agrees.
    const discovery = await (await fetch(`${server.url}/.well-known/openid-configuration`)).json() as { authorization_endpoint: string; token_endpoint: string };
    expect([discovery.authorization_endpoint, discovery.token_endpoint]).toEqual([authorizationUrl, tokenUrl]);
    expect(document.paths['/rest/v5/observations']!.get!.security).toEqual([{ oauth2: [] }]);
    expect(document.paths['/public/v5/neophyte_observations']!.get!.security).toEqual([]);
  });

  it('answers problem details for errors and marks the ETag/If-Match extension', () => {
    const put = document.paths['/rest/v5/observations/{id}']!.put!;
    expect(put.responses!['422']!.content!['application/problem+json']!.schema).toEqual({ $ref: '#/components/schemas/Problem' });
    const ifMatch = put.parameters!.find((p) => p.name === 'If-Match') as { in: string; 'x-extension'?: boolean } | undefined;
    expect(ifMatch).toMatchObject({ in: 'header', 'x-extension': true });
    expect(put.responses!['412']).toBeDefined();
  });

  it('describes the multipart bodies of the uploads, parts by their interface names', () => {
    const upload = document.paths['/rest/v5/docs']!.post!.requestBody!.content!['multipart/form-data']!.schema as { properties: Record<string, { format?: string }>; required: string[] };
    expect(Object.keys(upload.properties)).toEqual(['doc[file]', 'doc[doc_type]', 'doc[dataset_id]', 'doc[doc_rem]', 'doc[folder_name]']);
    expect(upload.properties['doc[file]']!.format).toBe('binary');
    expect(upload.required).toEqual(['doc[file]', 'doc[doc_type]']);
    const replace = document.paths['/rest/v5/docs/{id}']!.put!.requestBody!.content!['multipart/form-data']!.schema as { properties: Record<string, unknown>; required: string[] };
    expect(Object.keys(replace.properties)).toEqual(['doc[file]']);
    expect(replace.required).toEqual(['doc[file]']);
    // The routes still stream their parts: no JSON body is described or expected.
    expect(document.paths['/rest/v5/docs']!.post!.requestBody!.content!['application/json']).toBeUndefined();
  });

  it('has every route the service registers, public paths included, but the 405 answerers and the reference page\'s assets', () => {
    const missing: string[] = [];
    for (const route of routes) {
      if (route.schema?.hide) continue; // 405 answerers (http/methods.ts) and the Scalar page: no operations
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD' && m !== 'OPTIONS');
      for (const method of methods) {
        if (!document.paths[openApiPath(route.url)]?.[method.toLowerCase()]) missing.push(`${method} ${route.url}`);
      }
    }
    expect(missing).toEqual([]);
    expect(routes.filter((r) => !r.schema?.hide).length).toBeGreaterThan(40);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/public/v5/neophyte_observations', '/public/v5/taxonomy/taxa/{id}']));
  });

  it('describes every public operation without a security requirement and with the body of its success answer', () => {
    const publicOperations = Object.entries(document.paths).filter(([path]) => path.startsWith('/public/v5/'))
      .flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ at: `${method.toUpperCase()} ${path}`, operation })));
    expect(publicOperations.length).toBeGreaterThan(15);
    const undescribed = publicOperations.filter(({ operation }) => {
      const content = operation.responses?.['200']?.content ?? {};
      // a route without a response schema gets the placeholder `{}` (http/openapi.ts completeOperation)
      return Object.values(content).length === 0 || Object.values(content).some((c) => !c.schema || Object.keys(c.schema).length === 0);
    }).map(({ at }) => at);
    expect(undescribed).toEqual([]);
    expect(publicOperations.filter(({ operation }) => JSON.stringify(operation.security) !== '[]').map(({ at }) => at)).toEqual([]);
    // and the query parameters a client may send, e.g. each filter with each operation
    const parameters = (path: string) => document.paths[path]!.get!.parameters!.filter((p) => p.in === 'query').map((p) => p.name);
    expect(parameters('/public/v5/habitats')).toEqual(expect.arrayContaining(['name_any[iw_contains]', 'limit', 'with_total']));
    expect(parameters('/public/v5/taxonomy/names')).toEqual(expect.arrayContaining(['vernacular_name[iw_contains]', 'common_name']));
    // a filter of listed values declares them where one value is given
    const unitType = document.paths['/public/v5/administrative_units']!.get!.parameters!.find((p) => p.name === 'unit_type[eq]');
    expect(JSON.stringify(unitType)).toContain('"enum":["canton","district","municipality"]');
  });

  it('hides only 405 answerers and the reference page', () => {
    const hidden = routes.filter((r) => r.schema?.hide).map((r) => r.url);
    expect(hidden.filter((url) => !url.startsWith('/rest/v5/api-reference') && !routes.some((r) => r.url === url && !r.schema?.hide))).toEqual([]);
  });

  it('finds the literal path before a parameter, and flags a body or status the document does not describe', () => {
    expect(matchPath(document, '/rest/v5/observations/ids')).toBe('/rest/v5/observations/ids');
    expect(matchPath(document, '/rest/v5/observations/12')).toBe('/rest/v5/observations/{id}');
    expect(responseMismatch(document, 'GET', '/rest/v5/observations/12', 200, 'application/json', { data: { occurrence_id: 'twelve' } })).toMatch(/does not match/);
    expect(responseMismatch(document, 'GET', '/rest/v5/observations/12', 200, 'application/json', { data: { occurrence_id: 12, dataset_id: 1, basis_of_record: 1 } })).toBeUndefined();
    expect(responseMismatch(document, 'GET', '/rest/v5/observations/12', 404, 'application/problem+json', { title: 'Not Found' })).toMatch(/does not match/);
  });
});

describe('the API reference page', () => {
  it('is served by the service with its script, no CDN', async () => {
    const page = await fetch(`${server.url}/rest/v5/api-reference`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/rest/v5/openapi.json');
    const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src).not.toMatch(/^https?:/);
      const script = await fetch(new URL(src, `${server.url}/rest/v5/api-reference/`));
      expect(script.status, src).toBe(200);
    }
  });
});
