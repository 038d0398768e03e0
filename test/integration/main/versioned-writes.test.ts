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
import type { VocabularyEntry } from '../../../src-shared/contract/index.js';
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
let docIds: number[];
let vocabularies: VocabularyEntry[];
const code = (field: string, index = 0): number => vocabularies.filter((v) => v.field_name === field)[index]!.code;
/** A new observation of Flora Ticino (its own sub-resources, none yet). */
const newObservation = async (): Promise<number> => (await call(other, 'observations.create', { dataset_id: flora, basis_of_record: code('basis_of_record'), footprint_wkt: 'POINT(8.95 46.0)' })).occurrence_id;
let flora: number;

beforeAll(async () => {
  server = await startTestServer();
  other = await signedInDesk(server, 'manager');
  vocabularies = await call(other, 'reference.vocabularies', undefined);
  flora = server.db.prepare("SELECT id FROM projects WHERE project_name LIKE 'Flora Ticino%'").pluck().get() as number;
  docIds = server.db.prepare('SELECT id FROM docs WHERE dataset_id = ? ORDER BY id LIMIT 2').pluck().all(flora) as number[];
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

  it('refuses a document metadata save and delete from an old version with the current document', async () => {
    const docId = docIds[strict ? 1 : 0]!;
    const mine = await call(desk, 'documents.get', { id: docId });
    const saved = await call(desk, 'documents.updateMetadata', { id: docId, changes: { doc_rem: `mine ${strict}` }, base: mine });
    expect(saved.doc_rem).toBe(`mine ${strict}`);
    await call(other, 'documents.updateMetadata', { id: docId, changes: { folder_name: `theirs ${strict}` } });
    const refused = await deskError(call(desk, 'documents.updateMetadata', { id: docId, changes: { doc_rem: 'mine again' }, base: saved }));
    // `current` as the renderer holds documents: with desk-file URLs, so it can be the next base
    expect(refused).toMatchObject({ status: 412, code: 'conflict', current: { folder_name: `theirs ${strict}`, doc_rem: `mine ${strict}`, file_url: expect.not.stringContaining('/rest/v5/') } });
    const stopped = await deskError(call(desk, 'documents.remove', { id: docId, base: saved }));
    expect(stopped).toMatchObject({ status: 412, code: 'conflict', current: { folder_name: `theirs ${strict}` } });
    expect((await call(desk, 'documents.get', { id: docId })).id).toBe(docId);
    expect(await call(desk, 'documents.remove', { id: docId, base: refused.current as typeof saved })).toEqual({ id: docId });
  });

  it('takes a list row as the base of a species cover change, and refuses it once someone else changed the row', async () => {
    const releve = await call(other, 'releves.create', { dataset_id: flora, project: `Species plot ${strict}` });
    const created = await call(other, 'observations.create', { dataset_id: flora, basis_of_record: code('basis_of_record'), footprint_wkt: 'POINT(8.95 46.0)', releve_id: releve.id, cover: code('cover') });
    const [row] = (await call(desk, 'observations.list', { clauses: [{ field: 'releve_id', operation: 'eq', value: releve.id }], limit: 10 })).rows;
    expect(row!.occurrence_id).toBe(created.occurrence_id);
    const saved = await call(desk, 'observations.update', { occurrence_id: row!.occurrence_id, changes: { cover: code('cover', 1) }, base: row! });
    await call(other, 'observations.update', { occurrence_id: row!.occurrence_id, changes: { cover: code('cover', 2) } });
    const refused = await deskError(call(desk, 'observations.update', { occurrence_id: row!.occurrence_id, changes: { cover: code('cover', 3) }, base: saved }));
    expect(refused).toMatchObject({ status: 412, code: 'conflict', current: { cover: code('cover', 2) } });
  });

  it('refuses a validation from an old version with the current validation', async () => {
    const id = await newObservation();
    const mine = await call(desk, 'validations.get', { occurrence_id: id });
    const first = await call(desk, 'validations.set', { occurrence_id: id, validation: { validation: code('validation', 1) }, base: mine });
    await call(other, 'validations.set', { occurrence_id: id, validation: { validation: code('validation', 2), comment: `theirs ${strict}` } });
    const refused = await deskError(call(desk, 'validations.set', { occurrence_id: id, validation: { validation: code('validation', 3) }, base: first }));
    expect(refused).toMatchObject({ status: 412, code: 'conflict', current: { validation: code('validation', 2), comment: `theirs ${strict}` } });
    expect((await call(desk, 'validations.get', { occurrence_id: id })).history).toHaveLength(2);
  });

  it('refuses neophyte data and a supplement someone else wrote meanwhile: created, changed or deleted', async () => {
    const id = await newObservation();
    // none when the form opened, created by someone else since
    await call(other, 'neophytes.put', { occurrence_id: id, values: { control_type: code('control_type') } });
    const created = await deskError(call(desk, 'neophytes.put', { occurrence_id: id, values: { eradication: code('eradication') }, base: null }));
    expect(created).toMatchObject({ status: 412, code: 'conflict', current: { occurrence_id: id, control_type: code('control_type') } });
    const mine = await call(desk, 'neophytes.get', { occurrence_id: id });
    await call(other, 'neophytes.put', { occurrence_id: id, values: { control_type: code('control_type', 1) } });
    expect(await deskError(call(desk, 'neophytes.remove', { occurrence_id: id, base: mine! }))).toMatchObject({ code: 'conflict', current: { control_type: code('control_type', 1) } });
    expect(await call(desk, 'neophytes.get', { occurrence_id: id })).not.toBeNull();

    const supplement = await call(desk, 'supplements.put', { occurrence_id: id, values: { abundance: 3 }, base: null });
    await call(other, 'supplements.put', { occurrence_id: id, values: { abundance: 4 } });
    const refused = await deskError(call(desk, 'supplements.put', { occurrence_id: id, values: { abundance: 5 }, base: supplement }));
    expect(refused).toMatchObject({ code: 'conflict', current: { abundance: 4 } });
    // deleted meanwhile: a delete of it is done all the same
    await call(other, 'supplements.remove', { occurrence_id: id });
    expect(await call(desk, 'supplements.remove', { occurrence_id: id, base: supplement })).toEqual({ occurrence_id: id });
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
