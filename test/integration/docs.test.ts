/**
 * /rest/v5/docs against the running reference service: multipart uploads streamed from disk,
 * the file and thumbnail downloads, list filters and totals, metadata updates, replace, delete,
 * limits (413), media types (415), rights (403) and a 200 MB upload with flat server memory.
 */
import { existsSync, openAsBlob, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestServer } from '../helpers/server.js';
import { describeEachStore } from '../helpers/postgres.js';
import { scalar, startStoreServer } from '../helpers/store-server.js';
import { loginWithPkce } from '../helpers/login.js';
import type { RunningServer } from '../../src-server/index.js';
import type { Document } from '../../src-shared/schemas/doc.js';

const PHOTOS = join(import.meta.dirname, '../../resources/demo/photos');
const PHOTO_A = join(PHOTOS, 'cc0_prunus-spinosa_maxpixel-2308289_640.jpg');
const PHOTO_B = join(PHOTOS, 'cc0_spring1_pxhere-1225335_640.jpg');

/** Uploads with a real multipart body streamed from disk (undici FormData + fs.openAsBlob). */
async function upload(
  url: string, token: string | undefined, file: string | undefined,
  fields: Record<string, string>, options: { method?: string; path?: string; name?: string; type?: string } = {},
): Promise<{ status: number; headers: Headers; body: any }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('doc[file]', await openAsBlob(file, { type: options.type ?? 'image/jpeg' }), options.name ?? file.split('/').pop());
  const res = await fetch(`${url}${options.path ?? '/rest/v5/docs'}`, {
    method: options.method ?? 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

/**
 * POSTs a FormData through http.request with back-pressure. Node 20's global fetch (its bundled
 * undici) reads a request body far ahead of the socket (a 200 MB upload grows rss by ~200 MB), so
 * the memory test streams `new Response(form).body` (FormData's own multipart encoding) itself.
 */
async function postStreamed(target: string, token: string, form: FormData): Promise<{ status: number; body: any }> {
  const encoded = new Response(form);
  const req = request(target, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': encoded.headers.get('content-type')! } });
  const answer = new Promise<{ status: number; body: any }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (c: string) => { text += c; }).on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : undefined }));
    }).on('error', reject);
  });
  await pipeline(Readable.fromWeb(encoded.body! as NodeReadableStream<Uint8Array>), req);
  return answer;
}

/** Sends a hand-made multipart body with http.request; `abortAfterMs` destroys the request mid-body. */
function rawPost(target: string, token: string, contentType: string, chunks: string[], abortAfterMs?: number): Promise<number | 'aborted'> {
  return new Promise((resolve) => {
    const req = request(target, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': contentType } });
    req.on('response', (res) => { res.resume(); res.on('end', () => resolve(res.statusCode ?? 0)); });
    req.on('error', () => resolve('aborted'));
    for (const chunk of chunks) req.write(chunk);
    if (abortAfterMs === undefined) req.end();
    else setTimeout(() => { req.destroy(); resolve('aborted'); }, abortAfterMs);
  });
}

/** First doc_type code; the stub seed has none, so the test adds two when missing. */
async function docTypeCodes(server: RunningServer): Promise<number[]> {
  const { store } = server.context;
  const codes = async () => (await store.all<{ code: number }>("SELECT code FROM vocabularies WHERE field_name = 'doc_type' ORDER BY code")).map((r) => r.code);
  if ((await codes()).length < 2) {
    for (const [code, label] of [[901, 'Photo'], [902, 'Report']] as const)
      await store.run("INSERT INTO vocabularies (field_name, code, label_en) VALUES ('doc_type', ?, ?) ON CONFLICT DO NOTHING", [code, label]);
  }
  return codes();
}

/**
 * Projects of the seeded data the tests rely on by role, not by id: `edit` where the curator is an
 * editor and the visitor a viewer, `other` where the manager is manager and the curator has no role.
 */
async function projectsOf(server: RunningServer): Promise<{ edit: number; other: number }> {
  const person = async (u: string): Promise<number | undefined> => scalar(server, 'SELECT person_id FROM accounts WHERE username = ?', u);
  const [curator, visitor, manager] = [await person('curator'), await person('visitor'), await person('manager')];
  const edit = await scalar(server, `SELECT project_id FROM policies WHERE person_id = ? AND role = 'editor'
    INTERSECT SELECT project_id FROM policies WHERE person_id = ? AND role = 'viewer' ORDER BY 1 LIMIT 1`, curator, visitor);
  const other = await scalar(server, `SELECT project_id FROM policies WHERE person_id = ? AND role = 'manager'
    EXCEPT SELECT project_id FROM policies WHERE person_id = ? ORDER BY 1 LIMIT 1`, manager, curator);
  if (!edit || !other) throw new Error('the seeded policies lack the projects these tests need');
  return { edit, other };
}

const tmpFiles = (server: RunningServer): string[] => {
  const dir = join(server.dataDir, 'files', 'tmp');
  return existsSync(dir) ? readdirSync(dir) : [];
};
const storedPath = async (server: RunningServer, id: number): Promise<{ storage_path: string; thumbnail_path: string | null }> =>
  (await server.context.store.get<{ storage_path: string; thumbnail_path: string | null }>('SELECT storage_path, thumbnail_path FROM docs WHERE id = ?', [id]))!;
/** A bare observation of project `dataset_id` to attach documents to, through the store under test. */
const bareObservation = async (server: RunningServer, uuid: string, dataset_id: number): Promise<number> => {
  const now = new Date().toISOString();
  return (await scalar(server, 'INSERT INTO observations (uuid, dataset_id, basis_of_record, created_at, updated_at) VALUES (?, ?, 1, ?, ?) RETURNING occurrence_id', uuid, dataset_id, now, now))!;
};

describeEachStore('/rest/v5/docs', (kind, templateUrl) => {
  let server: RunningServer;
  let url: string;
  let curator: string; // editor on project 1
  let visitor: string; // viewer on project 1
  let manager: string; // manager on projects 1 and 2
  let photo: number;
  let report: number;
  let doc: Document;
  let P1: number; // curator editor, visitor viewer
  let P2: number; // manager only, curator nothing

  beforeAll(async () => {
    server = await startStoreServer(kind, templateUrl);
    url = server.url;
    [photo, report] = await docTypeCodes(server) as [number, number];
    ({ edit: P1, other: P2 } = await projectsOf(server));
    [curator, visitor, manager] = (await Promise.all(['curator', 'visitor', 'manager'].map((u) => loginWithPkce(url, u)))).map((t) => t.access_token) as [string, string, string];
  });
  afterAll(async () => { await server?.close(); });

  it('uploads a JPEG (201) and returns the document fields', async () => {
    const res = await upload(url, curator, PHOTO_A, { 'doc[dataset_id]': String(P1), 'doc[doc_type]': String(photo), 'doc[doc_rem]': 'Blackthorn in flower' }, { name: 'Docstest Prunus spinosa.jpg' });
    expect(res.status).toBe(201);
    doc = res.body.data;
    expect(Object.keys(doc).sort()).toEqual(['dataset_id', 'doc_rem', 'doc_type', 'file_name', 'file_url', 'folder_name', 'id', 'mimetype', 'original_file_name', 'owner', 'size_in_bytes', 'thumbnail_urls']);
    expect(doc).toMatchObject({
      dataset_id: P1, doc_type: photo, doc_rem: 'Blackthorn in flower', mimetype: 'image/jpeg', folder_name: null,
      original_file_name: 'Docstest Prunus spinosa.jpg', file_name: 'Docstest_Prunus_spinosa.jpg',
      size_in_bytes: statSync(PHOTO_A).size, file_url: `${url}/rest/v5/docs/${doc.id}/file`,
      thumbnail_urls: { small: `${url}/rest/v5/docs/${doc.id}/thumbnail` },
    });
    expect(doc.owner).toBe(await scalar(server, "SELECT person_id FROM accounts WHERE username = 'curator'"));
    expect(res.headers.get('location')).toBe(`/rest/v5/docs/${doc.id}`);
    expect(existsSync(join(server.dataDir, 'files', (await storedPath(server, doc.id)).storage_path))).toBe(true);
    expect(tmpFiles(server)).toEqual([]);
  });

  it('serves the file and the thumbnail to readers only', async () => {
    const file = await fetch(doc.file_url, { headers: { authorization: `Bearer ${visitor}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(file.headers.get('content-length')).toBe(String(statSync(PHOTO_A).size));
    expect(file.headers.get('cache-control')).toMatch(/private/);
    const etag = file.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    expect(Buffer.from(await file.arrayBuffer()).equals(readFileSync(PHOTO_A))).toBe(true);

    expect((await fetch(doc.file_url)).status).toBe(401);
    expect((await fetch(doc.thumbnail_urls.small!)).status).toBe(401);
    const notModified = await fetch(doc.file_url, { headers: { authorization: `Bearer ${visitor}`, 'if-none-match': etag! } });
    expect(notModified.status).toBe(304);
    const part = await fetch(doc.file_url, { headers: { authorization: `Bearer ${visitor}`, range: 'bytes=0-9' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-9/${statSync(PHOTO_A).size}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(readFileSync(PHOTO_A).subarray(0, 10))).toBe(true);
    const head = await fetch(doc.file_url, { method: 'HEAD', headers: { authorization: `Bearer ${visitor}` } });
    expect(head.headers.get('content-length')).toBe(String(statSync(PHOTO_A).size));

    const thumb = await fetch(doc.thumbnail_urls.small!, { headers: { authorization: `Bearer ${visitor}` } });
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toMatch(/^image\//);
    const bytes = Buffer.from(await thumb.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(100);
    expect(bytes.length).toBeLessThan(statSync(PHOTO_A).size);
  });

  it('GET /docs/{id}: 200 for readers, 403 without the right, 404 when unknown', async () => {
    expect((await api(url, `/rest/v5/docs/${doc.id}`, { token: visitor })).body.data).toEqual(doc);
    const other = await upload(url, manager, PHOTO_B, { 'doc[dataset_id]': String(P2), 'doc[doc_type]': String(report) });
    expect(other.status).toBe(201);
    const forbidden = await api(url, `/rest/v5/docs/${other.body.data.id}`, { token: curator });
    expect(forbidden.status).toBe(403);
    expect(forbidden.headers.get('content-type')).toMatch(/application\/problem\+json/);
    // the project is named by its name, as every other 403 on a project does (issue 17 item 2)
    const projectName = (await api(url, `/rest/v5/projects/${P2}`, { token: manager })).body.data.project_name as string;
    expect(forbidden.body.detail).toContain(`"${projectName}"`);
    expect((await fetch(other.body.data.file_url, { headers: { authorization: `Bearer ${curator}` } })).status).toBe(403);
    expect((await api(url, '/rest/v5/docs/999999', { token: curator })).status).toBe(404);
    expect((await api(url, '/rest/v5/docs/abc', { token: curator })).status).toBe(404);
  });

  it('lists with filters, right, paging and totals', async () => {
    const mine = await upload(url, curator, PHOTO_B, { 'doc[doc_type]': String(report) }, { name: 'Privé Notiz.jpg' });
    expect(mine.status).toBe(201);
    expect(mine.body.data).toMatchObject({ dataset_id: null, original_file_name: 'Privé Notiz.jpg', file_name: 'Prive_Notiz.jpg' });

    const list = await api(url, '/rest/v5/docs?file_name[iw_contains]=DOCSTEST_PRUNUS&with_total=true', { token: curator });
    expect(list.status).toBe(200);
    expect(list.body.data.map((d: Document) => d.id)).toEqual([doc.id]);
    const visible = await scalar(server, 'SELECT count(*) AS n FROM docs WHERE dataset_id IN (SELECT project_id FROM policies WHERE person_id = ?) OR (dataset_id IS NULL AND owner = ?)',
      mine.body.data.owner, mine.body.data.owner);
    expect(list.headers.get('x-total')).toBe(String(visible));
    expect(list.headers.get('x-filtered-total')).toBe('1');
    expect((await api(url, '/rest/v5/docs?file_name[iw_contains]=docstest', { token: curator })).headers.get('x-total')).toBeNull();

    const head = await api(url, `/rest/v5/docs?dataset_id=${P1}&with_total=true`, { method: 'HEAD', token: curator });
    expect(head.status).toBe(200);
    expect(head.headers.get('x-filtered-total')).toBe(String(await scalar(server, 'SELECT count(*) AS n FROM docs WHERE dataset_id = ?', P1)));

    // a document without project is its owner's only
    const ids = async (token: string, q: string): Promise<number[]> => (await api(url, `/rest/v5/docs?${q}`, { token })).body.data.map((d: Document) => d.id);
    expect(await ids(curator, `id=${mine.body.data.id}`)).toEqual([mine.body.data.id]);
    expect(await ids(curator, 'original_file_name[iw_eq]=privé*')).toEqual([mine.body.data.id]);
    expect(await ids(visitor, `id=${mine.body.data.id}`)).toEqual([]);
    expect(await ids(manager, `dataset_id=${P2}&limit=1000`)).toHaveLength((await scalar(server, 'SELECT count(*) AS n FROM docs WHERE dataset_id = ?', P2))!);
    expect(await ids(curator, `dataset_id=${P2}`)).toEqual([]);
    expect(await ids(visitor, 'right=write')).toEqual([]);
    expect(await ids(curator, `right=write&id[in]=${doc.id},${mine.body.data.id}`)).toEqual([doc.id, mine.body.data.id]);
    expect(await ids(curator, 'sort=id&dir=desc&limit=1')).toEqual([mine.body.data.id]);

    // with_observation: attached to at least one observation or not
    const occ = await bareObservation(server, 'docs-test-1', P1);
    await server.context.store.run('INSERT INTO observation_docs (occurrence_id, doc_id) VALUES (?, ?)', [occ, doc.id]);
    const attached = await ids(curator, 'with_observation[eq]=true&limit=1000');
    expect(attached).toContain(doc.id);
    for (const id of attached) expect(await scalar(server, 'SELECT count(*) AS n FROM observation_docs WHERE doc_id = ?', id)).not.toBe(0);
    const unattached = await ids(curator, 'with_observation=false&limit=1000');
    expect(unattached).toContain(mine.body.data.id);
    expect(unattached).not.toContain(doc.id);

    expect((await api(url, '/rest/v5/docs?right=own', { token: curator })).status).toBe(400);
    expect((await api(url, '/rest/v5/docs?filename=x', { token: curator })).body.detail).toMatch(/file_name/);
    expect((await api(url, '/rest/v5/docs?file_name[gt]=x', { token: curator })).status).toBe(400);
    expect((await api(url, '/rest/v5/docs')).status).toBe(401);
  });

  it('PUT /docs/{id}/metadatas updates metadata, 422 for invalid bodies, 403 without write', async () => {
    const path = `/rest/v5/docs/${doc.id}/metadatas`;
    const ok = await api(url, path, { method: 'PUT', token: curator, body: { doc_rem: 'Prunus spinosa, hedge', folder_name: '2025 season', original_file_name: 'schlehe.jpg' } });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ doc_rem: 'Prunus spinosa, hedge', folder_name: '2025 season', original_file_name: 'schlehe.jpg', doc_type: photo, dataset_id: P1, file_name: doc.file_name });
    const file = await fetch(doc.file_url, { headers: { authorization: `Bearer ${curator}` } });
    expect(file.headers.get('content-disposition')).toContain('schlehe.jpg');

    const bad = await api(url, path, { method: 'PUT', token: curator, body: { doc_type: 987654, file_name: 'x.jpg', colour: 'red', last_modified_when: 'x' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['colour', 'file_name', 'last_modified_when']);
    const badType = await api(url, path, { method: 'PUT', token: curator, body: { doc_type: 987654 } });
    expect(badType.status).toBe(422);
    expect(badType.body.errors[0].field).toBe('doc_type');
    expect((await api(url, path, { method: 'PUT', token: curator, body: {} })).status).toBe(422);
    expect((await api(url, path, { method: 'PUT', token: curator, body: { data: { doc_rem: 'x' } } })).status).toBe(422);
    expect((await api(url, path, { method: 'PUT', token: curator, body: { doc_rem: 12 } })).status).toBe(422);
    expect((await api(url, path, { method: 'PUT', token: visitor, body: { doc_rem: 'x' } })).status).toBe(403);
    expect((await api(url, path, { method: 'PUT', token: curator, body: { dataset_id: P2 } })).status).toBe(403);
    expect((await api(url, path, { method: 'PUT', token: curator, body: { dataset_id: 999 } })).status).toBe(422);
    expect((await api(url, path, { method: 'PUT', token: curator, body: { doc_type: report } })).body.data.doc_type).toBe(report);
    expect((await api(url, path, { method: 'POST', token: curator, body: { doc_rem: 'x' } })).status).toBe(405);
  });

  it('PUT /docs/{id} replaces the file, keeps id and metadata, remakes the thumbnail', async () => {
    const old = await storedPath(server, doc.id);
    const res = await upload(url, curator, PHOTO_B, {}, { method: 'PUT', path: `/rest/v5/docs/${doc.id}` });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: doc.id, doc_rem: 'Prunus spinosa, hedge', folder_name: '2025 season', dataset_id: P1,
      file_name: 'cc0_spring1_pxhere-1225335_640.jpg', original_file_name: 'cc0_spring1_pxhere-1225335_640.jpg', size_in_bytes: statSync(PHOTO_B).size });
    expect(existsSync(join(server.dataDir, 'files', old.storage_path))).toBe(false);
    const now = await storedPath(server, doc.id);
    expect(now.thumbnail_path).not.toBeNull();
    const file = await fetch(doc.file_url, { headers: { authorization: `Bearer ${curator}` } });
    expect(Buffer.from(await file.arrayBuffer()).equals(readFileSync(PHOTO_B))).toBe(true);
    expect((await fetch(doc.thumbnail_urls.small!, { headers: { authorization: `Bearer ${curator}` } })).status).toBe(200);

    const extra = await upload(url, curator, PHOTO_B, { 'doc[doc_rem]': 'x' }, { method: 'PUT', path: `/rest/v5/docs/${doc.id}` });
    expect(extra.status).toBe(422);
    expect(extra.body.errors[0].field).toBe('doc[doc_rem]');
    expect((await upload(url, visitor, PHOTO_B, {}, { method: 'PUT', path: `/rest/v5/docs/${doc.id}` })).status).toBe(403);
    expect((await upload(url, curator, undefined, {}, { method: 'PUT', path: `/rest/v5/docs/${doc.id}` })).status).toBe(422);
    expect((await api(url, `/rest/v5/docs/${doc.id}`, { method: 'PUT', token: curator, body: { doc_rem: 'x' } })).status).toBe(415);
    expect(tmpFiles(server)).toEqual([]);
  });

  it('refuses bad uploads: 415, 403, 422, v4 part names', async () => {
    const json = await api(url, '/rest/v5/docs', { method: 'POST', token: curator, body: { dataset_id: P1, doc_type: photo } });
    expect(json.status).toBe(415);
    expect(json.headers.get('content-type')).toMatch(/application\/problem\+json/);

    const before = await scalar(server, 'SELECT count(*) AS n FROM docs');
    // fields first: refused before the bytes are stored; file first: refused after
    expect((await upload(url, visitor, PHOTO_A, { 'doc[dataset_id]': String(P1), 'doc[doc_type]': String(photo) })).status).toBe(403);
    const fileFirst = new FormData();
    fileFirst.append('doc[file]', await openAsBlob(PHOTO_A, { type: 'image/jpeg' }), 'a.jpg');
    fileFirst.append('doc[dataset_id]', String(P1));
    fileFirst.append('doc[doc_type]', String(photo));
    expect((await fetch(`${url}/rest/v5/docs`, { method: 'POST', headers: { authorization: `Bearer ${visitor}` }, body: fileFirst })).status).toBe(403);

    const missing = await upload(url, curator, undefined, { 'doc[dataset_id]': String(P1), 'doc[doc_type]': String(photo) });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual([{ field: 'doc[file]', message: expect.any(String) }]);
    const badType = await upload(url, curator, PHOTO_A, { 'doc[dataset_id]': String(P1), 'doc[doc_type]': '987654' });
    expect(badType.status).toBe(422);
    expect(badType.body.errors[0].field).toBe('doc[doc_type]');
    const noType = await upload(url, curator, PHOTO_A, { 'doc[dataset_id]': String(P1) });
    expect(noType.body.errors[0].field).toBe('doc[doc_type]');
    const v4 = await upload(url, curator, PHOTO_A, { 'doc[project_id]': '1', 'doc[doc_type]': String(photo) });
    expect(v4.status).toBe(422);
    expect(v4.body.errors[0]).toMatchObject({ field: 'doc[project_id]', message: expect.stringContaining('doc[dataset_id]') });
    expect((await upload(url, curator, PHOTO_A, { 'doc[dataset_id]': '999', 'doc[doc_type]': String(photo) })).status).toBe(422);
    expect((await upload(url, undefined, PHOTO_A, { 'doc[dataset_id]': String(P1), 'doc[doc_type]': String(photo) })).status).toBe(401);
    expect(await scalar(server, 'SELECT count(*) AS n FROM docs')).toBe(before);
    expect(tmpFiles(server)).toEqual([]);
  });

  it('400 for a malformed multipart body; an aborted upload leaves no temporary file', async () => {
    const B = 'docs-test-boundary';
    const head = [['doc[doc_type]', String(photo)], ['doc[dataset_id]', String(P1)]]
      .map(([name, value]) => `--${B}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('')
      + `--${B}\r\nContent-Disposition: form-data; name="doc[file]"; filename="a.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    const before = await scalar(server, 'SELECT count(*) AS n FROM docs');
    expect(await rawPost(`${url}/rest/v5/docs`, curator, 'multipart/form-data', ['hello'])).toBe(400);
    expect(await rawPost(`${url}/rest/v5/docs`, curator, `multipart/form-data; boundary=${B}`, [head, 'x'.repeat(100_000)])).toBe(400);
    expect(await rawPost(`${url}/rest/v5/docs`, curator, `multipart/form-data; boundary=${B}`, [head, 'x'.repeat(100_000)], 200)).toBe('aborted');
    for (let i = 0; i < 50 && tmpFiles(server).length; i++) await new Promise((r) => setTimeout(r, 20));
    expect(tmpFiles(server)).toEqual([]);
    expect(await scalar(server, 'SELECT count(*) AS n FROM docs')).toBe(before);
  });

  it('honours If-Match on metadata and delete: of two changes sent with one version one lands, the other gets 412', async () => {
    const id = (await upload(url, curator, PHOTO_A, { 'doc[dataset_id]': String(P1), 'doc[doc_type]': String(photo) })).body.data.id as number;
    const etag = (await api(url, `/rest/v5/docs/${id}`, { token: curator })).headers.get('etag')!;
    const change = (doc_rem: string) => api(url, `/rest/v5/docs/${id}/metadatas`, { method: 'PUT', token: curator, body: { doc_rem }, headers: { 'if-match': etag } });
    const answers = await Promise.all([change('first'), change('second')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 412]);
    const won = answers.find((a) => a.status === 200)!;
    expect(answers.find((a) => a.status === 412)!.headers.get('etag')).toBe(won.headers.get('etag'));
    const remove = (tag: string) => api(url, `/rest/v5/docs/${id}`, { method: 'DELETE', token: curator, headers: { 'if-match': tag } });
    expect((await remove(etag)).status).toBe(412);
    expect((await remove(won.headers.get('etag')!)).status).toBe(204);
  });

  it('DELETE /docs/{id}: 204, files removed from disk, detached', async () => {
    const created = await upload(url, curator, PHOTO_A, { 'doc[dataset_id]': String(P1), 'doc[doc_type]': String(photo) });
    const id = created.body.data.id as number;
    const paths = await storedPath(server, id);
    const occ = await bareObservation(server, 'docs-test-2', P1);
    await server.context.store.run('INSERT INTO observation_docs (occurrence_id, doc_id) VALUES (?, ?)', [occ, id]);
    expect((await api(url, `/rest/v5/docs/${id}`, { method: 'DELETE', token: visitor })).status).toBe(403);
    const res = await api(url, `/rest/v5/docs/${id}`, { method: 'DELETE', token: curator });
    expect(res.status).toBe(204);
    for (const p of [paths.storage_path, paths.thumbnail_path!]) expect(existsSync(join(server.dataDir, 'files', p))).toBe(false);
    expect(await scalar(server, 'SELECT count(*) AS n FROM observation_docs WHERE doc_id = ?', id)).toBe(0);
    expect((await api(url, `/rest/v5/docs/${id}`, { token: curator })).status).toBe(404);
    expect((await api(url, `/rest/v5/docs/${id}`, { method: 'DELETE', token: curator })).status).toBe(404);
  });
});

describe('upload limits and memory', () => {
  it('413 above maxUploadBytes, temporary file removed, nothing stored', async () => {
    const server = await startTestServer({ maxUploadBytes: 50_000 });
    try {
      const [code] = await docTypeCodes(server);
      const { edit: project } = await projectsOf(server);
      const token = (await loginWithPkce(server.url, 'curator')).access_token;
      const before = server.db.prepare('SELECT count(*) FROM docs').pluck().get();
      const res = await upload(server.url, token, PHOTO_A, { 'doc[dataset_id]': String(project), 'doc[doc_type]': String(code) });
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ status: 413, title: 'Content Too Large' });
      expect(tmpFiles(server)).toEqual([]);
      expect(server.db.prepare('SELECT count(*) FROM docs').pluck().get()).toBe(before);
      const small = await upload(server.url, token, join(PHOTOS, 'README.md'), { 'doc[dataset_id]': String(project), 'doc[doc_type]': String(code) }, { type: 'text/markdown' });
      expect(small.status).toBe(201);
      expect(small.body.data).toMatchObject({ mimetype: 'text/markdown', thumbnail_urls: {} });
    } finally {
      await server.close();
    }
  });

  it('streams a 200 MB upload with flat server memory', { timeout: 120_000 }, async () => {
    const server = await startTestServer();
    const dir = await mkdtemp(join(tmpdir(), 'obs-big-'));
    try {
      const [code] = await docTypeCodes(server);
      const { edit: project } = await projectsOf(server);
      const token = (await loginWithPkce(server.url, 'curator')).access_token;
      const size = 200 * 1024 * 1024;
      const big = join(dir, 'zeros.bin');
      const handle = await open(big, 'w');
      await handle.truncate(size); // sparse: zero-filled without writing 200 MB
      await handle.close();

      const form = new FormData();
      form.append('doc[dataset_id]', String(project));
      form.append('doc[doc_type]', String(code));
      form.append('doc[file]', await openAsBlob(big, { type: 'application/octet-stream' }), 'zeros.bin');
      (globalThis as { gc?: () => void }).gc?.();
      const baseline = process.memoryUsage().rss;
      let peak = baseline;
      const timer = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 10);
      const res = await postStreamed(`${server.url}/rest/v5/docs`, token, form);
      clearInterval(timer);
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ size_in_bytes: size, mimetype: 'application/octet-stream', thumbnail_urls: {} });
      const growth = (peak - baseline) / 1024 / 1024;
      expect(growth, `rss grew by ${growth.toFixed(1)} MB`).toBeLessThan(64);
      expect(statSync(join(server.dataDir, 'files', (await storedPath(server, res.body.data.id)).storage_path)).size).toBe(size);
    } finally {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
