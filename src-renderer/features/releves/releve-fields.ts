/**
 * The relevé form's field descriptors (components/forms/field-spec.ts) by the interface's field
 * names, in sections, with units in the labels: tree and shrub layer heights in metres, herb
 * and moss layer heights in centimetres, covers in percent (0–100, the shared schema enforces
 * it), slope in degrees. `event_date` (a day) and `footprint_wkt` (the plot, WKT EPSG:4326) are
 * drawn by the form itself. And the checks with the shared zod schemas before sending: a new
 * relevé sends its filled fields (POST), an edited one only what changed (partial PUT).
 */
import { RELEVE_COVER_FIELDS, ReleveCreate, ReleveUpdate, type Releve } from '../../../src-shared/schemas/releve.js';
import { fieldsOf, type FieldSection, type FieldSpec, type FormValues } from '../../components/forms/field-spec.js';
import { checkBody, type BodyCheck } from '../../components/forms/form-check.js';
import { changedBody, filledBody, valuesOf } from '../../components/forms/form-values.js';

const percent = (name: string): FieldSpec => ({ name, kind: 'number', unit: 'percent', min: 0, max: 100 });

/** The form's sections (titles: `releves.form.sections.<key>`). */
export const RELEVE_SECTIONS: readonly FieldSection[] = [
  {
    key: 'general',
    fields: [
      { name: 'dataset_id', kind: 'project', right: 'write', required: true },
      { name: 'project', kind: 'text', maxLength: 255 },
      { name: 'event_date', kind: 'custom' },
      { name: 'date_precision', kind: 'code', vocabulary: 'date_precision' },
      { name: 'recorded_by_id', kind: 'people', multiple: true, wide: true },
      { name: 'syntaxon_name', kind: 'text', maxLength: 255 },
      { name: 'event_remarks', kind: 'longText', maxLength: 10_000, wide: true },
    ],
  },
  {
    key: 'plot',
    fields: [
      { name: 'footprint_wkt', kind: 'custom', wide: true },
      { name: 'sample_size_value', kind: 'number' },
      { name: 'sample_size_unit', kind: 'code', vocabulary: 'sample_size_unit' },
      { name: 'inclination_in_degrees', kind: 'number', unit: 'degrees', min: 0, max: 90 },
      { name: 'orientation', kind: 'code', vocabulary: 'orientation' },
      { name: 'soil_type', kind: 'code', vocabulary: 'soil_type' },
      { name: 'soil_ph', kind: 'number', min: 0, max: 14 },
    ],
  },
  {
    key: 'layers',
    fields: [
      { name: 'tree_layer_height_in_meters', kind: 'number', unit: 'metres', min: 0, max: 100 },
      { name: 'shrub_layer_height_in_meters', kind: 'number', unit: 'metres', min: 0, max: 20 },
      { name: 'herb_layer_height_in_centimeters', kind: 'number', unit: 'centimetres', min: 0, max: 500 },
      { name: 'moss_layer_height_in_centimeters', kind: 'number', unit: 'centimetres', min: 0, max: 100 },
    ],
  },
  {
    key: 'covers',
    fields: [percent('cover_total_in_percentage'), ...RELEVE_COVER_FIELDS.map(percent)],
  },
  {
    key: 'quality',
    fields: [
      { name: 'quality_cover', kind: 'code', vocabulary: 'quality_cover' },
      { name: 'quality_list', kind: 'code', vocabulary: 'quality_list' },
      { name: 'mosses_identified', kind: 'boolean' },
      { name: 'lichens_identified', kind: 'boolean' },
    ],
  },
];

/** Every field of the relevé form, in form order. */
export const RELEVE_FIELDS: readonly FieldSpec[] = fieldsOf(RELEVE_SECTIONS);

/** The form values of `releve` (null: a new one, everything empty); `event_date` as its day `YYYY-MM-DD`. */
export function releveValues(releve: Releve | null): FormValues {
  const values = valuesOf(RELEVE_FIELDS, releve);
  if (typeof values.event_date === 'string') values.event_date = values.event_date.slice(0, 10);
  return values;
}

/** The POST body of a new relevé (filled fields only), or the fields at fault. */
export function checkNewReleve(values: FormValues): BodyCheck<ReleveCreate> {
  return checkBody(RELEVE_FIELDS, filledBody(RELEVE_FIELDS, values), ReleveCreate);
}

/** The PUT body of an edited relevé (changed fields only; a cleared field is null), or the fields at fault. */
export function checkReleveChanges(initial: FormValues, values: FormValues): BodyCheck<ReleveUpdate> {
  return checkBody(RELEVE_FIELDS, changedBody(RELEVE_FIELDS, initial, values), ReleveUpdate);
}
