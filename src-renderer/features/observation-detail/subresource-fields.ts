/**
 * The fields of the two editable one-per-observation sub-resources, in form order: the
 * supplement (interface v5 "Supplement") and the neophyte control data ("Neophyte
 * sub-resource"). Coded fields name their vocabulary; numbers carry their unit (units where the
 * interface gives none: docs/interface-notes.md, metres and percent).
 */

/** A unit key of `detail.units` in the messages. */
export type UnitKey = 'metres' | 'percent' | 'degrees' | 'metresAsl';

/** How one field is shown and edited. */
export type SubresourceField =
  | { name: string; kind: 'code'; vocabulary: string }
  | { name: string; kind: 'number'; unit?: UnitKey; integer?: boolean; min?: number; max?: number }
  | { name: string; kind: 'text'; maxLength: number };

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
  { name: 'maximum_depth_in_meters', kind: 'number', unit: 'metres', min: 0, max: 12000 },
];

/** The neophyte control fields (`detail.neophyte.fields.<name>` labels). */
export const NEOPHYTE_FIELDS: readonly SubresourceField[] = [
  { name: 'control_type', kind: 'code', vocabulary: 'control_type' },
  { name: 'control_dtype', kind: 'code', vocabulary: 'control_dtype' },
  { name: 'control_result', kind: 'code', vocabulary: 'control_result' },
  { name: 'eradication', kind: 'code', vocabulary: 'eradication' },
];

/** A form's values by field name: numbers and codes as numbers, texts as strings, empty as null. */
export type SubresourceDraft = Record<string, number | string | null>;

/** The draft of `fields` for `value` (the sub-resource as returned, or null for a new one). */
export function draftOf(fields: readonly SubresourceField[], value: Record<string, unknown> | null): SubresourceDraft {
  const draft: SubresourceDraft = {};
  for (const field of fields) {
    const current = value?.[field.name];
    draft[field.name] = typeof current === 'number' || typeof current === 'string' ? current : null;
  }
  return draft;
}

/** Whether any field of the draft has a value. */
export function hasAnyValue(draft: SubresourceDraft): boolean {
  return Object.values(draft).some((value) => value !== null && value !== '');
}

/**
 * The PUT body of a draft: every field (null clears, docs/interface-notes.md "PUT semantics"),
 * texts trimmed and empty texts as null.
 */
export function bodyOf(fields: readonly SubresourceField[], draft: SubresourceDraft): Record<string, number | string | null> {
  const body: Record<string, number | string | null> = {};
  for (const field of fields) {
    const value = draft[field.name] ?? null;
    body[field.name] = typeof value === 'string' ? value.trim() || null : value;
  }
  return body;
}
