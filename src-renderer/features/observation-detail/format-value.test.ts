import { describe, expect, it } from 'vitest';
import { Observation } from '../../../src-shared/schemas/observation.js';
import en from '../../messages/en.js';
import { formatEventDate } from '../../i18n/format.js';
import { displayValue, type Lookups } from './format-value.js';
import { FIELD_GROUPS, KNOWN_FIELDS, unknownFields } from './observation-fields.js';

const lookups: Lookups = {
  label: (vocabulary, code) => `${vocabulary}:${code}`,
  taxon: (id) => (id === 100 ? { scientific: 'Prunus spinosa', vernacular: 'Blackthorn' } : id === 101 ? { scientific: 'Carex sp.', vernacular: null } : null),
  person: (id) => ({ 1: 'Sabine Steiner', 2: 'Marco Rossi' })[id] ?? `#${id}`,
  project: () => 'Flora of Ticino',
  municipality: () => 'Lugano',
  habitat: () => '6.2 Dry grassland',
  unit: (unit) => ({ metres: 'm', centimetres: 'cm', metresAsl: 'm a.s.l.', degrees: '°', percent: '%' })[unit],
};
const spec = (name: string) => FIELD_GROUPS.flatMap((g) => g.fields).find((f) => f.name === name)!;
const show = (name: string, value: unknown, language = 'en') => displayValue(spec(name), value, lookups, language);

describe('detail fields', () => {
  it('cover every field of the observation schema, each with an English label', () => {
    const schemaFields = Object.keys(Observation.shape);
    expect(schemaFields.filter((name) => !KNOWN_FIELDS.has(name))).toEqual([]);
    for (const name of KNOWN_FIELDS) if (name !== 'id') expect(en.detail.fields, name).toHaveProperty(name);
  });

  it('mark the computed and service-set fields read-only, and nothing else', () => {
    const readOnly = FIELD_GROUPS.flatMap((g) => g.fields).filter((f) => f.readOnly).map((f) => f.name).sort();
    expect(readOnly).toEqual(['decimal_latitude', 'decimal_longitude', 'geodetic_datum', 'municipality_id', 'occurrence_id', 'uuid', 'v_doubt_status', 'validation']);
  });

  it('give coded fields their vocabulary (the interface\'s name where it differs)', () => {
    expect(spec('occurrence_status').vocabulary).toBe('occurrence_status');
    expect(spec('taxa_relations_reference_id').vocabulary).toBe('taxa_relations_reference');
    expect(spec('validation').vocabulary).toBe('validation');
  });

  it('list fields a real service adds, as they came', () => {
    expect(unknownFields({ occurrence_id: 1, basis_of_record: 1, sampling_effort: '2 h', footprint_wkt: null })).toEqual([['sampling_effort', '2 h']]);
  });
});

describe('displayValue', () => {
  it('shows codes by their vocabulary label, ids by name', () => {
    expect(show('occurrence_status', 1)).toEqual({ text: 'occurrence_status:1' });
    expect(show('taxon_id', 100)).toEqual({ text: 'Blackthorn', secondary: 'Prunus spinosa' });
    expect(show('taxon_id', 101)).toEqual({ text: 'Carex sp.' });
    expect(show('recorded_by_id', [1, 2])).toEqual({ text: 'Sabine Steiner, Marco Rossi' });
    expect(show('dataset_id', 7)).toEqual({ text: 'Flora of Ticino' });
    expect(show('municipality_id', 5192)).toEqual({ text: 'Lugano' });
    expect(show('habitat', 62)).toEqual({ text: '6.2 Dry grassland' });
  });

  it('shows numbers with their unit in the UI language\'s number format', () => {
    expect(show('minimum_elevation_in_meters', 1234)).toEqual({ text: '1,234\u00a0m a.s.l.' });
    expect(show('minimum_elevation_in_meters', 1234, 'de').text).toMatch(/^1['’]234\u00a0m a\.s\.l\.$/);
    expect(show('coordinate_uncertainty_in_meters', 25)).toEqual({ text: '25\u00a0m' });
    expect(show('decimal_latitude', 46.0123456)).toEqual({ text: '46.012346°' });
    expect(show('decimal_latitude', 46.0123456, 'fr').text).toBe('46,012346°');
  });

  it('marks missing values, and shows dates as recorded', () => {
    expect(show('verbatim_locality', null)).toEqual({ text: '', empty: true });
    expect(show('recorded_by_id', [])).toEqual({ text: '', empty: true });
    expect(formatEventDate('2025-06-14T00:00:00.000+02:00', 'en')).toBe('14 Jun 2025');
    expect(formatEventDate('2025-06-14T23:30:00.000+02:00', 'de')).toBe('14.06.2025, 23:30');
    expect(formatEventDate('2025-06-14', 'fr')).toBe('14 juin 2025');
  });
});
