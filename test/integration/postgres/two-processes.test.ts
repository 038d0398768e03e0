import { mkdtempSync, openAsBlob, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DESK_CLIENT_ID, loginWithPkce } from '../../helpers/login.js';
import { createTestDatabase, describePostgres, type TestDatabase } from '../../helpers/postgres.js';
import { startServiceProcess, type ServiceProcess } from '../../helpers/service-process.js';

/** A refresh grant (RFC 6749 §6) with its raw answer: status and OAuth body. */
async function refresh(baseUrl: string, refreshToken: string): Promise<{ status: number; body: Record<string, string> }> {
  const response = await fetch(`${baseUrl}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ grant_type: 'refresh_token', client_id: DESK_CLIENT_ID, refresh_token: refreshToken }).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

const PHOTO = join(import.meta.dirname, '../../../resources/demo/photos/cc0_prunus-spinosa_maxpixel-2308289_640.jpg');

/** GET `path` on `baseUrl` with `token`: the status and the body's bytes. */
async function read(baseUrl: string, path: string, token: string): Promise<{ status: number; bytes: Buffer; json?: { data: unknown } }> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, bytes, json: response.headers.get('content-type')?.includes('json') ? JSON.parse(bytes.toString('utf8')) : undefined };
}

/** The status of a bearer-protected read on `baseUrl` with `token`. */
async function peopleStatus(baseUrl: string, token: string): Promise<number> {
  return (await fetch(`${baseUrl}/rest/v5/people?limit=1`, { headers: { authorization: `Bearer ${token}` } })).status;
}

describePostgres('two service processes on one PostgreSQL database', (templateUrl) => {
  let database: TestDatabase;
  let a: ServiceProcess;
  let b: ServiceProcess;
  const dirs: string[] = [];
  const dataDirs: string[] = [];
  const dir = (prefix: string): string => {
    const made = mkdtempSync(join(tmpdir(), prefix));
    dirs.push(made);
    return made;
  };

  beforeAll(async () => {
    database = await createTestDatabase(templateUrl, { seeded: true });
    const documents = dir('obs-shared-documents-');
    const args = (): string[] => {
      const dataDir = dir('obs-process-');
      dataDirs.push(dataDir);
      return ['--data-dir', dataDir, '--database', database.url, '--documents-dir', documents];
    };
    [a, b] = await Promise.all([startServiceProcess(args()), startServiceProcess(args())]);
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
    for (const made of dirs) rmSync(made, { recursive: true, force: true });
  });

  it('keeps no SQLite database beside a process on PostgreSQL', () => {
    expect(dataDirs).toHaveLength(2);
    for (const dataDir of dataDirs) expect(readdirSync(dataDir, { recursive: true }).map(String).filter((f) => /\.sqlite/.test(f))).toEqual([]);
  });

  it('of two edits with one If-Match sent to both processes at once, one is applied and the other gets 412', async () => {
    const manager = (await loginWithPkce(a.url, 'manager')).access_token;
    const call = async (baseUrl: string, path: string, init: { method?: string; body?: unknown; etag?: string } = {}) => {
      const response = await fetch(`${baseUrl}${path}`, {
        method: init.method ?? 'GET',
        headers: { authorization: `Bearer ${manager}`, 'content-type': 'application/json', ...(init.etag ? { 'if-match': init.etag } : {}) },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      return { status: response.status, etag: response.headers.get('etag'), body: (await response.json()) as { data: { occurrence_id: number; occurrence_remarks: string } } };
    };
    const projects = await call(a.url, '/rest/v5/projects?project_name=Flora Ticino (GBIF)');
    const dataset_id = (projects.body.data as unknown as Array<{ id: number }>)[0]!.id;
    // several rounds: a check outside the write's lock lets both through in some of them
    for (let round = 0; round < 5; round++) {
      const created = await call(a.url, '/rest/v5/observations', { method: 'POST', body: { dataset_id, basis_of_record: 1, occurrence_remarks: 'start' } });
      const path = `/rest/v5/observations/${created.body.data.occurrence_id}`;
      const { etag } = await call(b.url, path);
      expect(etag).toMatch(/^"/);
      const answers = await Promise.all([a, b].map((p, i) => call(p.url, path, { method: 'PUT', etag: etag!, body: { occurrence_remarks: `edit ${i}` } })));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 412]);
      const won = answers.find((answer) => answer.status === 200)!;
      const stored = await call(round % 2 ? a.url : b.url, path);
      expect(stored.body.data.occurrence_remarks).toBe(won.body.data.occurrence_remarks);
      expect(stored.etag).toBe(won.etag);
    }
  });

  it('serves an upload to one process from the other, and a delete on that one is seen by the first', async () => {
    const token = (await loginWithPkce(a.url, 'curator')).access_token;
    const project = ((await read(a.url, '/rest/v5/projects?right=write&limit=1', token)).json!.data as Array<{ id: number }>)[0]!.id;
    const docType = ((await read(a.url, '/public/v5/vocabularies?field_name=doc_type&limit=1', token)).json!.data as Array<{ code: number }>)[0]!.code;
    const form = new FormData();
    form.append('doc[dataset_id]', String(project));
    form.append('doc[doc_type]', String(docType));
    form.append('doc[file]', await openAsBlob(PHOTO, { type: 'image/jpeg' }), 'two-processes.jpg');
    const uploaded = await fetch(`${a.url}/rest/v5/docs`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(uploaded.status).toBe(201);
    const id = ((await uploaded.json()) as { data: { id: number } }).data.id;

    const listed = await read(b.url, `/rest/v5/docs?id=${id}`, token);
    expect((listed.json!.data as Array<{ id: number }>).map((d) => d.id)).toEqual([id]);
    const file = await read(b.url, `/rest/v5/docs/${id}/file`, token);
    expect(file.status).toBe(200);
    expect(file.bytes.equals(readFileSync(PHOTO))).toBe(true);
    expect((await read(b.url, `/rest/v5/docs/${id}/thumbnail`, token)).status).toBe(200);

    const deleted = await fetch(`${b.url}/rest/v5/docs/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    expect(deleted.status).toBe(204);
    for (const path of [`/rest/v5/docs/${id}`, `/rest/v5/docs/${id}/file`]) expect((await read(a.url, path, token)).status, path).toBe(404);
    expect((await read(a.url, `/rest/v5/docs?id=${id}`, token)).json!.data).toEqual([]);
  });

  it('accepts on one process the access token a login on the other issued', async () => {
    const tokens = await loginWithPkce(a.url, 'steward');
    expect(await peopleStatus(b.url, tokens.access_token)).toBe(200);
    expect(await peopleStatus(a.url, tokens.access_token)).toBe(200);
    expect(await peopleStatus(b.url, 'not-a-token-of-either-process')).toBe(401);
  });

  it('rotates a refresh token once across processes: the used one is refused on the other', async () => {
    const tokens = await loginWithPkce(b.url, 'manager');
    const rotated = await refresh(a.url, tokens.refresh_token);
    expect(rotated.status).toBe(200);
    expect(await peopleStatus(b.url, rotated.body.access_token!)).toBe(200);
    const reused = await refresh(b.url, tokens.refresh_token);
    expect(reused).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('lets exactly one of two simultaneous refreshes with one token win', async () => {
    const tokens = await loginWithPkce(a.url, 'curator');
    const answers = await Promise.all([refresh(a.url, tokens.refresh_token), refresh(b.url, tokens.refresh_token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });
});
