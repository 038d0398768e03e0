/**
 * Sub-resources of an observation through the desk (src-main/domains/observation-subresources.ts)
 * against the reference service: validation with history, neophyte control data and supplements
 * (null while none exists, PUT creates and updates, DELETE removes, idempotently), rights.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src-server/index.js';
import type { VocabularyEntry } from '../../../src-shared/contract/index.js';
import { startTestServer } from '../../helpers/server.js';
import type { TestDesk } from './desk-fixture.js';
import { call, deskError, signedInDesk } from './workspace-fixture.js';

let server: RunningServer;
let manager: TestDesk;
let visitor: TestDesk;
let id: number;
let vocabularies: VocabularyEntry[];
const code = (field: string, index = 0): number => vocabularies.filter((v) => v.field_name === field)[index]!.code;

beforeAll(async () => {
  server = await startTestServer();
  [manager, visitor] = await Promise.all([signedInDesk(server, 'manager'), signedInDesk(server, 'visitor')]);
  vocabularies = await call(manager, 'reference.vocabularies', undefined);
  const flora = server.db.prepare("SELECT id FROM projects WHERE project_name LIKE 'Flora Ticino%'").pluck().get() as number;
  id = (await call(manager, 'observations.create', { dataset_id: flora, basis_of_record: code('basis_of_record'), footprint_wkt: 'POINT(8.95 46.0)' })).occurrence_id;
});
afterAll(async () => {
  await Promise.all([manager?.services.dispose(), visitor?.services.dispose()]);
  await server?.close();
});

describe('validations', () => {
  it('sets the status, presence and comment, and keeps the history oldest first', async () => {
    const before = await call(manager, 'validations.get', { occurrence_id: id });
    const first = await call(manager, 'validations.set', { occurrence_id: id, validation: { validation: code('validation', 1), comment: 'looks right' } });
    expect(first).toMatchObject({ validation: code('validation', 1), comment: 'looks right' });
    const second = await call(manager, 'validations.set', {
      occurrence_id: id,
      validation: { validation: code('validation', 3), v_presence_status: code('v_presence_status'), comment: 'photo is blurred' },
    });
    expect(second.history.length).toBe(before.history.length + 2);
    expect(second.history.at(-2)).toMatchObject({ validation: code('validation', 1), comment: 'looks right' });
    expect(second.history.at(-1)).toMatchObject({ validation: code('validation', 3), v_presence_status: code('v_presence_status') });
    expect(await call(manager, 'validations.get', { occurrence_id: id })).toEqual(second);
    expect((await call(manager, 'observations.get', { occurrence_id: id })).validation).toBe(code('validation', 3));
  });

  it('answers 403 without the validate right and 422 for an unknown code, with the field', async () => {
    expect(await deskError(call(visitor, 'validations.set', { occurrence_id: id, validation: { validation: code('validation') } })))
      .toMatchObject({ status: 403, code: 'forbidden' });
    const invalid = await deskError(call(manager, 'validations.set', { occurrence_id: id, validation: { validation: 999 } }));
    expect(invalid).toMatchObject({ status: 422, code: 'validation', fields: [{ field: 'validation' }] });
  });
});

describe('neophytes', () => {
  it('is null while none exists; PUT creates and updates partially; DELETE removes (twice is fine)', async () => {
    expect(await call(manager, 'neophytes.get', { occurrence_id: id })).toBeNull();
    const created = await call(manager, 'neophytes.put', { occurrence_id: id, values: { control_type: code('control_type'), eradication: code('eradication') } });
    expect(created).toMatchObject({ control_type: code('control_type'), eradication: code('eradication'), control_result: null });
    const updated = await call(manager, 'neophytes.put', { occurrence_id: id, values: { control_result: code('control_result'), eradication: null } });
    expect(updated).toMatchObject({ control_type: code('control_type'), eradication: null, control_result: code('control_result') });
    expect(await call(manager, 'neophytes.get', { occurrence_id: id })).toEqual(updated);
    expect(await call(manager, 'neophytes.remove', { occurrence_id: id })).toEqual({ occurrence_id: id });
    expect(await call(manager, 'neophytes.get', { occurrence_id: id })).toBeNull();
    expect(await call(manager, 'neophytes.remove', { occurrence_id: id })).toEqual({ occurrence_id: id });
  });

  it('maps a 422 (unknown code) onto the field and refuses a read-only user', async () => {
    expect(await deskError(call(manager, 'neophytes.put', { occurrence_id: id, values: { control_type: 999 } })))
      .toMatchObject({ status: 422, fields: [{ field: 'control_type' }] });
    expect(await deskError(call(visitor, 'neophytes.put', { occurrence_id: id, values: { control_type: code('control_type') } })))
      .toMatchObject({ status: 403 });
  });
});

describe('supplements', () => {
  it('is null while none exists; PUT creates and updates; DELETE removes', async () => {
    expect(await call(manager, 'supplements.get', { occurrence_id: id })).toBeNull();
    const created = await call(manager, 'supplements.put', { occurrence_id: id, values: { sex: code('sex'), plant_height: 0.4, cover_abs: 12.5 } });
    expect(created).toMatchObject({ sex: code('sex'), plant_height: 0.4, cover_abs: 12.5 });
    const updated = await call(manager, 'supplements.put', { occurrence_id: id, values: { project_obs_id: 'A-17' } });
    expect(updated).toMatchObject({ sex: code('sex'), project_obs_id: 'A-17' });
    await call(manager, 'supplements.remove', { occurrence_id: id });
    expect(await call(manager, 'supplements.get', { occurrence_id: id })).toBeNull();
  });

  it('checks the body with the shared schema before sending it', async () => {
    manager.requests.reset();
    const error = await deskError(call(manager, 'supplements.put', { occurrence_id: id, values: { cover_abs: 140 } }));
    expect(error).toMatchObject({ code: 'invalid-input', fields: [{ field: 'values.cover_abs' }] });
    expect(manager.requests.count(`PUT /rest/v5/observations/${id}/supplements`)).toBe(0);
  });

  it('answers not-found for an observation that does not exist (get maps it to null)', async () => {
    expect(await call(manager, 'supplements.get', { occurrence_id: 99_999_999 })).toBeNull();
    await expect(call(manager, 'validations.get', { occurrence_id: 99_999_999 })).rejects.toMatchObject({ status: 404 });
  });
});
