/**
 * The "Add files" form as data (pure, tested without a DOM): the field descriptors, the files
 * chosen or dropped (handles main issued, ./user-files.ts), and the check with the contract's own
 * schema (`UploadEnqueueInput`, the one main applies) before anything is queued. Main's refusal of
 * a file comes back as field `files.<index>` and lands on the files field (form-check.ts).
 */
import { UploadEnqueueInput, type ChosenFile } from '../../../src-shared/contract/documents.js';
import { DOC_REM_MAX } from '../../../src-shared/schemas/doc.js';
import type { FieldSpec, FormValues } from '../../components/forms/field-spec.js';
import { checkBody, type BodyCheck } from '../../components/forms/form-check.js';

/** The fields of the dialog: the files (drawn by the dialog itself), type, project, remark. */
export const UPLOAD_FIELDS: readonly FieldSpec[] = [
  { name: 'files', kind: 'custom', required: true, wide: true },
  { name: 'doc_type', kind: 'code', vocabulary: 'doc_type', required: true },
  // drawn by the dialog (ProjectOrPrivate: none means private)
  { name: 'dataset_id', kind: 'custom' },
  { name: 'doc_rem', kind: 'longText', maxLength: DOC_REM_MAX, wide: true },
];

/**
 * The enqueue input of the form's values and the `chosen` files (kept beside the form values, which
 * hold only plain values), checked with the contract's schema: the files'
 * handles, empty project and remark left out, and the observation to attach to when given.
 */
export function checkUpload(values: FormValues, chosen: readonly ChosenFile[], attachTo: number | null): BodyCheck<UploadEnqueueInput> {
  const files = chosen.map((file) => file.handle);
  const remark = typeof values.doc_rem === 'string' ? values.doc_rem.trim() : '';
  const body: Record<string, unknown> = {
    files: files.length ? files : null,
    doc_type: values.doc_type ?? null,
    ...(typeof values.dataset_id === 'number' ? { dataset_id: values.dataset_id } : {}),
    ...(remark ? { doc_rem: remark } : {}),
    ...(attachTo !== null ? { attach_to_occurrence_id: attachTo } : {}),
  };
  return checkBody(UPLOAD_FIELDS, body, UploadEnqueueInput) as BodyCheck<UploadEnqueueInput>;
}
