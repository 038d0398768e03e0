/**
 * A stored client secret is bound to the origin it was entered for (issue 12 item 3): a
 * connection test or a save that points an existing profile at another authorization server
 * must neither send nor keep the stored secret. The other server is a fake token endpoint on
 * another loopback port that records every request it gets.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProfileInput } from '../../../src-shared/contract/index.js';
import type { RunningServer } from '../../../src-server/index.js';
import { startTestServer } from '../../helpers/server.js';
import { composeDesk } from './desk-fixture.js';

const SECRET = 'demo-service-secret';

let server: RunningServer;
let fake: Server;
let fakeUrl: string;
/** Everything the fake authorization server received: header and body text per request. */
const received: string[] = [];

async function textOf(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
}

beforeAll(async () => {
  server = await startTestServer();
  fake = createServer((request, response) => {
    void textOf(request).then((body) => {
      // HTTP Basic client credentials are form-encoded, then base64 (RFC 6749 §2.3.1): kept decoded.
      const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      const credentials = basic ? decodeURIComponent(Buffer.from(basic, 'base64').toString('utf8')) : '';
      received.push(`${request.method} ${request.url} ${credentials} ${decodeURIComponent(body)}`);
      if (request.url === '/.well-known/oauth-authorization-server') {
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ issuer: fakeUrl, token_endpoint: `${fakeUrl}/oauth2/token` }));
        return;
      }
      // Any token request is answered like a real server: an OAuth error, so the client may go on to a grant.
      response.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'invalid_grant' }));
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(async () => {
  fake?.close();
  await server?.close();
});

function serviceProfile(changes: Partial<ServerProfileInput> = {}): ServerProfileInput {
  return { name: 'Service', service_base_url: server.url, auth_server_url: server.url, client_id: 'demo-service', grant_type: 'client_credentials', ...changes };
}

const leaked = (): boolean => received.some((entry) => entry.includes(SECRET));

describe('a stored client secret and another authorization server', () => {
  it('profiles.testConnection with a new auth URL origin does not send the stored secret', async () => {
    const { services } = composeDesk(server);
    const saved = await services.dispatch('profiles.save', serviceProfile({ client_secret: SECRET }));
    const { id } = (saved as { ok: true; value: { id: string } }).value;
    received.length = 0;

    const result = await services.dispatch('profiles.testConnection', serviceProfile({ id, auth_server_url: fakeUrl }));

    expect(received.some((entry) => entry.startsWith('POST /oauth2/token'))).toBe(true);
    expect(leaked()).toBe(false);
    expect(result).toMatchObject({ ok: true, value: { ok: false } });
    // The same profile against its own server still uses the stored secret.
    const own = await services.dispatch('profiles.testConnection', serviceProfile({ id }));
    expect(own).toMatchObject({ ok: true, value: { ok: true } });
    await services.dispose();
  });

  it('profiles.save with a new auth URL origin asks for the secret again instead of keeping it', async () => {
    const { services } = composeDesk(server);
    const saved = await services.dispatch('profiles.save', serviceProfile({ client_secret: SECRET }));
    const { id } = (saved as { ok: true; value: { id: string } }).value;

    const moved = await services.dispatch('profiles.save', serviceProfile({ id, auth_server_url: fakeUrl }));
    expect(moved).toMatchObject({ ok: false, error: { status: 422, code: 'invalid-input', fields: [{ field: 'client_secret' }] } });
    const unchanged = await services.dispatch('profiles.list', undefined);
    expect(unchanged).toMatchObject({ ok: true, value: { profiles: expect.arrayContaining([expect.objectContaining({ id, auth_server_url: server.url, has_client_secret: true })]) } });

    // Forgetting it, or entering one for the new server, is accepted; a path change on the same origin keeps it.
    const forgotten = await services.dispatch('profiles.save', serviceProfile({ id, auth_server_url: fakeUrl, client_secret: null }));
    expect(forgotten).toMatchObject({ ok: true, value: { auth_server_url: fakeUrl, has_client_secret: false } });
    const back = await services.dispatch('profiles.save', serviceProfile({ id, client_secret: SECRET }));
    expect(back).toMatchObject({ ok: true, value: { has_client_secret: true } });
    const samePlace = await services.dispatch('profiles.save', serviceProfile({ id, auth_server_url: `${server.url}/` }));
    expect(samePlace).toMatchObject({ ok: true, value: { has_client_secret: true } });
    await services.dispose();
  });
});
