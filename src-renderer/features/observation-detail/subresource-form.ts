import type { ZodType } from 'zod';
import type { FormValues } from '../../components/forms/field-spec.js';
import { checkBody, type BodyCheck } from '../../components/forms/form-check.js';
import { bodyOf, hasAnyValue } from '../../components/forms/form-values.js';
import type { SubresourceField } from './subresource-fields.js';

/**
 * Checks a supplement or neophyte form before anything is sent: every field goes into the PUT
 * body (null clears, docs/interface-notes.md "PUT semantics"), checked with the shared zod write
 * schema (SupplementWrite / NeophyteWrite, the same the service applies). A new sub-resource
 * needs at least one value.
 */
export function checkDraft(fields: readonly SubresourceField[], values: FormValues, schema: ZodType, isNew: boolean): BodyCheck {
  if (isNew && !hasAnyValue(fields, values)) return { ok: false, errors: {}, other: [{ key: 'detail.form.empty' }] };
  return checkBody(fields, bodyOf(fields, values), schema) as BodyCheck;
}
