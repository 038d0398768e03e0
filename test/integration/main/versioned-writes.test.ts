/**
 * Safe concurrent edits end to end in main (src-main/api/versioned-records.ts) against the
 * reference service, as it is (ETag and If-Match) and as a strict v5 service without them: the
 * second desk's fetch drops every `ETag` of the answers and every `If-Match` it would send, so
 * the same service plays one that never heard of them (simpler and closer to the truth than a
 * server flag: the desk sees exactly what a strict service sends). Two editors read one record;
 * one saves; the other's save from the old version is refused with the current record.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src-server/index.js';
import { startTestServer } from '../../helpers/server.js';
import type { TestDesk } from './desk-fixture.js';
import { call, deskError, signedInDesk } from './workspace-fixture.js';

let server: RunningServer;
let other: TestDesk;
const sent: Array<{ method: string; ifMatch: string | null }> = [];

/** A fetch that makes the service look strict v5: no ETag in, no If-Match out; records what it sent. */
const strictFetch: typeof fetch = async (input, init) => {
  const headers = new Headers(init?.headers);
  headers.delete('if-match');
  sent.push({ method: init?.method ?? 'GET', ifMatch: new Headers(init?.headers).get('if-match') });
  const answer = await fetch(input, { ...init, headers });
  const stripped = new Headers(answer.headers);
  stripped.delete('etag');
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers: stripped });
};

let observationId: number;
let releveId: number;
let projectId: number;

beforeAll(async () => {
  server = await startTestServer();
  other = await signedInDesk(server, 'manager');
  const flora = server.db.prepare("SELECT id FROM projects WHERE project_name LIKE 'Flora Ticino%'").pluck().get() as number;
  observationId = server.db.prepare('SELECT occurrence_id FROM observations WHERE dataset_id = ? ORDER BY occurrence_id LIMIT 1').pluck().get(flora) as number;
  releveId = (await call(other, 'releves.create', { dataset_id: flora, project: 'Concurrent plot' })).id;
  projectId = (await call(other, 'projects.create', { project_name: 'Concurrent edits', is_public: false, anonymise_observers: false, date_rounding: 'none' })).id;
});
afterAll(async () => {
  await other?.services.dispose();
  await server?.close();
});

describe.each([
  { kind: 'the reference service (ETag, If-Match)', strict: false },
  { kind: 'a strict v5 service (no ETag)', strict: true },
])('against $kind', ({ strict }) => {
  let desk: TestDesk;
  beforeAll(async () => {
    desk = await signedInDesk(server, 'manager', strict ? { fetch: strictFetch } : {});
  });
  afterAll(async () => desk?.services.dispose());

  it('refuses an observation save from an old version with the current observation, then saves from that', async () => {
    const mine = await call(desk, 'observations.get', { occurrence_id: observationId });
    await call(other, 'observations.update', { occurrence_id: observationId, changes: { occurrence_remarks: `theirs ${strict}` } });
    sent.length = 0;
    const error = await deskError(call(desk, 'observations.update', { occurrence_id: observationId, changes: { verbatim_identification: `mine ${strict}` }, base: mine }));
    expect(error).toMatchObject({ status: 412, code: 'conflict', current: { occurrence_id: observationId, occurrence_remarks: `theirs ${strict}` } });
    if (strict) expect(sent.map((r) => r.method)).toEqual(['GET']); // compared, nothing written
    const saved = await call(desk, 'observations.update', {
      occurrence_id: observationId, changes: { verbatim_identification: `mine ${strict}` }, base: error.current as typeof mine,
    });
    expect(saved).toMatchObject({ verbatim_identification: `mine ${strict}`, occurrence_remarks: `theirs ${strict}` });
  });

  it('saves a relevé and a project unchanged by others, and refuses them once another editor changed them', async () => {
    const releve = await call(desk, 'releves.get', { id: releveId });
    const renamed = await call(desk, 'releves.update', { id: releveId, changes: { event_remarks: 'mine' }, base: releve });
    await call(other, 'releves.update', { id: releveId, changes: { project: `Concurrent plot ${strict}` } });
    const refused = await deskError(call(desk, 'releves.update', { id: releveId, changes: { event_remarks: 'mine again' }, base: renamed }));
    expect(refused).toMatchObject({ code: 'conflict', current: { project: `Concurrent plot ${strict}`, event_remarks: 'mine' } });

    const project = await call(desk, 'projects.get', { id: projectId });
    await call(other, 'projects.update', { id: projectId, changes: { description: `theirs ${strict}` } });
    const stopped = await deskError(call(desk, 'projects.remove', { id: projectId, base: project }));
    expect(stopped).toMatchObject({ status: 412, code: 'conflict', current: { description: `theirs ${strict}` } });
    expect((await call(desk, 'projects.get', { id: projectId })).id).toBe(projectId);
  });
});

it('the reference service really got If-Match (not a comparison) from the desk that saw ETags', async () => {
  const desk = await signedInDesk(server, 'manager', { fetch: async (input, init) => {
    sent.push({ method: init?.method ?? 'GET', ifMatch: new Headers(init?.headers).get('if-match') });
    return fetch(input, init);
  } });
  try {
    const mine = await call(desk, 'observations.get', { occurrence_id: observationId });
    sent.length = 0;
    await call(desk, 'observations.update', { occurrence_id: observationId, changes: { occurrence_remarks: 'with If-Match' }, base: mine });
    expect(sent).toEqual([{ method: 'PUT', ifMatch: expect.stringMatching(/^"[^"]+"$/) }]);
  } finally {
    await desk.services.dispose();
  }
});
