import { describe, expect, it } from 'vitest';
import { cellOf, headerOf, planFields, planReleveFields, recordsOf, type ColumnPlan, type ExportLookups } from '../../../src-main/export/columns.js';
import { transformXY } from '../../../src-shared/domain/crs.js';
import type { Observation } from '../../../src-shared/schemas/observation.js';
import type { Releve } from '../../../src-shared/schemas/releve.js';
import type { VocabularyEntry } from '../../../src-shared/schemas/vocabulary.js';

const observation: Observation = {
  occurrence_id: 41, dataset_id: 3, basis_of_record: 1, taxon_id: 900, occurrence_status: 2, recorded_by_id: [7, 8],
  decimal_longitude: 8.95, decimal_latitude: 46.0, footprint_wkt: 'POINT (8.95 46)', habitat: 12,
};

const lookups: ExportLookups = {
  vocabularies: new Map<string, Map<number, VocabularyEntry>>([
    ['basis_of_record', new Map([[1, { field_name: 'basis_of_record', code: 1, label_en: 'Human observation', label_de: 'Beobachtung', dwc_value: 'HumanObservation' }]])],
    ['occurrence_status', new Map([[2, { field_name: 'occurrence_status', code: 2, label_en: 'present', label_de: null }]])],
  ]),
  taxa: new Map([[900, { id: 900, scientific_name: 'Trapa natans L.', vernacular_name_de: 'Wassernuss', vernacular_name_en: 'Water chestnut' }]]),
  projects: new Map([[3, 'Flora del Ticino']]),
  validations: new Map([[41, { validation: 2, v_presence_status: null, comment: 'Foto ok', validated_by: 5, validated_at: '2025-07-01T10:00:00.000+02:00', history: [] }]]),
};
const plan = (values: ColumnPlan['values'], language: ColumnPlan['language'] = 'de'): ColumnPlan => ({ fields: [], values, language });

describe('export columns', () => {
  it('writes a relevé with every field, its project name, coded fields as labels and booleans as words; LV95 only when asked', () => {
    const releve: Releve = { id: 12, dataset_id: 3, sample_size_unit: 1, mosses_identified: true, decimal_longitude: 8.95, decimal_latitude: 46.0, footprint_wkt: 'POINT (8.95 46)' };
    const units = { ...lookups, vocabularies: new Map([['sample_size_unit', new Map([[1, { field_name: 'sample_size_unit', code: 1, label_en: 'square metres', label_de: 'Quadratmeter' }]])]]) };
    const fields = planReleveFields(false);
    expect(fields.slice(0, 4)).toEqual(['id', 'dataset_id', 'dataset_name', 'project']);
    expect(fields).not.toContain('lv95_easting_in_meters');
    expect(planReleveFields(true)).toContain('lv95_northing_in_meters');
    const [record] = recordsOf([releve], { fields, values: 'labels', language: 'de' }, units, true);
    const cell = (field: string) => record!.cells[fields.indexOf(field as never)];
    expect([cell('id'), cell('dataset_name'), cell('sample_size_unit'), cell('mosses_identified'), cell('syntaxon_name')]).toEqual([12, 'Flora del Ticino', 'Quadratmeter', 'true', null]);
    expect(record!.geometry).toEqual({ type: 'Point', coordinates: [8.95, 46] });
  });

  it('writes coded fields as codes, as labels in the language (English, then the code, where missing), or as Darwin Core values', () => {
    expect(cellOf('basis_of_record', observation, plan('codes'), lookups)).toBe(1);
    expect(cellOf('basis_of_record', observation, plan('labels'), lookups)).toBe('Beobachtung');
    expect(cellOf('occurrence_status', observation, plan('labels'), lookups)).toBe('present');
    expect(cellOf('basis_of_record', observation, plan('dwc'), lookups)).toBe('HumanObservation');
    expect(cellOf('occurrence_status', observation, plan('dwc', 'en'), lookups)).toBe('present');
    expect(cellOf('habitat', observation, plan('labels'), lookups)).toBe(12);
  });

  it('adds the taxon names in the language, the project name and the current validation', () => {
    expect(cellOf('scientific_name', observation, plan('codes'), lookups)).toBe('Trapa natans L.');
    expect(cellOf('vernacular_name', observation, plan('codes', 'de'), lookups)).toBe('Wassernuss');
    expect(cellOf('vernacular_name', observation, plan('codes', 'fr'), lookups)).toBeNull();
    expect(cellOf('dataset_name', observation, plan('codes'), lookups)).toBe('Flora del Ticino');
    expect(cellOf('validation_comment', observation, plan('codes'), lookups)).toBe('Foto ok');
    expect(cellOf('validated_by', observation, plan('codes'), lookups)).toBe(5);
  });

  it('gives LV95 easting and northing of the WGS84 point, to the centimetre, and joins lists with " | "', () => {
    const [e, n] = transformXY(4326, 2056, [8.95, 46.0]);
    const easting = cellOf('lv95_easting_in_meters', observation, plan('codes'), lookups) as number;
    expect(easting).toBeCloseTo(e, 2);
    expect(easting).toBeGreaterThan(2_700_000);
    expect(cellOf('lv95_northing_in_meters', observation, plan('codes'), lookups)).toBeCloseTo(n, 2);
    expect(cellOf('lv95_easting_in_meters', { ...observation, decimal_longitude: null }, plan('codes'), lookups)).toBeNull();
    expect(cellOf('recorded_by_id', observation, plan('codes'), lookups)).toBe('7 | 8');
  });

  it('plans columns in file order, LV95 only when asked, an archive always led by occurrence_id', () => {
    expect(planFields({ format: 'csv', fields: ['event_date', 'taxon_id'], lv95: true }))
      .toEqual(['event_date', 'taxon_id', 'lv95_easting_in_meters', 'lv95_northing_in_meters']);
    expect(planFields({ format: 'csv', lv95: false })).not.toContain('lv95_easting_in_meters');
    expect(planFields({ format: 'csv', lv95: false })).not.toContain('validation_comment');
    expect(planFields({ format: 'csv', fields: ['validation', 'validation_comment'], lv95: false })).toEqual(['validation', 'validation_comment']);
    expect(planFields({ format: 'dwca', fields: ['taxon_id'], lv95: false })).toEqual(['occurrence_id', 'taxon_id']);
    expect(headerOf('event_date', true)).toBe('eventDate');
    expect(headerOf('event_date', false)).toBe('event_date');
    expect(headerOf('cover', true)).toBe('cover');
  });

  it('reads the geometry from footprint_wkt for GeoJSON, null when absent or unreadable', () => {
    const p: ColumnPlan = { fields: ['occurrence_id'], values: 'codes', language: 'en' };
    expect(recordsOf([observation], p, lookups, true)[0]).toEqual({ cells: [41], geometry: { type: 'Point', coordinates: [8.95, 46] } });
    expect(recordsOf([{ ...observation, footprint_wkt: 'POINT (' }], p, lookups, true)[0]!.geometry).toBeNull();
  });
});
