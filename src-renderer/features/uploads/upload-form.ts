/**
 * The "Add files" form as data (pure, tested without a DOM): the field descriptors, the paths as
 * typed or chosen (one per line), and the check with the contract's own schema
 * (`UploadEnqueueInput`, the one main applies) before anything is queued. Main's refusal of a
 * path comes back as field `paths.<index>` and lands on the files field (form-check.ts).
 */
import { UploadEnqueueInput } from '../../../src-shared/contract/documents.js';
import { DOC_REM_MAX } from '../../../src-shared/schemas/doc.js';
import type { FieldSpec, FormValues } from '../../components/forms/field-spec.js';
import { checkBody, type BodyCheck } from '../../components/forms/form-check.js';

/** The fields of the dialog: the files (drawn by the dialog itself), type, project, remark. */
export const UPLOAD_FIELDS: readonly FieldSpec[] = [
  { name: 'paths', kind: 'custom', required: true, wide: true },
  { name: 'doc_type', kind: 'code', vocabulary: 'doc_type', required: true },
  // drawn by the dialog (ProjectOrPrivate: none means private)
  { name: 'dataset_id', kind: 'custom' },
  { name: 'doc_rem', kind: 'longText', maxLength: DOC_REM_MAX, wide: true },
];

/**
 * The paths of a text, one per line: trimmed, quotes around a line removed (Windows' "Copy as
 * path" adds them), empty lines and repeats left out, in the order given.
 */
export function parsePaths(text: string): string[] {
  const paths = text
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/^(["'])(.*)\1$/, '$2').trim())
    .filter(Boolean);
  return [...new Set(paths)];
}

/** `paths` as the text of the files field (one per line). */
export function pathsText(paths: readonly string[]): string {
  return paths.join('\n');
}

/** The text with `added` appended (repeats left out). */
export function addPaths(text: string, added: readonly string[]): string {
  return pathsText(parsePaths(`${text}\n${added.join('\n')}`));
}

/**
 * The enqueue input of the form's values, checked with the contract's schema: `paths` from the
 * text, empty project and remark left out, and the observation to attach to when given.
 */
export function checkUpload(values: FormValues, attachTo: number | null): BodyCheck<UploadEnqueueInput> {
  const text = typeof values.paths === 'string' ? values.paths : '';
  const paths = parsePaths(text);
  const remark = typeof values.doc_rem === 'string' ? values.doc_rem.trim() : '';
  const body: Record<string, unknown> = {
    paths: paths.length ? paths : null,
    doc_type: values.doc_type ?? null,
    ...(typeof values.dataset_id === 'number' ? { dataset_id: values.dataset_id } : {}),
    ...(remark ? { doc_rem: remark } : {}),
    ...(attachTo !== null ? { attach_to_occurrence_id: attachTo } : {}),
  };
  return checkBody(UPLOAD_FIELDS, body, UploadEnqueueInput) as BodyCheck<UploadEnqueueInput>;
}
