/**
 * The observation desk methods (src-main/ipc/observations.ts → domains/observations.ts) against
 * the reference service: list with filters and totals, clauses refused before any request, ids,
 * get/create/update/remove with a 422 mapped onto DeskError.fields, cluster tiles.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src-server/index.js';
import type { FilterClauseInput } from '../../../src-shared/contract/index.js';
import { startTestServer } from '../../helpers/server.js';
import type { TestDesk } from './desk-fixture.js';
import { call, deskError, signedInDesk } from './workspace-fixture.js';

let server: RunningServer;
let desk: TestDesk;
let flora: number;
let basisOfRecord: number;

const WORLD = 'POLYGON((-179 -84, 179 -84, 179 84, -179 84, -179 -84))';

beforeAll(async () => {
  server = await startTestServer();
  desk = await signedInDesk(server, 'manager');
  flora = server.db.prepare("SELECT id FROM projects WHERE project_name LIKE 'Flora Ticino%'").pluck().get() as number;
  const vocabularies = await call(desk, 'reference.vocabularies', undefined);
  basisOfRecord = vocabularies.find((v) => v.field_name === 'basis_of_record')!.code;
});
afterAll(async () => {
  await desk?.services.dispose();
  await server?.close();
});

describe('observations.list', () => {
  it('filters, pages and sorts, with X-Total and X-Filtered-Total as totals', async () => {
    const clauses: FilterClauseInput[] = [{ field: 'dataset_id', operation: 'eq', value: flora }];
    const page = await call(desk, 'observations.list', { clauses, limit: 5, sort: 'event_date', dir: 'desc' });
    expect(page.rows).toHaveLength(5);
    expect(page.rows.every((row) => row.dataset_id === flora)).toBe(true);
    const dates = page.rows.map((row) => row.event_date ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page.filtered_total).toBeGreaterThan(5);
    expect(page.total).toBeGreaterThan(page.filtered_total!);

    const next = await call(desk, 'observations.list', { clauses, offset: 5, limit: 5, sort: 'event_date', dir: 'desc' });
    expect(next.rows.map((r) => r.occurrence_id)).not.toContain(page.rows[0]!.occurrence_id);
    expect(next.filtered_total).toBe(page.filtered_total);
  });

  it('serialises every kind of clause: lists, text with wildcards, date ranges, null checks', async () => {
    const page = await call(desk, 'observations.list', {
      clauses: [
        { field: 'dataset_id', operation: 'in', value: [flora, 999] },
        { field: 'verbatim_identification', operation: 'iw_contains', value: 'dianth*' },
        { field: 'event_date', operation: 'gte', value: '1900-01-01' },
        { field: 'taxon_id', operation: 'is_not_null' },
      ],
      limit: 100,
    });
    expect(page.filtered_total).toBeGreaterThan(0);
    expect(page.rows.every((row) => /dianth/i.test(row.verbatim_identification ?? ''))).toBe(true);
  });

  it('refuses a clause the interface does not allow before any request, naming the field', async () => {
    desk.requests.reset();
    const unknown = await deskError(call(desk, 'observations.list', { clauses: [{ field: 'nope', operation: 'eq', value: 1 }] }));
    expect(unknown).toMatchObject({ status: 400, code: 'invalid-input', fields: [{ field: 'nope' }] });
    const operation = await deskError(call(desk, 'observations.list', { clauses: [{ field: 'taxon_id', operation: 'iw_contains', value: 'x' }] }));
    expect(operation).toMatchObject({ code: 'invalid-input', fields: [{ field: 'taxon_id', message: expect.stringContaining('not allowed') }] });
    const list = await deskError(call(desk, 'observations.ids', { clauses: [{ field: 'dataset_id', operation: 'eq', value: [1, 2] }] }));
    expect(list).toMatchObject({ code: 'invalid-input', fields: [{ field: 'dataset_id' }] });
    const value = await deskError(call(desk, 'observations.clusterTile', { z: 0, x: 0, y: 0, clauses: [{ field: 'event_date', operation: 'gte', value: 'last week' }] }));
    expect(value).toMatchObject({ code: 'invalid-input', fields: [{ field: 'event_date' }] });
    expect(desk.requests.count('GET /rest/v5/observations')).toBe(0);
    expect(desk.requests.count('GET /rest/v5/observations/ids')).toBe(0);
    expect(desk.requests.count('GET /rest/v5/clustered_observations/3857/0/0/0')).toBe(0);
  });

  it('passes the service\'s 400 on (an unknown sort field)', async () => {
    await expect(call(desk, 'observations.list', { clauses: [], sort: 'nope' })).rejects.toMatchObject({ status: 400, code: 'bad-request' });
  });
});

describe('observations.ids', () => {
  it('answers every matching id, as many as the filtered total', async () => {
    const clauses: FilterClauseInput[] = [{ field: 'dataset_id', operation: 'eq', value: flora }];
    const { ids } = await call(desk, 'observations.ids', { clauses });
    const page = await call(desk, 'observations.list', { clauses, limit: 1 });
    expect(ids.length).toBe(page.filtered_total);
    expect(new Set(ids).size).toBe(ids.length);

    const all = await call(desk, 'observations.ids', { clauses: [] });
    expect(all.ids.length).toBeGreaterThan(1000); // more than one page: not paged
  });
});

describe('observations.get / create / update / remove', () => {
  it('creates with a drawn footprint, computes the municipality, updates partially and deletes', async () => {
    const created = await call(desk, 'observations.create', {
      dataset_id: flora,
      basis_of_record: basisOfRecord,
      footprint_wkt: 'POINT(9.0236 46.1947)', // Bellinzona
      event_date: '2025-06-14',
      verbatim_identification: 'Dianthus sylvestris',
    });
    expect(created.occurrence_id).toBeGreaterThan(0);
    expect(created.municipality_id).toBe(5002);
    expect(created.decimal_longitude).toBeCloseTo(9.0236, 4);

    const updated = await call(desk, 'observations.update', { occurrence_id: created.occurrence_id, changes: { occurrence_remarks: 'checked' } });
    expect(updated).toMatchObject({ occurrence_remarks: 'checked', verbatim_identification: 'Dianthus sylvestris', municipality_id: 5002 });
    expect(await call(desk, 'observations.get', { occurrence_id: created.occurrence_id })).toEqual(updated);

    expect(await call(desk, 'observations.remove', { occurrence_id: created.occurrence_id })).toEqual({ occurrence_id: created.occurrence_id });
    await expect(call(desk, 'observations.get', { occurrence_id: created.occurrence_id })).rejects.toMatchObject({ status: 404, code: 'not-found' });
  });

  it('maps a 422 onto DeskError.fields', async () => {
    const [first] = (await call(desk, 'observations.list', { clauses: [{ field: 'dataset_id', operation: 'eq', value: flora }], limit: 1 })).rows;
    const error = await deskError(call(desk, 'observations.update', {
      occurrence_id: first!.occurrence_id,
      changes: { footprint_wkt: 'POINT(200 95)', taxon_id: 999_999 },
    }));
    expect(error.status).toBe(422);
    expect(error.code).toBe('validation');
    expect(error.fields.map((f) => f.field).sort()).toEqual(['footprint_wkt', 'taxon_id']);
    // nothing changed
    expect(await call(desk, 'observations.get', { occurrence_id: first!.occurrence_id })).toEqual(first);
  });

  it('checks the body with the shared schema before sending it', async () => {
    desk.requests.reset();
    const error = await deskError(call(desk, 'observations.create', { dataset_id: flora } as never));
    expect(error).toMatchObject({ code: 'invalid-input', fields: [{ field: 'basis_of_record' }] });
    expect(desk.requests.count('POST /rest/v5/observations')).toBe(0);
  });
});

describe('observations.clusterTile', () => {
  it('answers the GeoJSON tile; its totals add up to the observations with coordinates', async () => {
    const clauses: FilterClauseInput[] = [{ field: 'dataset_id', operation: 'eq', value: flora }];
    const tile = await call(desk, 'observations.clusterTile', { z: 0, x: 0, y: 0, clauses });
    expect(tile.type).toBe('FeatureCollection');
    const sum = tile.features.reduce((n, f) => n + Number((f as { properties: { total: number } }).properties.total), 0);
    const located = await call(desk, 'observations.list', { clauses: [...clauses, { field: 'footprint_wkt', operation: 'eq', value: WORLD }], limit: 1 });
    expect(sum).toBe(located.filtered_total);
    expect(sum).toBeGreaterThan(0);
    const point = tile.features[0] as { geometry: { type: string; coordinates: [number, number] } };
    expect(point.geometry.type).toBe('Point');
    expect(Math.abs(point.geometry.coordinates[0])).toBeGreaterThan(180); // EPSG:3857 metres
  });

  it('passes the service\'s 400 for a tile outside the zoom\'s range', async () => {
    await expect(call(desk, 'observations.clusterTile', { z: 1, x: 5, y: 0, clauses: [] })).rejects.toMatchObject({ status: 400 });
  });
});
