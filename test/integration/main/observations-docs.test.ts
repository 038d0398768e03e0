/**
 * Documents of an observation and the desk-file proxy (src-main/domains/observation-docs.ts,
 * doc-files.ts) against the reference service: URLs rewritten to desk-file, image bytes through
 * browser mode's `/desk-file/doc/…` route and Electron's `desk-file:` handler, the disk cache
 * (a second fetch makes no request; after the freshness period an If-None-Match 304), rights.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src-server/index.js';
import { SECRET_HEADER } from '../../../src-shared/contract/index.js';
import type { Document } from '../../../src-shared/schemas/doc.js';
import { DOC_FRESH_MS } from '../../../src-main/domains/doc-files.js';
import { createDeskFileProtocolHandler } from '../../../src-main/host/electron-desk-file.js';
import { startWebHost, type WebHost } from '../../../src-main/host/web.js';
import { createDocFileTokens } from '../../../src-main/host/web-doc-file-tokens.js';
import { WEB_CONTENT_SECURITY_POLICY } from '../../../src-main/host/web-security.js';
import { loginWithPkce } from '../../helpers/login.js';
import { startTestServer } from '../../helpers/server.js';
import type { TestDesk } from './desk-fixture.js';
import { call, signedInDesk } from './workspace-fixture.js';

let server: RunningServer;
let desk: TestDesk;
let visitor: TestDesk;
let host: WebHost;
let occurrenceId: number;
let docs: Document[];
let dataDir: string;
const dataDirs: string[] = [];
const freshDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'desk-data-'));
  dataDirs.push(dir);
  return dir;
};

const JPEG = [0xff, 0xd8, 0xff];
/** The cached data file of a document under the desk's data folder. */
const cachedFile = (id: number, variant: string): string => {
  const root = join(dataDir, 'doc-cache');
  const found = readdirSync(root).flatMap((scope) => readdirSync(join(root, scope)).filter((n) => n === `${id}-${variant}`).map((n) => join(root, scope, n)));
  expect(found).toHaveLength(1);
  return found[0]!;
};
const tokens = createDocFileTokens();
/** The path with its per-URL token, as main hands it out (browser mode's `<img>` cannot send the secret). */
const signed = (path: string): string => {
  const match = /^\/desk-file\/doc\/([1-9]\d*)\/(thumbnail|file)$/.exec(path);
  return match ? tokens.url(Number(match[1]), match[2] as 'thumbnail' | 'file') : path;
};
const desked = (path: string, sign = true): Promise<Response> => fetch(`${host.origin}${sign ? signed(path) : path}`, { headers: { [SECRET_HEADER]: host.secret } });

beforeAll(async () => {
  server = await startTestServer();
  dataDir = freshDir();
  // One data folder for both users: the cache must still keep their files apart.
  [desk, visitor] = await Promise.all([signedInDesk(server, 'manager', { dataDir }), signedInDesk(server, 'visitor', { dataDir })]);
  const rendererDir = freshDir();
  host = await startWebHost({ dispatch: desk.services.dispatch, events: desk.services.events, rendererDir, docFiles: desk.services.docFiles, docFileTokens: tokens });
  const page = await call(desk, 'observations.list', { clauses: [{ field: 'with_document_type', operation: 'eq', value: 1 }], limit: 1, sort: 'occurrence_id' });
  occurrenceId = page.rows[0]!.occurrence_id;
  docs = await call(desk, 'observationDocs.list', { occurrence_id: occurrenceId });
});
afterAll(async () => {
  await host?.close();
  await Promise.all([desk?.services.dispose(), visitor?.services.dispose()]);
  await server?.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('observationDocs.list', () => {
  it('lists the attached documents with desk-file URLs instead of the service\'s', async () => {
    expect(docs.length).toBeGreaterThan(0);
    for (const doc of docs) {
      expect(doc.file_url).toBe(`/desk-file/doc/${doc.id}/file`);
      expect(doc.thumbnail_urls).toEqual({ small: `/desk-file/doc/${doc.id}/thumbnail` });
      expect(doc.mimetype).toMatch(/^image\//);
    }
    expect(JSON.stringify(docs)).not.toContain('/rest/v5/');
  });
});

describe('desk-file in browser mode', () => {
  it('answers the thumbnail bytes with the service\'s Content-Type, then serves them from the disk cache', async () => {
    const doc = docs[0]!;
    desk.requests.reset();
    const first = await desked(`/desk-file/doc/${doc.id}/thumbnail`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/jpeg');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('content-security-policy')).toBe(WEB_CONTENT_SECURITY_POLICY); // an image keeps the host's CSP
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual(JPEG);
    expect(desk.requests.count(`GET /rest/v5/docs/${doc.id}/thumbnail`)).toBe(1);

    const second = await desked(`/desk-file/doc/${doc.id}/thumbnail`);
    expect(new Uint8Array(await second.arrayBuffer())).toEqual(bytes);
    expect(desk.requests.count(`GET /rest/v5/docs/${doc.id}/thumbnail`)).toBe(1);
    expect(statSync(cachedFile(doc.id, 'thumbnail')).size).toBe(bytes.length);
  });

  it('revalidates with If-None-Match after the freshness period (304 keeps the cached bytes)', async () => {
    const doc = docs[0]!;
    const inode = statSync(cachedFile(doc.id, 'thumbnail')).ino;
    desk.requests.reset();
    desk.clock.now += DOC_FRESH_MS + 1000;
    const again = await desked(`/desk-file/doc/${doc.id}/thumbnail`);
    expect(again.status).toBe(200);
    expect([...new Uint8Array(await again.arrayBuffer()).slice(0, 3)]).toEqual(JPEG);
    expect(desk.requests.count(`GET /rest/v5/docs/${doc.id}/thumbnail`)).toBe(1);
    expect(statSync(cachedFile(doc.id, 'thumbnail')).ino).toBe(inode); // 304: the bytes were not written again
    await desked(`/desk-file/doc/${doc.id}/thumbnail`).then((r) => r.arrayBuffer());
    expect(desk.requests.count(`GET /rest/v5/docs/${doc.id}/thumbnail`)).toBe(1);
  });

  it('serves the file itself, and shares one fetch between concurrent requests', async () => {
    const doc = docs[0]!;
    desk.requests.reset();
    const answers = await Promise.all([1, 2, 3].map(() => desked(`/desk-file/doc/${doc.id}/file`)));
    const sizes = await Promise.all(answers.map(async (a) => (await a.arrayBuffer()).byteLength));
    expect(sizes).toEqual([doc.size_in_bytes, doc.size_in_bytes, doc.size_in_bytes]);
    expect(desk.requests.count(`GET /rest/v5/docs/${doc.id}/file`)).toBe(1);
  });

  it('needs its own token (the secret alone does not do), GET and a well-formed path', async () => {
    const doc = docs[0]!;
    expect((await desked(`/desk-file/doc/${doc.id}/thumbnail`, false)).status).toBe(403);
    for (const path of [`/desk-file/doc/${doc.id}/original`, '/desk-file/doc/01/file', '/desk-file/doc/-1/file', '/desk-file/doc/1.5/file', '/desk-file/doc/..%2f1/file']) {
      expect([403, 404], path).toContain((await desked(path)).status);
    }
    for (const method of ['POST', 'HEAD', 'DELETE']) {
      const answer = await fetch(`${host.origin}${signed(`/desk-file/doc/${doc.id}/file`)}`, { method, headers: { [SECRET_HEADER]: host.secret } });
      expect(answer.status, method).toBe(405);
    }
  });
});

describe('desk-file and documents that could run script', () => {
  /** Uploads `text` as a document of the flora project (as the manager, straight to the service). */
  const upload = async (name: string, type: string, text: string): Promise<number> => {
    const { access_token: token } = await loginWithPkce(server.url, 'manager');
    const form = new FormData();
    form.append('doc[doc_type]', '1');
    form.append('doc[file]', new Blob([text], { type }), name);
    const response = await fetch(`${server.url}/rest/v5/docs`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(response.status).toBe(201);
    return ((await response.json()) as { data: Document }).data.id;
  };

  it('serves HTML sandboxed and script types as plain bytes', async () => {
    const html = await upload('page.html', 'text/html', '<script>fetch("/desk/session.get")</script>');
    const page = await desked(`/desk-file/doc/${html}/file`);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox$/);
    const script = await upload('app.js', 'application/javascript', 'alert(1)');
    const js = await desked(`/desk-file/doc/${script}/file`);
    expect(js.headers.get('content-type')).toBe('application/octet-stream');
    expect(js.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await js.text()).toBe('alert(1)');
  });
});

describe('desk-file in Electron', () => {
  it('serves desk-file://doc/<id>/thumbnail through the same proxy and cache', async () => {
    const handler = createDeskFileProtocolHandler(async () => desk.services.docFiles);
    const doc = docs.at(-1)!;
    desk.requests.reset();
    const response = await handler(new Request(`desk-file://doc/${doc.id}/thumbnail`));
    expect(response.status).toBe(200);
    expect([...new Uint8Array(await response.arrayBuffer()).slice(0, 3)]).toEqual(JPEG);
    await (await handler(new Request(`desk-file://doc/${doc.id}/thumbnail`))).arrayBuffer();
    expect(desk.requests.count(`GET /rest/v5/docs/${doc.id}/thumbnail`)).toBe(1);
    expect((await handler(new Request(`desk-file://doc/${doc.id}/thumbnail`, { method: 'POST' }))).status).toBe(405);
    expect((await handler(new Request('desk-file://elsewhere/1/thumbnail'))).status).toBe(404);
  });
});

describe('desk-file rights and sessions', () => {
  it('passes the service\'s refusal on and never serves another user\'s cache (same data folder)', async () => {
    const garden = server.db.prepare("SELECT id FROM projects WHERE project_name LIKE 'Private garden%'").pluck().get() as number;
    const gardenDoc = server.db.prepare('SELECT id FROM docs WHERE dataset_id = ? ORDER BY id LIMIT 1').pluck().get(garden) as number;
    const asManager = await desk.services.docFiles.serve({ id: gardenDoc, variant: 'thumbnail' });
    expect(asManager.status).toBe(200);
    await new Response(asManager.body).arrayBuffer();
    const asVisitor = await visitor.services.docFiles.serve({ id: gardenDoc, variant: 'thumbnail' });
    expect(asVisitor.status).toBe(403);
    expect(await new Response(asVisitor.body).text()).toMatch(/right|access|permission/i);
  });

  it('answers 401 when nobody is signed in, even for a cached file', async () => {
    const doc = docs[0]!;
    const other = await signedInDesk(server, 'manager', { dataDir: freshDir() });
    const cached = await other.services.docFiles.serve({ id: doc.id, variant: 'thumbnail' });
    await new Response(cached.body).arrayBuffer();
    await other.services.session.signOut();
    other.requests.reset();
    const answer = await other.services.docFiles.serve({ id: doc.id, variant: 'thumbnail' });
    expect(answer.status).toBe(401);
    expect(other.requests.count(`GET /rest/v5/docs/${doc.id}/thumbnail`)).toBe(0);
    await other.services.dispose();
  });

  it('answers 404 for a document that does not exist', async () => {
    const answer = await desk.services.docFiles.serve({ id: 99_999_999, variant: 'file' });
    expect(answer.status).toBe(404);
  });
});
