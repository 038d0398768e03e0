/**
 * The bodies of a relevé's species observations (interface v5: an observation with `releve_id`
 * is one species of that relevé), checked with the shared zod schemas before sending. A new
 * species takes the relevé's `dataset_id`, plot (`footprint_wkt`, WKT EPSG:4326), date and
 * observers, is a human observation (`basis_of_record` 1) and carries its cover-abundance code
 * (`cover`, Braun-Blanquet scale, vocabulary `cover`).
 */
import { ObservationCreate, ObservationUpdate, type Observation } from '../../../src-shared/schemas/observation.js';
import type { Releve } from '../../../src-shared/schemas/releve.js';
import type { FieldSpec, FormValues } from '../../components/forms/field-spec.js';
import { valuesOf } from '../../components/forms/form-values.js';

/** `basis_of_record` of a species recorded on the plot: a human observation. */
export const SPECIES_BASIS_OF_RECORD = 1;

/** A checked body, or the first problem's text (the schema's, English). */
export type SpeciesBody<T> = { ok: true; body: T } | { ok: false; problem: string };

function checked<T>(result: { success: true; data: T } | { success: false; error: { issues: Array<{ path: PropertyKey[]; message: string }> } }): SpeciesBody<T> {
  if (result.success) return { ok: true, body: result.data };
  const issue = result.error.issues[0];
  return { ok: false, problem: issue ? `${issue.path.join('.')}: ${issue.message}` : 'invalid' };
}

/** The POST /observations body of a new species of `releve`. */
export function newSpeciesBody(releve: Releve, taxon_id: number, cover: number | null): SpeciesBody<ObservationCreate> {
  return checked(ObservationCreate.safeParse({
    dataset_id: releve.dataset_id,
    basis_of_record: SPECIES_BASIS_OF_RECORD,
    releve_id: releve.id,
    taxon_id,
    cover,
    ...(releve.footprint_wkt ? { footprint_wkt: releve.footprint_wkt } : {}),
    ...(releve.event_date ? { event_date: releve.event_date } : {}),
    ...(releve.recorded_by_id?.length ? { recorded_by_id: releve.recorded_by_id } : {}),
  }));
}

/** The PUT body of a changed species row (`taxon_id` or `cover`; null clears the cover). */
export function speciesChangeBody(changes: { taxon_id?: number; cover?: number | null }): SpeciesBody<ObservationUpdate> {
  return checked(ObservationUpdate.safeParse(changes));
}

/** The fields a species row edits, as the mine/theirs merge of a conflict compares them. */
export const SPECIES_FIELDS: readonly FieldSpec[] = [{ name: 'taxon_id', kind: 'taxon' }, { name: 'cover', kind: 'code', vocabulary: 'cover' }];

/** The values of a species row's fields (`taxon_id`, `cover`). */
export function speciesValues(row: Observation): FormValues {
  return valuesOf(SPECIES_FIELDS, row);
}
