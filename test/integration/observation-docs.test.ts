/**
 * /rest/v5/observations/{id}/docs against the running reference service: attach (PUT, idempotent),
 * list, get one, detach (DELETE, the document stays), 405 for POST, 404s and 403s.
 */
import { openAsBlob } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../helpers/server.js';
import { describeEachStore } from '../helpers/postgres.js';
import { scalar, startStoreServer } from '../helpers/store-server.js';
import { loginWithPkce } from '../helpers/login.js';
import type { RunningServer } from '../../src-server/index.js';
import type { Document } from '../../src-shared/schemas/doc.js';

const PHOTO = join(import.meta.dirname, '../../resources/demo/photos/pd_vegetables_commons-Landwirtschaftliches_Hauptfest_Gemuese_640.jpg');

describeEachStore('/rest/v5/observations/{id}/docs', (kind, templateUrl) => {
  let server: RunningServer;
  let url: string;
  let curator: string; // editor on project 1
  let visitor: string; // viewer on project 1
  let manager: string; // manager on projects 1 and 2
  let P1: number; // curator editor, visitor viewer
  let P2: number; // manager only, curator has no role
  let obs1: number; // in P1
  let obs2: number; // in P2
  let doc: Document; // P1, uploaded through the API
  let doc2: number; // P2, inserted
  let privateDoc: number; // no project, owned by the manager

  const insertObservation = async (dataset: number, uuid: string): Promise<number> => {
    const now = new Date().toISOString();
    return (await scalar(server, 'INSERT INTO observations (uuid, dataset_id, basis_of_record, created_at, updated_at) VALUES (?, ?, 1, ?, ?) RETURNING occurrence_id',
      uuid, dataset, now, now))!;
  };
  const insertDoc = async (dataset: number | null, owner: number, name: string): Promise<number> => {
    const now = new Date().toISOString();
    return (await scalar(server, `INSERT INTO docs (doc_type, file_name, original_file_name, mimetype, size_in_bytes, dataset_id, owner, storage_path, created_at, updated_at)
      VALUES (NULL, ?, ?, 'text/plain', 0, ?, ?, ?, ?, ?) RETURNING id`, name, name, dataset, owner, `docs/none/${name}`, now, now))!;
  };
  const personOf = async (username: string): Promise<number> => (await scalar(server, 'SELECT person_id FROM accounts WHERE username = ?', username))!;

  beforeAll(async () => {
    server = await startStoreServer(kind, templateUrl);
    url = server.url;
    await server.context.store.run("INSERT INTO vocabularies (field_name, code, label_en) VALUES ('doc_type', 901, 'Photo') ON CONFLICT DO NOTHING");
    const code = await scalar(server, "SELECT min(code) AS code FROM vocabularies WHERE field_name = 'doc_type'");
    [curator, visitor, manager] = (await Promise.all(['curator', 'visitor', 'manager'].map((u) => loginWithPkce(url, u)))).map((t) => t.access_token) as [string, string, string];
    P1 = (await scalar(server, `SELECT project_id FROM policies WHERE person_id = ? AND role = 'editor'
      INTERSECT SELECT project_id FROM policies WHERE person_id = ? AND role = 'viewer' ORDER BY 1 LIMIT 1`, await personOf('curator'), await personOf('visitor')))!;
    P2 = (await scalar(server, `SELECT project_id FROM policies WHERE person_id = ? AND role = 'manager'
      EXCEPT SELECT project_id FROM policies WHERE person_id = ? ORDER BY 1 LIMIT 1`, await personOf('manager'), await personOf('curator')))!;
    obs1 = await insertObservation(P1, 'obs-docs-test-1');
    obs2 = await insertObservation(P2, 'obs-docs-test-2');
    const form = new FormData();
    form.append('doc[dataset_id]', String(P1));
    form.append('doc[doc_type]', String(code));
    form.append('doc[file]', await openAsBlob(PHOTO, { type: 'image/jpeg' }), 'gemuese.jpg');
    const res = await fetch(`${url}/rest/v5/docs`, { method: 'POST', headers: { authorization: `Bearer ${curator}` }, body: form });
    expect(res.status).toBe(201);
    doc = ((await res.json()) as { data: Document }).data;
    doc2 = await insertDoc(P2, await personOf('manager'), 'project2.txt');
    privateDoc = await insertDoc(null, await personOf('manager'), 'private.txt');
  });
  afterAll(async () => { await server?.close(); });

  const path = (obs: number | string, d?: number | string): string => `/rest/v5/observations/${obs}/docs${d === undefined ? '' : `/${d}`}`;

  it('starts empty, attaches (idempotent), lists and gets one', async () => {
    const empty = await api(url, `${path(obs1)}?with_total=true`, { token: visitor });
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual([]);
    expect(empty.headers.get('x-total')).toBe('0');

    const attach = await api(url, path(obs1, doc.id), { method: 'PUT', token: curator });
    expect(attach.status).toBe(200);
    expect(attach.body.data).toEqual(doc);
    expect((await api(url, path(obs1, doc.id), { method: 'PUT', token: curator })).status).toBe(200);
    expect(await scalar(server, 'SELECT count(*) AS n FROM observation_docs WHERE occurrence_id = ?', obs1)).toBe(1);

    const list = await api(url, `${path(obs1)}?with_total=true`, { token: visitor });
    expect(list.body.data).toEqual([doc]);
    expect(list.headers.get('x-total')).toBe('1');
    expect(list.headers.get('x-filtered-total')).toBe('1');
    expect((await api(url, `${path(obs1)}?file_name[iw_contains]=nothing`, { token: visitor })).body.data).toEqual([]);
    expect((await api(url, `${path(obs1)}?file_name[iw_contains]=GEMUESE`, { token: visitor })).body.data).toEqual([doc]);
    expect((await api(url, `${path(obs1)}?bogus=1`, { token: visitor })).status).toBe(400);
    expect((await api(url, path(obs1, doc.id), { token: visitor })).body.data).toEqual(doc);
    const filtered = await api(url, '/rest/v5/docs?with_observation[eq]=true&limit=1000', { token: visitor });
    expect(filtered.body.data.map((d: Document) => d.id)).toContain(doc.id);
  });

  it('answers 405 with Allow for POST', async () => {
    const list = await api(url, path(obs1), { method: 'POST', token: curator, body: { doc_id: doc.id } });
    expect(list.status).toBe(405);
    expect(list.headers.get('allow')).toBe('GET, HEAD');
    expect(list.headers.get('content-type')).toMatch(/application\/problem\+json/);
    const one = await api(url, path(obs1, doc.id), { method: 'POST', token: curator });
    expect(one.status).toBe(405);
    expect(one.headers.get('allow')).toBe('GET, PUT, DELETE, HEAD');
  });

  it('answers 404 for unknown observations, documents and unattached documents', async () => {
    expect((await api(url, path(999999), { token: curator })).status).toBe(404);
    expect((await api(url, path('abc'), { token: curator })).status).toBe(404);
    expect((await api(url, path(999999, doc.id), { method: 'PUT', token: curator })).status).toBe(404);
    const unknownDoc = await api(url, path(obs1, 999999), { method: 'PUT', token: curator });
    expect(unknownDoc.status).toBe(404);
    expect(unknownDoc.body).toMatchObject({ status: 404, title: 'Not Found' });
    expect((await api(url, path(obs1, 999999), { token: curator })).status).toBe(404);
    expect((await api(url, path(obs2, doc.id), { token: manager })).status).toBe(404);
    expect((await api(url, path(obs2, doc.id), { method: 'DELETE', token: manager })).status).toBe(404);
  });

  it('answers 403 without the rights', async () => {
    expect((await api(url, path(obs1, doc.id), { method: 'PUT', token: visitor })).status).toBe(403); // viewer: no write
    expect((await api(url, path(obs1, doc.id), { method: 'DELETE', token: visitor })).status).toBe(403);
    expect((await api(url, path(obs2), { token: curator })).status).toBe(403); // no right on P2
    expect((await api(url, path(obs1, doc2), { method: 'PUT', token: curator })).status).toBe(403); // cannot read the document
    expect((await api(url, path(obs1, privateDoc), { method: 'PUT', token: curator })).status).toBe(403);
    expect((await api(url, path(obs1))).status).toBe(401);
  });

  it('lists only attached documents the caller may read', async () => {
    expect((await api(url, path(obs1, privateDoc), { method: 'PUT', token: manager })).status).toBe(200);
    expect((await api(url, path(obs1, doc2), { method: 'PUT', token: manager })).status).toBe(200);
    const forManager = await api(url, `${path(obs1)}?sort=id&dir=desc`, { token: manager });
    expect(forManager.body.data.map((d: Document) => d.id)).toEqual([privateDoc, doc2, doc.id]);
    const forCurator = await api(url, `${path(obs1)}?with_total=true`, { token: curator });
    expect(forCurator.body.data.map((d: Document) => d.id)).toEqual([doc.id]);
    expect(forCurator.headers.get('x-total')).toBe('1');
    expect((await api(url, path(obs1, doc2), { token: curator })).status).toBe(403);
  });

  it('detaches (204) without deleting the document; deleting a document detaches it', async () => {
    const res = await api(url, path(obs1, doc.id), { method: 'DELETE', token: curator });
    expect(res.status).toBe(204);
    expect((await api(url, path(obs1, doc.id), { token: curator })).status).toBe(404);
    expect((await api(url, path(obs1, doc.id), { method: 'DELETE', token: curator })).status).toBe(404);
    expect((await api(url, `/rest/v5/docs/${doc.id}`, { token: curator })).status).toBe(200);

    expect((await api(url, path(obs1, doc.id), { method: 'PUT', token: curator })).status).toBe(200);
    expect((await api(url, `/rest/v5/docs/${doc.id}`, { method: 'DELETE', token: curator })).status).toBe(204);
    expect((await api(url, path(obs1), { token: curator })).body.data).toEqual([]);
    expect((await api(url, path(obs1, doc.id), { token: curator })).status).toBe(404);
  });
});
