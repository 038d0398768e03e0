import type { Observation } from '../../../src-shared/schemas/observation.js';
import type { Validation, ValidationWrite } from '../../../src-shared/schemas/validation.js';
import type { FieldSpec, FormValues } from '../../components/forms/field-spec.js';

/** The three values a validation sets, and what undo puts back. */
export interface ValidationValues {
  validation: number | null;
  v_presence_status: number | null;
  comment: string | null;
}

/** The values of a validation sub-resource (without who, when and history). */
export function valuesOf(validation: Validation): ValidationValues {
  return { validation: validation.validation, v_presence_status: validation.v_presence_status, comment: validation.comment };
}

/**
 * The body that puts `values` back (undo), or null when that is impossible: the service takes no
 * empty status, so an observation that had none cannot get "none" back.
 */
export function restoreWrite(values: ValidationValues): ValidationWrite | null {
  if (values.validation == null) return null;
  return { validation: values.validation, v_presence_status: values.v_presence_status, comment: values.comment };
}

/**
 * The validation as it will be once `write` is saved (the reference service's PUT semantics,
 * docs/interface-notes.md): the status; the presence when given, else kept; the comment as given
 * (absent clears); a new history entry marked `pending` until the service answers.
 */
export function applyWrite(base: Validation, write: ValidationWrite, by: number | null, at: string): Validation {
  const presence = write.v_presence_status === undefined ? base.v_presence_status : write.v_presence_status;
  const entry = { validation: write.validation, v_presence_status: presence, comment: write.comment ?? null, validated_by: by, validated_at: at, pending: true };
  return { ...base, ...entry, pending: true, history: [...base.history, entry] };
}

/** The observation with the validation's status and presence (the service copies them onto it). */
export function observationWith(observation: Observation, validation: Validation): Observation {
  return { ...observation, validation: validation.validation, v_presence_status: validation.v_presence_status };
}

/** The values a validation sets, as the mine/theirs merge of a conflict compares them. */
export const VALIDATION_FIELDS: readonly FieldSpec[] = [
  { name: 'validation', kind: 'code', vocabulary: 'validation' },
  { name: 'v_presence_status', kind: 'code', vocabulary: 'v_presence_status' },
  { name: 'comment', kind: 'longText', maxLength: 4000 },
];

/** The merge's values of a validation. */
export function validationFormValues(validation: Validation): FormValues {
  return { ...valuesOf(validation) };
}

/** The merge's values of `write` sent from `base` (presence kept when the write leaves it out). */
export function writtenValues(base: Validation, write: ValidationWrite): FormValues {
  return { validation: write.validation, v_presence_status: write.v_presence_status === undefined ? base.v_presence_status : write.v_presence_status, comment: write.comment ?? null };
}

/** The write of merged `values`, or null when they hold no status (the service takes none). */
export function writeOf(values: FormValues): ValidationWrite | null {
  const { validation, v_presence_status, comment } = values;
  if (typeof validation !== 'number') return null;
  return { validation, v_presence_status: typeof v_presence_status === 'number' ? v_presence_status : null, comment: typeof comment === 'string' && comment.trim() ? comment : null };
}
