/**
 * Project (interface v5, Projects: /rest/v5/projects; called dataset in observation fields).
 * The interface names only the filterable field project_name; the returned fields and the
 * related_policies shape are the reference service's choice (docs/interface-notes.md).
 *
 * Read shapes: loose (unknown fields of another service pass through). Write shapes: strict.
 */
import { z } from 'zod';

import { PROJECT_RIGHTS, PROJECT_ROLES } from '../domain/project-rights.js';

// Roles and rights live in domain/project-rights.ts; re-exported for the schemas' readers.
export { PROJECT_RIGHTS, PROJECT_ROLES, type ProjectRight, type ProjectRole } from '../domain/project-rights.js';

/** How public endpoints round event dates of a project's observations. */
export const DATE_ROUNDINGS = ['none', 'month', 'year'] as const;
/** A date rounding of public answers. */
export type DateRounding = (typeof DATE_ROUNDINGS)[number];

/**
 * Fields of {@link ProjectSchema}. Only id and project_name are required: the others are the
 * reference service's choice, which another v5 service may leave out.
 */
const projectShape = {
  id: z.number().int(),
  project_name: z.string(),
  description: z.string().nullable().optional(),
  /** Observations are published through the public neophyte endpoints. */
  is_public: z.boolean().optional(),
  /** Public endpoints hide the observers' names. */
  anonymise_observers: z.boolean().optional(),
  date_rounding: z.enum(DATE_ROUNDINGS).optional(),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
  /** The caller's own role on the project, null when none. */
  my_role: z.enum(PROJECT_ROLES).nullable().optional(),
};
/** A project as returned by /rest/v5/projects. Dates: ISO 8601 with milliseconds and offset. */
export const ProjectSchema = z.looseObject(projectShape);
/** The known fields (the parsed value may carry more). */
export type Project = z.infer<z.ZodObject<typeof projectShape>>;

const projectName = z.string().trim().min(1, 'Must not be empty.').max(200, 'At most 200 characters.');
const description = z.string().max(10_000, 'At most 10000 characters.').nullable();

/**
 * Body of POST /rest/v5/projects: project_name required (unique, case-insensitively: 409),
 * the rest optional with defaults description null, is_public false, anonymise_observers false,
 * date_rounding "none". Unknown fields and v4 `name` are rejected (422).
 */
export const ProjectCreateSchema = z.strictObject({
  project_name: projectName,
  description: description.optional(),
  is_public: z.boolean().optional(),
  anonymise_observers: z.boolean().optional(),
  date_rounding: z.enum(DATE_ROUNDINGS).optional(),
});
/** A valid POST body. */
export type ProjectCreate = z.infer<typeof ProjectCreateSchema>;

/**
 * Body of PUT /rest/v5/projects/{id}: any of the writable fields; a field left out keeps its
 * value (description: null clears it). Same rules as {@link ProjectCreateSchema}.
 */
export const ProjectUpdateSchema = ProjectCreateSchema.partial();
/** A valid PUT body. */
export type ProjectUpdate = z.infer<typeof ProjectUpdateSchema>;

/** Fields of a project only the service sets (422 when sent). */
export const PROJECT_READ_ONLY = ['id', 'created_at', 'updated_at', 'my_role'] as const;

/** v4 body fields renamed in v5 (422 naming them, with the new name). */
export const PROJECT_V4_RENAMES: Readonly<Record<string, string>> = { name: 'project_name', project_id: 'id' };

/** Fields of {@link RelatedPolicySchema}. */
const relatedPolicyShape = {
  /** Policy id. */
  id: z.number().int(),
  project_id: z.number().int(),
  person_id: z.number().int(),
  first_name: z.string().nullable(),
  last_name: z.string(),
  organisation: z.string().nullable(),
  role: z.enum(PROJECT_ROLES),
  /** The rights the role grants, e.g. manager → read, write, validate, manage. */
  rights: z.array(z.enum(PROJECT_RIGHTS)),
};
/** One entry of GET /rest/v5/projects/{id}/related_policies: who has which role. */
export const RelatedPolicySchema = z.looseObject(relatedPolicyShape);
/** The known fields (the parsed value may carry more). */
export type RelatedPolicy = z.infer<z.ZodObject<typeof relatedPolicyShape>>;
