/**
 * The observation list writes its page as JSON text in one pass (domain/observation-rows.ts
 * observationPageJson); callers rely on it saying exactly what the object shape said.
 */
import { describe, expect, it } from 'vitest';
import { FIELDS, observationPageJson, toObservation, type ObservationRow } from '../../../src-server/domain/observation-rows.js';

/** A selected row: every column null unless given. */
function row(values: Partial<ObservationRow>): ObservationRow {
  return { ...Object.fromEntries(FIELDS.map((f) => [f, null])), occurrence_id: 1, uuid: null, footprint_geojson: null, recorded_by_id_json: null, ...values } as ObservationRow;
}

const rows: ObservationRow[] = [
  row({
    occurrence_id: 42, uuid: '7f0c1e2a-0000-4000-8000-000000000042', dataset_id: 3, event_date: '2026-06-25T09:30:00+02:00',
    verbatim_identification: 'Impatiens glandulifera Royle', identified_by: 'Zoë "Zo" Müller\\Tessin',
    verbatim_locality: 'Riva del lago,\nLugano — 湖畔 \u2028', occurrence_remarks: '\u0000control\u001f chars', footprint_wkt: 'POINT(8.95 46.0)',
    decimal_longitude: 8.95, decimal_latitude: 46.000000000001, geodetic_datum: 'EPSG:4326', minimum_elevation_in_meters: -12,
    organism_quantity: 0.5, cover: 1e-7, footprint_geojson: '{"type":"Point","coordinates":[8.95,46.000000000001]}', recorded_by_id_json: '[7,3,12]',
  }),
  row({ occurrence_id: 43, recorded_by_id_json: '[]' }),
  row({ occurrence_id: 44, organism_quantity: 12345678901234, recorded_by_id_json: null }),
];

describe('the JSON of a page of observations', () => {
  it('is the text JSON.stringify makes of the API shape: same keys in the same order, same values, escapes and numbers', () => {
    expect(observationPageJson(rows)).toBe(JSON.stringify({ data: rows.map((r) => toObservation(r)) }));
    expect(JSON.parse(observationPageJson(rows)).data[0]).toMatchObject({ id: 42, occurrence_id: 42, recorded_by_id: [7, 3, 12], identified_by: 'Zoë "Zo" Müller\\Tessin' });
    expect(observationPageJson([])).toBe('{"data":[]}');
  });

  it('reprojects the geometry when another srid is asked for, as the API shape does', () => {
    const swiss = observationPageJson(rows, 2056);
    expect(swiss).toBe(JSON.stringify({ data: rows.map((r) => toObservation(r, 2056)) }));
    expect(JSON.parse(swiss).data[0].geodetic_datum).not.toBe('EPSG:4326');
    expect(observationPageJson(rows, 4326)).toBe(observationPageJson(rows));
  });
});
