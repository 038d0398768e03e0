/**
 * The v5 REST client of main (src-main/api/client.ts) against the reference service: URL,
 * filters, envelopes, totals, problem details → DeskError, network failures in plain words.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RunningServer } from '../../../src-server/index.js';
import { ApiClient, type BearerTokenSource } from '../../../src-main/api/client.js';
import { startTestServer } from '../../helpers/server.js';
import { composeDesk, scriptedBrowser, type TestDesk } from './desk-fixture.js';

let server: RunningServer;
let desk: TestDesk;
const fakes: Server[] = [];

/** A local HTTP server answering with `handler` (to play a broken or slow service). */
async function fakeService(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const fake = createServer(handler);
  fakes.push(fake);
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
}

const noSession: BearerTokenSource = {
  accessToken: async () => {
    throw new Error('no token in this test');
  },
  renewAfterUnauthorized: async () => {
    throw new Error('no token in this test');
  },
  expire: () => undefined,
};

beforeAll(async () => {
  server = await startTestServer();
  const browser = scriptedBrowser({ username: 'manager' });
  desk = composeDesk(server, { openBrowser: browser.openBrowser });
  await desk.services.session.signIn();
});
afterAll(async () => {
  for (const fake of fakes) {
    fake.close();
    fake.closeAllConnections();
  }
  await desk?.services.dispose();
  await server?.close();
});

describe('ApiClient against the reference service', () => {
  it('serialises filters, unwraps {data}, reads X-Total / X-Filtered-Total and passes unknown fields through', async () => {
    const answer = await desk.services.api.request({
      path: '/public/v5/vocabularies',
      query: { with_total: true, limit: 2, offset: undefined },
      filters: [{ field: 'field_name', operation: 'eq', value: 'validation' }],
    });
    expect(answer.status).toBe(200);
    expect(answer.filtered_total).toBe(5);
    expect(answer.total).toBeGreaterThan(5);
    expect(answer.data).toHaveLength(2);
    expect((answer.data as Array<Record<string, unknown>>)[0]).toHaveProperty('dwc_value');
  });

  it('parses data with a schema when given one, and says so when the answer has another shape', async () => {
    const Vocabulary = z.array(z.object({ field_name: z.string(), code: z.number() }));
    const answer = await desk.services.api.request({ path: '/public/v5/vocabularies', query: { limit: 1 } }, Vocabulary);
    expect(answer.data[0]).toEqual({ field_name: expect.any(String), code: expect.any(Number) });
    await expect(desk.services.api.request({ path: '/public/v5/vocabularies', query: { limit: 1 } }, z.string())).rejects.toMatchObject({
      code: 'unexpected-answer',
    });
  });

  it('sends the bearer token under /rest and maps problem details to DeskError with fields', async () => {
    const people = await desk.services.api.request({ path: '/rest/v5/people', query: { limit: 1 } });
    expect(people.data).toHaveLength(1);

    await expect(desk.services.api.request({ path: '/public/v5/vocabularies', query: { foo: 1 } })).rejects.toMatchObject({
      status: 400,
      code: 'bad-request',
      message: 'Unknown parameter foo. Filters here: field_name, code.',
      fields: [{ field: 'foo', message: expect.any(String) }],
    });
    await expect(desk.services.api.request({ path: '/public/v5/taxonomy/taxa/99999999' })).rejects.toMatchObject({
      status: 404,
      code: 'not-found',
      message: 'No taxon 99999999.',
    });
    // The UI language rides as Accept-Language: the service answers in it.
    desk.services.settings.setPreferences({ language: 'de' });
    try {
      await expect(desk.services.api.request({ path: '/public/v5/vocabularies', query: { foo: 1 } })).rejects.toMatchObject({
        status: 400, message: 'Unbekannter Parameter foo. Filter hier: field_name, code.',
      });
      await expect(desk.services.api.request({ path: '/rest/v5/observations/0' })).rejects.toMatchObject({ status: 404, message: 'Nicht gefunden: observation 0.' });
    } finally {
      desk.services.settings.setPreferences({ language: 'en' });
    }
    const invalid = await desk.services.api
      .request({ method: 'POST', path: '/rest/v5/people', body: { first_name: 'Ada', email: 'not an email' } })
      .catch((error: unknown) => error);
    expect(invalid).toMatchObject({ status: 422, code: 'validation' });
    expect((invalid as { fields: Array<{ field: string }> }).fields.map((f) => f.field)).toEqual(expect.arrayContaining(['last_name']));
  });

  it('refuses a /rest call without a session, before sending anything', async () => {
    const signedOut = composeDesk(server);
    await expect(signedOut.services.api.request({ path: '/rest/v5/people' })).rejects.toMatchObject({ status: 401, code: 'signed-out' });
    expect(signedOut.requests.count('GET /rest/v5/people')).toBe(0);
    await signedOut.services.dispose();
  });
});

describe('ApiClient when the service misbehaves', () => {
  it('falls back to plain words for an error body it cannot read', async () => {
    const url = await fakeService((_request, response) => {
      response.writeHead(503, { 'content-type': 'text/html' }).end('<h1>Maintenance</h1>');
    });
    const client = new ApiClient({ baseUrl: () => url, session: noSession });
    await expect(client.request({ path: '/public/v5/vocabularies' })).rejects.toMatchObject({
      status: 503,
      code: 'server',
      message: 'The service had a problem (HTTP 503). Please try again later.',
      fields: [],
    });
  });

  it('says "connection refused" in plain words when nothing listens', async () => {
    const url = await fakeService(() => undefined);
    const closed = fakes.pop()!;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const client = new ApiClient({ baseUrl: () => url, session: noSession });
    await expect(client.request({ path: '/public/v5/vocabularies' })).rejects.toMatchObject({
      status: 0,
      code: 'network',
      message: expect.stringMatching(/^Nothing answers at 127\.0\.0\.1:\d+ \(connection refused\)/),
    });
  });

  it('times out a service that never answers', async () => {
    const url = await fakeService(() => undefined);
    const client = new ApiClient({ baseUrl: () => url, session: noSession, timeoutMs: 150 });
    await expect(client.request({ path: '/public/v5/vocabularies' })).rejects.toMatchObject({
      code: 'network',
      message: expect.stringMatching(/did not answer within 0\.2 seconds \(timeout\)/),
    });
  });

  it('never sends a token over plain http to another computer', async () => {
    let asked = false;
    const client = new ApiClient({
      baseUrl: () => 'http://observations.example.org',
      session: { ...noSession, accessToken: async () => ((asked = true), 'token') },
    });
    await expect(client.request({ path: '/rest/v5/people' })).rejects.toMatchObject({ code: 'insecure-connection' });
    expect(asked).toBe(false);
  });
});
