import type { ZodType } from 'zod';
import type { DeskError } from '../../../src-shared/contract/errors.js';
import { bodyOf, hasAnyValue, type SubresourceDraft, type SubresourceField } from './subresource-fields.js';

/** A field's message: an i18n key with parameters (our own check) or the service's text as it came. */
export type FieldMessage = { key: string; params?: Record<string, unknown> } | { text: string };

/** Messages by field name. */
export type FieldErrors = Record<string, FieldMessage>;

/** Result of {@link checkDraft}: the body to send, or one message per wrong field (plus messages for no field). */
export type DraftCheck =
  | { ok: true; body: Record<string, unknown> }
  | { ok: false; errors: FieldErrors; other: FieldMessage[] };

interface IssueLike {
  code: string;
  path: PropertyKey[];
  message: string;
  minimum?: unknown;
  maximum?: unknown;
  expected?: unknown;
  inclusive?: boolean;
}

function messageOf(issue: IssueLike, field: SubresourceField | undefined): FieldMessage {
  if (issue.code === 'too_small') {
    return { key: issue.inclusive === false ? 'detail.form.above' : 'detail.form.atLeast', params: { min: Number(issue.minimum) } };
  }
  if (issue.code === 'too_big') {
    return field?.kind === 'text'
      ? { key: 'detail.form.tooLong', params: { max: Number(issue.maximum) } }
      : { key: 'detail.form.atMost', params: { max: Number(issue.maximum) } };
  }
  if (issue.code === 'invalid_type' && issue.expected === 'int') return { key: 'detail.form.wholeNumber' };
  if (issue.code === 'invalid_type') return { key: field?.kind === 'number' ? 'detail.form.number' : 'detail.form.invalid' };
  if (issue.code === 'custom' && field?.name === 'maximum_depth_in_meters') return { key: 'detail.form.depthOrder' };
  return { text: issue.message };
}

/**
 * Checks a draft with the shared zod write schema (SupplementWrite / NeophyteWrite, the same
 * the service applies) before anything is sent. A new sub-resource needs at least one value.
 */
export function checkDraft(fields: readonly SubresourceField[], draft: SubresourceDraft, schema: ZodType, isNew: boolean): DraftCheck {
  if (isNew && !hasAnyValue(draft)) return { ok: false, errors: {}, other: [{ key: 'detail.form.empty' }] };
  const body = bodyOf(fields, draft);
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, body: parsed.data as Record<string, unknown> };
  const errors: FieldErrors = {};
  const other: FieldMessage[] = [];
  for (const issue of parsed.error.issues as IssueLike[]) {
    const name = String(issue.path[0] ?? '');
    const field = fields.find((candidate) => candidate.name === name);
    if (field && !errors[name]) errors[name] = messageOf(issue, field);
    else if (!field) other.push({ text: issue.message });
  }
  return { ok: false, errors, other };
}

/**
 * Puts the field errors of a failed save (the service's 422 `errors`, through DeskError.fields)
 * onto the form: a field named `sex`, `/sex` or `body.sex` lands on `sex`; anything else goes
 * to `other`, shown above the form.
 */
export function errorsFromDesk(fields: readonly SubresourceField[], error: DeskError): { errors: FieldErrors; other: FieldMessage[] } {
  const errors: FieldErrors = {};
  const other: FieldMessage[] = [];
  for (const entry of error.fields) {
    const segments = entry.field.split(/[./[\]]+/).filter(Boolean);
    const field = fields.find((candidate) => segments.includes(candidate.name));
    if (field && !errors[field.name]) errors[field.name] = { text: entry.message };
    else if (!field) other.push({ text: entry.field ? `${entry.field}: ${entry.message}` : entry.message });
  }
  if (!Object.keys(errors).length && !other.length) other.push({ text: error.message });
  return { errors, other };
}
