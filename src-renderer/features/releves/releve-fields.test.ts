import { describe, expect, it } from 'vitest';
import { ReleveWriteShape, type Releve } from '../../../src-shared/schemas/releve.js';
import { checkNewReleve, checkReleveChanges, RELEVE_FIELDS, releveValues } from './releve-fields.js';

const unitOf = (name: string) => {
  const field = RELEVE_FIELDS.find((f) => f.name === name);
  return field?.kind === 'number' ? field.unit : undefined;
};

describe('relevé form fields', () => {
  it('cover every writable relevé field, with metres, centimetres and percent where the interface says', () => {
    const names = RELEVE_FIELDS.map((f) => f.name);
    for (const name of ['dataset_id', 'footprint_wkt', 'recorded_by_id', 'soil_ph', 'quality_list', 'cover_water_in_percentage']) expect(names).toContain(name);
    expect([...names].sort()).toEqual(Object.keys(ReleveWriteShape).sort());
    expect(unitOf('tree_layer_height_in_meters')).toBe('metres');
    expect(unitOf('shrub_layer_height_in_meters')).toBe('metres');
    expect(unitOf('herb_layer_height_in_centimeters')).toBe('centimetres');
    expect(unitOf('moss_layer_height_in_centimeters')).toBe('centimetres');
    for (const name of names.filter((n) => n.startsWith('cover_'))) expect(unitOf(name), name).toBe('percent');
  });

  it('needs a project and keeps covers within 0–100 before sending', () => {
    const values = releveValues(null);
    values.cover_herbs_in_percentage = 120;
    const checked = checkNewReleve(values);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.dataset_id).toEqual({ key: 'forms.errors.required' });
    expect(checked.errors.cover_herbs_in_percentage).toEqual({ key: 'forms.errors.atMost', params: { max: 100 } });
  });

  it('sends the filled fields of a new relevé, and only the changes of an edited one', () => {
    const values = { ...releveValues(null), dataset_id: 1, project: ' Alpe 3 ', event_date: '2025-07-02', tree_layer_height_in_meters: 12.5, footprint_wkt: 'POLYGON((8 46,8.001 46,8.001 46.001,8 46))' };
    expect(checkNewReleve(values)).toEqual({ ok: true, body: { dataset_id: 1, project: 'Alpe 3', event_date: '2025-07-02', tree_layer_height_in_meters: 12.5, footprint_wkt: 'POLYGON((8 46,8.001 46,8.001 46.001,8 46))' } });
    const stored: Releve = { id: 9, dataset_id: 1, project: 'Alpe 3', event_date: '2025-07-02T00:00:00.000+02:00', herb_layer_height_in_centimeters: 40, recorded_by_id: [2] };
    const initial = releveValues(stored);
    expect(initial.event_date).toBe('2025-07-02');
    expect(checkReleveChanges(initial, { ...initial, herb_layer_height_in_centimeters: 55, project: '' })).toEqual({ ok: true, body: { herb_layer_height_in_centimeters: 55, project: null } });
  });
});
