/**
 * A retried `POST /docs` whose answer was lost creates no second document (issue 12 item 4).
 * The desk talks to the reference service through a proxy that forwards the first upload,
 * waits until the service has answered (the document exists), and then drops the connection
 * instead of passing the answer on, as a broken network or a restarting proxy would.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src-server/index.js';
import { startTestServer } from '../../helpers/server.js';
import { composeDesk, scriptedBrowser, type TestDesk } from './desk-fixture.js';
import { call } from './workspace-fixture.js';

let server: RunningServer;
let proxy: Server;
let proxyUrl: string;
let dir: string;
let desk: TestDesk;
/** Upload answers the proxy swallowed. */
let dropped = 0;
let dropNextUpload = true;

beforeAll(async () => {
  server = await startTestServer();
  const upstream = new URL(server.url);
  proxy = createServer((request, response) => {
    const forwarded = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        if (request.method === 'POST' && request.url === '/rest/v5/docs' && dropNextUpload) {
          dropNextUpload = false;
          // the service has stored the file and answered: read its answer to the end, then hang up
          answer.resume();
          answer.on('end', () => {
            dropped += 1;
            request.socket.destroy();
          });
          return;
        }
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.destroy());
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  dir = mkdtempSync(join(tmpdir(), 'desk-lost-answer-'));
  const browser = scriptedBrowser({ username: 'manager' });
  // short pauses: the test waits for the outcome, not for the default 1 s backoff
  desk = composeDesk(server, { openBrowser: browser.openBrowser, dataDir: join(dir, 'desk-data'), uploadQueue: { retry: { baseDelayMs: 5, maxDelayMs: 5 } } });
  const profile = await call(desk, 'profiles.save', { name: 'Through a flaky proxy', service_base_url: proxyUrl, auth_server_url: server.url, client_id: 'observation-desk', grant_type: 'authorization_code' });
  await call(desk, 'profiles.activate', { id: profile.id });
  await desk.services.session.signIn();
});
afterAll(async () => {
  await desk?.services.dispose();
  proxy?.closeAllConnections();
  proxy?.close();
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('an upload whose answer was lost', () => {
  it('is retried without creating the document twice, and keeps the remark as the user wrote it', async () => {
    const name = `lost-answer-${Date.now()}.txt`;
    const path = join(dir, name);
    writeFileSync(path, 'A field note whose upload answer never arrives.\n');
    const projects = await call(desk, 'projects.list', { right: 'write', limit: 1 });
    const dataset_id = projects.rows[0]!.id;
    const vocabularies = await call(desk, 'reference.vocabularies', undefined);
    const doc_type = vocabularies.find((entry) => entry.field_name === 'doc_type')!.code;

    const [queued] = await call(desk, 'uploads.enqueue', { files: [(await desk.services.documents.files.register(path)).handle], doc_type, dataset_id, doc_rem: 'Field note' });
    await expect.poll(async () => (await call(desk, 'uploads.list', undefined)).find((item) => item.id === queued!.id)?.state, { timeout: 20_000, interval: 50 }).toBe('done');

    expect(dropped).toBe(1);
    const item = (await call(desk, 'uploads.list', undefined)).find((entry) => entry.id === queued!.id)!;
    expect(item.attempts).toBe(2);
    const page = await call(desk, 'documents.list', { dataset_id: [dataset_id], file_name: name.replace('.txt', '') });
    const same = page.rows.filter((doc) => doc.original_file_name === name);
    expect(same).toHaveLength(1);
    expect(same[0]).toMatchObject({ id: item.document!.id, doc_rem: 'Field note' });
  });
});
