/**
 * Field errors of a form: from the shared zod write schema (checked before anything is sent,
 * the same schema main and the service apply) and from a failed save (the service's 422 problem
 * `errors`, arriving as DeskError.fields). Both end up as one message per field, in the fields'
 * own words where we have them; whatever names no field of the form goes above the form.
 */
import type { ZodType } from 'zod';
import type { DeskError } from '../../../src-shared/contract/errors.js';
import type { FieldSpec } from './field-spec.js';

/** A field's message: an i18n key with parameters (our own check) or the service's text as it came. */
export type FieldMessage = { key: string; params?: Record<string, unknown> } | { text: string };

/** Messages by field name. */
export type FieldErrors = Record<string, FieldMessage>;

/** Result of {@link checkBody}: the parsed body to send, or one message per wrong field plus messages for no field. */
export type BodyCheck<T = Record<string, unknown>> =
  | { ok: true; body: T }
  | { ok: false; errors: FieldErrors; other: FieldMessage[] };

/** The parts of a zod issue the messages use. */
interface IssueLike {
  code: string;
  path: PropertyKey[];
  message: string;
  minimum?: unknown;
  maximum?: unknown;
  expected?: unknown;
  inclusive?: boolean;
  origin?: unknown;
}

function messageOf(issue: IssueLike, field: FieldSpec, value: unknown): FieldMessage {
  if (value === null || value === undefined) return { key: 'forms.errors.required' };
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string' || issue.origin === 'array') return { key: 'forms.errors.required' };
      return { key: issue.inclusive === false ? 'forms.errors.above' : 'forms.errors.atLeast', params: { min: Number(issue.minimum) } };
    case 'too_big':
      if (issue.origin === 'string' || field.kind === 'text' || field.kind === 'longText') return { key: 'forms.errors.tooLong', params: { max: Number(issue.maximum) } };
      if (issue.origin === 'array') return { key: 'forms.errors.tooMany', params: { max: Number(issue.maximum) } };
      return { key: 'forms.errors.atMost', params: { max: Number(issue.maximum) } };
    case 'invalid_type':
      if (issue.expected === 'int') return { key: 'forms.errors.wholeNumber' };
      return { key: field.kind === 'number' || field.kind === 'id' ? 'forms.errors.number' : 'forms.errors.invalid' };
    case 'custom':
      if (field.kind === 'number' && field.notBelow) return { key: 'forms.errors.notBelowMinimum' };
      return { text: issue.message };
    default:
      return { text: issue.message };
  }
}

/**
 * Checks `body` with `schema` and turns its issues into one message per field of `fields` (the
 * first issue of a field wins); issues on no known field (unknown keys, whole-body rules) go to
 * `other` with the schema's text.
 */
export function checkBody<T>(fields: readonly FieldSpec[], body: Record<string, unknown>, schema: ZodType<T>): BodyCheck<T> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: FieldErrors = {};
  const other: FieldMessage[] = [];
  for (const issue of parsed.error.issues as IssueLike[]) {
    const name = String(issue.path[0] ?? '');
    const field = fields.find((candidate) => candidate.name === name);
    if (!field) other.push({ text: name ? `${name}: ${issue.message}` : issue.message });
    else errors[name] ??= messageOf(issue, field, body[name]);
  }
  return { ok: false, errors, other };
}

/**
 * The form field a field path of DeskError.fields names — `sex`, `/sex`, `body.sex`,
 * `recorded_by_id[0]` all name `sex` / `recorded_by_id` — or undefined when it names none of `names`.
 */
export function fieldNamed<N extends string>(names: readonly N[], path: string): N | undefined {
  const segments = path.split(/[./[\]]+/).filter(Boolean);
  return names.find((name) => segments.includes(name));
}

/**
 * Puts the field errors of a failed save (DeskError.fields: the service's 422, or main's own
 * check) onto the form: a field named `sex`, `/sex`, `body.sex` or `recorded_by_id[0]` lands on
 * that field; anything else goes to `other`. With no field error at all, the error's message is
 * the one `other` message.
 */
export function errorsFromDesk(fields: readonly FieldSpec[], error: DeskError): { errors: FieldErrors; other: FieldMessage[] } {
  const errors: FieldErrors = {};
  const other: FieldMessage[] = [];
  const names = fields.map((field) => field.name);
  for (const entry of error.fields) {
    const name = fieldNamed(names, entry.field);
    if (name) errors[name] ??= { text: entry.message };
    else other.push({ text: entry.field ? `${entry.field}: ${entry.message}` : entry.message });
  }
  if (!Object.keys(errors).length && !other.length) other.push({ text: error.message });
  return { errors, other };
}

/** The first field of `fields` (form order) with an error. */
export function firstErrorField(fields: readonly FieldSpec[], errors: FieldErrors): FieldSpec | undefined {
  return fields.find((field) => errors[field.name]);
}

/** `errors` without the message of `name` (an edited field loses its error). */
export function withoutError(errors: FieldErrors, name: string): FieldErrors {
  if (!(name in errors)) return errors;
  const { [name]: _removed, ...rest } = errors;
  return rest;
}
