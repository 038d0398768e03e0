/**
 * Desk methods of the people register (interface v5 §Endpoints "People": GET /people, GET
 * /people/{id}, POST /people). The interface lists no PUT or DELETE on people, so the desk has
 * no update or removal (docs/interface-notes.md). Spread into DESK_METHODS by desk.ts.
 */
import { z } from 'zod';
import { PEOPLE_SORTABLE } from '../filters/people.js';
import { Id, IsoDate } from '../schemas/common.js';
import { PersonCreateSchema, PersonSchema } from '../schemas/person.js';
import { PROJECT_RIGHTS, PROJECT_ROLES } from '../schemas/project.js';

const PersonRef = z.object({ id: Id });

/** Longest name search text (names are at most 200 characters). */
export const PERSON_NAME_SEARCH_MAX = 200;

const nameSearch = z.string().trim().min(1).max(PERSON_NAME_SEARCH_MAX).optional();

/**
 * GET /people as typed filters (main serialises and checks them, interface v5 rule 4):
 * `last_name` → `last_name[iw_contains]`, `first_name` → `first_name[iw_contains]` (case- and
 * accent-insensitive substrings, `*` a wildcard; both given: both must match), `id` → `id[in]`,
 * `updated_since` (ISO 8601 date or date-time; people updated at or after it). Paging and
 * sorting as every list (default: last name, first name).
 */
export const PeopleListInput = z.object({
  last_name: nameSearch,
  first_name: nameSearch,
  id: z.array(Id).min(1).max(1000).optional(),
  updated_since: IsoDate.optional(),
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(1000).default(50),
  sort: z.enum(PEOPLE_SORTABLE).optional(),
  dir: z.enum(['asc', 'desc']).optional(),
});
export type PeopleListInput = z.input<typeof PeopleListInput>;

/** A page of people with the totals of `with_total` (null when the service omits them). */
export const PeoplePage = z.object({
  rows: z.array(PersonSchema),
  total: z.number().int().nullable(),
  filtered_total: z.number().int().nullable(),
});
export type PeoplePage = z.infer<typeof PeoplePage>;

/** One role of a person on a project (from that project's related_policies). */
export const PersonProjectRole = z.object({
  project_id: Id,
  /** The policy giving the role (to change or revoke it). */
  policy_id: Id,
  project_name: z.string(),
  role: z.enum(PROJECT_ROLES),
  rights: z.array(z.enum(PROJECT_RIGHTS)),
});
export type PersonProjectRole = z.infer<typeof PersonProjectRole>;

/**
 * The projects a person has roles in. The interface has no such endpoint: main reads
 * `related_policies?person_id[eq]=…` of every project the caller may read, so `roles` covers
 * exactly `projects_checked` projects (those the caller can see); projects whose policies could
 * not be read are counted in `projects_failed`. Ordered by project name, then role.
 */
export const PersonProjectRoles = z.object({
  roles: z.array(PersonProjectRole),
  projects_checked: z.number().int().nonnegative(),
  projects_failed: z.number().int().nonnegative(),
});
export type PersonProjectRoles = z.infer<typeof PersonProjectRoles>;

/** Desk methods of people. */
export const PEOPLE_METHODS = {
  /** One page of GET /rest/v5/people with totals. */
  'people.list': { input: PeopleListInput, output: PeoplePage },
  'people.get': { input: PersonRef, output: PersonSchema },
  /** POST /rest/v5/people; 422 `validation` with fields, 403 `forbidden` without a write or manage right anywhere. */
  'people.create': { input: PersonCreateSchema, output: PersonSchema },
  /** The person's roles on the projects the caller can see (see {@link PersonProjectRoles}). */
  'people.projectRoles': { input: PersonRef, output: PersonProjectRoles },
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>;
