import type { z } from 'zod';
import { invalidBody, type FieldError } from './problem.js';

/** Fields a client may read but never send, and fields v5 removed, for the 422 messages. */
export interface BodyRules {
  /** Read-only fields (computed by the service). */
  readOnly?: readonly string[];
  /** Fields that no longer exist in v5 (neither read nor written). */
  removed?: readonly string[];
  /** v4 names and what v5 uses instead, e.g. `rem` → `occurrence_remarks` (interface v5, Versioning 3–5). */
  renamed?: Readonly<Record<string, string>>;
  /** Fields that exist but change only elsewhere, with the message saying where, e.g. validation fields. */
  guarded?: Readonly<Record<string, string>>;
  /** The resource's singular name, to recognise a v4-style wrapper such as `{observation: {…}}`. */
  resourceName?: string;
}

/** Turns zod issues into the problem-details field list (`field` is the dotted path). */
export function zodFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ field: [...issue.path, key].join('.'), message: 'Unknown field.' }));
    }
    return [{ field: issue.path.join('.') || '(body)', message: issue.message }];
  }).flat();
}

/**
 * The field errors of a POST/PUT JSON body (interface v5, common rule 2: the resource properties
 * directly, no `data` or resource-name wrapper) against a strict zod schema, one per field:
 * wrapper, a field changed only elsewhere (`guarded`), read-only field, v4 name (naming its v5
 * replacement), field removed in v5, unknown field, invalid value. Empty when the body is valid.
 */
export function bodyErrors(schema: z.ZodType, body: unknown, rules: BodyRules = {}): FieldError[] {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    return [{ field: '(body)', message: 'The body must be a JSON object of the resource properties.' }];
  const keys = Object.keys(body);
  // A wrapper holds the resource as an object: `{"validation": 5}` is a body, `{"validation": {…}}` a wrapper.
  const only = keys.length === 1 ? (body as Record<string, unknown>)[keys[0]!] : undefined;
  const wrapper = (keys[0] === 'data' || keys[0] === rules.resourceName) && only !== null && typeof only === 'object' && !Array.isArray(only) ? keys[0] : undefined;
  if (wrapper)
    return [{ field: wrapper, message: `Send the resource properties directly, without a "${wrapper}" wrapper (interface v5, common rule 2).` }];
  const errors: FieldError[] = [];
  const refused = (key: string): string | undefined => {
    if (rules.guarded && Object.hasOwn(rules.guarded, key)) return rules.guarded[key];
    if (rules.readOnly?.includes(key)) return 'Read-only field; computed by the service, not accepted in POST or PUT.';
    if (rules.renamed && Object.hasOwn(rules.renamed, key)) return `This is the v4 name; v5 uses ${rules.renamed[key]}.`;
    if (rules.removed?.includes(key)) return 'This field no longer exists in v5.';
    return undefined;
  };
  for (const key of keys) {
    const message = refused(key);
    if (message) errors.push({ field: key, message });
  }
  const stripped = Object.fromEntries(Object.entries(body).filter(([k]) => refused(k) === undefined));
  const result = schema.safeParse(stripped);
  if (!result.success) errors.push(...zodFieldErrors(result.error));
  return errors;
}

/**
 * Validates a POST/PUT JSON body as {@link bodyErrors} does and returns the parsed body.
 * Throws a 422 problem with one error per field.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown, rules: BodyRules = {}): z.infer<S> {
  const errors = bodyErrors(schema, body, rules);
  if (errors.length) throw invalidBody(errors);
  return schema.parse(body);
}
