/**
 * Person (interface v5, People: /rest/v5/people). The interface names only the filterable fields
 * id, first_name, last_name; the returned fields are the reference service's choice
 * (docs/interface-notes.md).
 *
 * Read shape: loose (unknown fields of another service pass through). Write shape: strict.
 */
import { z } from 'zod';

/**
 * Fields of {@link PersonSchema}. organisation and the dates are the reference service's choice,
 * which another v5 service may leave out.
 */
const personShape = {
  id: z.number().int(),
  first_name: z.string().nullable(),
  last_name: z.string(),
  /**
   * Only present for callers who manage at least one project, and on the caller's own record;
   * omitted (not null) otherwise. null = no address recorded.
   */
  email: z.string().nullable().optional(),
  organisation: z.string().nullable().optional(),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
};
/** A person as returned by GET/POST /rest/v5/people. Dates: ISO 8601 with milliseconds and offset. */
export const PersonSchema = z.looseObject(personShape);
/** The known fields (the parsed value may carry more). */
export type Person = z.infer<z.ZodObject<typeof personShape>>;

const name = z.string().trim().min(1, 'Must not be empty.').max(200, 'At most 200 characters.');

/**
 * Body of POST /rest/v5/people: the properties directly (no wrapper). first_name and last_name
 * are required; email (a valid address) and organisation are optional and may be null.
 * Unknown fields are rejected (422 naming them); v4 `firstname`/`lastname` too.
 */
export const PersonCreateSchema = z.strictObject({
  first_name: name,
  last_name: name,
  email: z.email('Not a valid e-mail address.').max(320).nullable().optional(),
  organisation: z.string().trim().max(200, 'At most 200 characters.').nullable().optional(),
});
/** A valid POST body. */
export type PersonCreate = z.infer<typeof PersonCreateSchema>;

/** Fields of a person only the service sets (422 when sent). */
export const PERSON_READ_ONLY = ['id', 'created_at', 'updated_at'] as const;

/** v4 body fields renamed in v5 (422 naming them, with the new name). */
export const PERSON_V4_RENAMES: Readonly<Record<string, string>> = { firstname: 'first_name', lastname: 'last_name', person_id: 'id' };
