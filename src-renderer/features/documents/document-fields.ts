/**
 * The metadata form of a document (PUT /docs/{id}/metadatas) as field descriptors, and its
 * check with the shared zod schema (`DocMetadataUpdateSchema`, the one main and the service
 * apply): only what changed is sent; a cleared remark or folder is sent as null.
 */
import { DOC_NAME_MAX, DOC_REM_MAX, DocMetadataUpdateSchema, type DocMetadataUpdate, type Document } from '../../../src-shared/schemas/doc.js';
import type { FieldSpec, FormValues } from '../../components/forms/field-spec.js';
import { checkBody, type BodyCheck } from '../../components/forms/form-check.js';
import { changedBody, valuesOf } from '../../components/forms/form-values.js';

/** The editable metadata, in form order (the caption first: it is what curators edit most). */
export const DOCUMENT_FIELDS: readonly FieldSpec[] = [
  { name: 'doc_rem', kind: 'longText', maxLength: DOC_REM_MAX, wide: true },
  { name: 'doc_type', kind: 'code', vocabulary: 'doc_type', required: true },
  // drawn by the form (ProjectOrPrivate: none means private)
  { name: 'dataset_id', kind: 'custom' },
  { name: 'original_file_name', kind: 'text', maxLength: DOC_NAME_MAX, required: true, wide: true },
  { name: 'folder_name', kind: 'text', maxLength: DOC_NAME_MAX, wide: true },
];

/** The form values of `doc`. */
export function documentValues(doc: Document): FormValues {
  return valuesOf(DOCUMENT_FIELDS, doc);
}

/** The changed fields of the form as the metadata body, or the fields at fault. An empty body (nothing changed) is fine. */
export function checkDocumentChanges(initial: FormValues, values: FormValues): BodyCheck<DocMetadataUpdate> {
  const body = changedBody(DOCUMENT_FIELDS, initial, values);
  if (!Object.keys(body).length) return { ok: true, body: {} };
  return checkBody(DOCUMENT_FIELDS, body, DocMetadataUpdateSchema);
}
