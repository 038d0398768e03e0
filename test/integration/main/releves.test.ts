/**
 * The relevé desk methods (src-main/ipc/releves.ts → domains/releves.ts) against the reference
 * service, as the demo manager: create with every field and its units, read back (also in
 * LV95), partial update, every filter of GET /releves as clauses (narrowed with `id[gte]` so the
 * demo relevés never count), clauses refused in main before any request, the service's 422 on
 * fields, and the 409 of a relevé that still has species.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src-server/index.js';
import type { FilterClauseInput } from '../../../src-shared/contract/index.js';
import { startTestServer } from '../../helpers/server.js';
import type { TestDesk } from './desk-fixture.js';
import { call, deskError, signedInDesk } from './workspace-fixture.js';

let server: RunningServer;
let desk: TestDesk;
let datasetA: number;
let datasetB: number;
let codes: Record<string, number>;
let manager: number;
let steward: number;

const square = (lon: number, lat: number, side = 0.0003): string =>
  `POLYGON((${lon} ${lat},${lon + side} ${lat},${lon + side} ${lat + side},${lon} ${lat + side},${lon} ${lat}))`;
const ZERMATT = square(7.7491, 46.0207);
const BELLINZONA = square(9.0226, 46.1946);

beforeAll(async () => {
  server = await startTestServer();
  desk = await signedInDesk(server, 'manager');
  const projectId = (name: string) => server.db.prepare('SELECT id FROM projects WHERE project_name = ?').pluck().get(name) as number;
  datasetA = projectId('Vegetation plots Alps');
  datasetB = projectId('Neophytes Ticino');
  const person = (u: string) => server.db.prepare('SELECT person_id FROM accounts WHERE username = ?').pluck().get(u) as number;
  manager = person('manager');
  steward = person('steward');
  const vocabularies = await call(desk, 'reference.vocabularies', undefined);
  codes = {};
  for (const field of ['sample_size_unit', 'quality_cover', 'quality_list', 'soil_type', 'orientation', 'date_precision', 'basis_of_record']) {
    codes[field] = vocabularies.find((v) => v.field_name === field)!.code;
  }
});
afterAll(async () => {
  await desk?.services.dispose();
  await server?.close();
});

describe('releves: create, read, update', () => {
  it('creates a relevé with every field in v5 units and reads it back, also in LV95', async () => {
    const created = await call(desk, 'releves.create', {
      dataset_id: datasetA, project: 'Riffelalp plot 7', event_date: '2024-07-15T10:30:00.000+02:00', date_precision: codes.date_precision,
      recorded_by_id: [manager, steward], footprint_wkt: ZERMATT, sample_size_value: 16, sample_size_unit: codes.sample_size_unit,
      event_remarks: 'South-facing larch pasture.', syntaxon_name: 'Larici-Pinetum cembrae', mosses_identified: true, lichens_identified: false,
      inclination_in_degrees: 25, cover_total_in_percentage: 95, tree_layer_height_in_meters: 18.5, shrub_layer_height_in_meters: 1.2,
      herb_layer_height_in_centimeters: 35, moss_layer_height_in_centimeters: 4, cover_herbs_in_percentage: 70, cover_rock_in_percentage: 1,
      quality_cover: codes.quality_cover, quality_list: codes.quality_list, soil_type: codes.soil_type, orientation: codes.orientation, soil_ph: 5.4,
    });
    expect(created).toMatchObject({ dataset_id: datasetA, tree_layer_height_in_meters: 18.5, herb_layer_height_in_centimeters: 35, recorded_by_id: [manager, steward] });
    expect(created.geodetic_datum).toBe('EPSG:4326');
    const lv95 = await call(desk, 'releves.get', { id: created.id, srid: 2056 });
    expect(lv95.geodetic_datum).toBe('EPSG:2056');
    expect(lv95.decimal_longitude).toBeGreaterThan(2_000_000);

    const updated = await call(desk, 'releves.update', { id: created.id, changes: { tree_layer_height_in_meters: 21, event_remarks: null } });
    expect(updated).toMatchObject({ tree_layer_height_in_meters: 21, event_remarks: null, shrub_layer_height_in_meters: 1.2, syntaxon_name: 'Larici-Pinetum cembrae' });
  });

  it('checks units and ranges in main with the shared schema, before any request', async () => {
    desk.requests.reset();
    const error = await deskError(call(desk, 'releves.create', { dataset_id: datasetA, tree_layer_height_in_meters: 2500, cover_herbs_in_percentage: 101 }));
    expect(error.code).toBe('invalid-input');
    expect(error.fields.map((f) => f.field).sort()).toEqual(['cover_herbs_in_percentage', 'tree_layer_height_in_meters']);
    expect(error.fields.find((f) => f.field === 'tree_layer_height_in_meters')!.message).toMatch(/metres/);
    expect(desk.requests.count('POST /rest/v5/releves')).toBe(0);
  });

  it('passes the service\'s 422 on with its fields (codes no vocabulary has, unknown people)', async () => {
    const error = await deskError(call(desk, 'releves.create', { dataset_id: datasetA, soil_type: 999_999, recorded_by_id: [999_999] }));
    expect(error).toMatchObject({ status: 422, code: 'validation' });
    expect(error.fields.map((f) => f.field).sort()).toEqual(['recorded_by_id', 'soil_type']);
  });
});

describe('releves.list', () => {
  let first: number;
  let a: number;
  let b: number;
  let taxon: number;
  const ids = async (...clauses: FilterClauseInput[]): Promise<number[]> => {
    const page = await call(desk, 'releves.list', { clauses: [{ field: 'id', operation: 'gte', value: first }, ...clauses], sort: 'id' });
    return page.rows.map((row) => row.id);
  };

  beforeAll(async () => {
    a = (await call(desk, 'releves.create', { dataset_id: datasetA, project: 'A', event_date: '2024-07-15', date_precision: codes.date_precision, footprint_wkt: ZERMATT, recorded_by_id: [manager, steward] })).id;
    b = (await call(desk, 'releves.create', { dataset_id: datasetB, project: 'B', event_date: '2025-06-20', footprint_wkt: BELLINZONA, recorded_by_id: [steward] })).id;
    first = a;
    taxon = server.db.prepare("SELECT id FROM taxa WHERE taxonomic_status = 'accepted' ORDER BY id LIMIT 1").pluck().get() as number;
    await call(desk, 'observations.create', { dataset_id: datasetA, basis_of_record: codes.basis_of_record!, taxon_id: taxon, releve_id: a, footprint_wkt: 'POINT(7.7492 46.0208)' });
  });

  it('offers every filter of GET /releves', async () => {
    expect(await ids()).toEqual([a, b]);
    expect(await ids({ field: 'id', operation: 'in', value: [b] })).toEqual([b]);
    expect(await ids({ field: 'dataset_id', operation: 'eq', value: datasetB })).toEqual([b]);
    expect(await ids({ field: 'recorded_by_id', operation: 'eq', value: manager })).toEqual([a]);
    expect(await ids({ field: 'taxon_id', operation: 'eq', value: taxon })).toEqual([a]);
    expect(await ids({ field: 'event_date', operation: 'gte', value: '2025-01-01' })).toEqual([b]);
    expect(await ids({ field: 'date_precision', operation: 'eq', value: codes.date_precision })).toEqual([a]);
    expect(await ids({ field: 'footprint_wkt', operation: 'eq', value: square(9.0, 46.1, 0.2) })).toEqual([b]);
    const municipality = (await call(desk, 'releves.get', { id: a })).municipality_id!;
    expect(await ids({ field: 'location_id', operation: 'eq', value: municipality })).toEqual([a]);
    expect(await ids({ field: 'taxa_relations_reference_id', operation: 'is_null' })).toEqual([a, b]);
    const page = await call(desk, 'releves.list', { clauses: [{ field: 'id', operation: 'gte', value: first }], srid: 2056, limit: 1 });
    expect(page.rows[0]!.geodetic_datum).toBe('EPSG:2056');
    expect(page.filtered_total).toBe(2);
    expect(page.total).toBeGreaterThanOrEqual(2);
  });

  it('refuses a clause the interface does not allow before any request, naming the field', async () => {
    desk.requests.reset();
    const unknown = await deskError(call(desk, 'releves.list', { clauses: [{ field: 'syntaxon_name', operation: 'eq', value: 'x' }] }));
    expect(unknown).toMatchObject({ status: 400, code: 'invalid-input', fields: [{ field: 'syntaxon_name' }] });
    const operation = await deskError(call(desk, 'releves.list', { clauses: [{ field: 'location_id', operation: 'gt', value: 1 }] }));
    expect(operation).toMatchObject({ code: 'invalid-input', fields: [{ field: 'location_id' }] });
    expect(desk.requests.count('GET /rest/v5/releves')).toBe(0);
  });

  it('refuses to delete a relevé with species (409) and deletes it once it has none', async () => {
    const conflict = await deskError(call(desk, 'releves.remove', { id: a }));
    expect(conflict).toMatchObject({ status: 409, code: 'conflict' });
    await expect(call(desk, 'releves.remove', { id: b })).resolves.toEqual({ id: b });
    await expect(call(desk, 'releves.get', { id: b })).rejects.toMatchObject({ status: 404 });
  });
});
