/**
 * The fields of the two editable one-per-observation sub-resources, in form order: the
 * supplement (interface v5 "Supplement") and the neophyte control data ("Neophyte
 * sub-resource"). Coded fields name their vocabulary; numbers carry their unit (units where the
 * interface gives none: docs/interface-notes.md, metres and percent). They are descriptors of the
 * generic forms (components/forms), which turn them into controls, bodies and field errors.
 */
import type { FieldSpec } from '../../components/forms/field-spec.js';

export type { UnitKey } from '../../components/forms/field-spec.js';

/** How one field is shown and edited: a field descriptor of the generic forms. */
export type SubresourceField = FieldSpec;

/** The supplement's fields (`detail.supplement.fields.<name>` labels). */
export const SUPPLEMENT_FIELDS: readonly SubresourceField[] = [
  { name: 'project_obs_id', kind: 'text', maxLength: 255 },
  { name: 'sex', kind: 'code', vocabulary: 'sex' },
  { name: 'abundance', kind: 'number', integer: true, min: 0 },
  { name: 'cat_aggregation', kind: 'number', integer: true, min: 0 },
  { name: 'cover_abs', kind: 'number', unit: 'percent', min: 0, max: 100 },
  { name: 'releve_stratum', kind: 'code', vocabulary: 'releve_stratum' },
  { name: 'substrate', kind: 'code', vocabulary: 'substrate' },
  { name: 'plant_height', kind: 'number', unit: 'metres', min: 0 },
  { name: 'pop_length', kind: 'number', unit: 'metres', min: 0 },
  { name: 'pop_width', kind: 'number', unit: 'metres', min: 0 },
  { name: 'minimum_depth_in_meters', kind: 'number', unit: 'metres', min: 0, max: 12000 },
  { name: 'maximum_depth_in_meters', kind: 'number', unit: 'metres', min: 0, max: 12000, notBelow: 'minimum_depth_in_meters' },
];

/** The neophyte control fields (`detail.neophyte.fields.<name>` labels). */
export const NEOPHYTE_FIELDS: readonly SubresourceField[] = [
  { name: 'control_type', kind: 'code', vocabulary: 'control_type' },
  { name: 'control_dtype', kind: 'code', vocabulary: 'control_dtype' },
  { name: 'control_result', kind: 'code', vocabulary: 'control_result' },
  { name: 'eradication', kind: 'code', vocabulary: 'eradication' },
];
