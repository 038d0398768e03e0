/**
 * Desk methods of projects and their policies (interface v5 §Endpoints "Projects": GET/POST
 * /projects, GET/PUT/DELETE /projects/{id}, GET /projects/{id}/related_policies), and the policy
 * writes a service may add (the reference service does, docs/interface-notes.md "Policy writes"):
 * the desk asks the service whether it offers them before showing grant, change and revoke.
 * Spread into DESK_METHODS by desk.ts.
 */
import { z } from 'zod';
import { PROJECT_SORTABLE } from '../filters/projects.js';
import { Id } from '../schemas/common.js';
import {
  PROJECT_RIGHTS, PROJECT_ROLES, ProjectCreateSchema, ProjectSchema, ProjectUpdateSchema, RelatedPolicySchema,
} from '../schemas/project.js';
import { PolicyCreateSchema, PolicyUpdateSchema } from '../schemas/policy.js';

const ProjectRef = z.object({ id: Id });

/** Longest `project_name` search text (the name itself is at most 200 characters). */
export const PROJECT_NAME_SEARCH_MAX = 200;

/**
 * GET /projects as typed filters (main serialises and checks them, interface v5 rule 4):
 * `project_name` → `project_name[iw_contains]` (case- and accent-insensitive substring; `*` is a
 * wildcard); `right` (default read: the projects the caller may read). Paging and sorting as
 * every list (sortable: id, project_name, created_at, updated_at; default project_name).
 */
export const ProjectListInput = z.object({
  project_name: z.string().trim().min(1).max(PROJECT_NAME_SEARCH_MAX).optional(),
  right: z.enum(PROJECT_RIGHTS).optional(),
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(1000).default(50),
  sort: z.enum(PROJECT_SORTABLE).optional(),
  dir: z.enum(['asc', 'desc']).optional(),
});
export type ProjectListInput = z.input<typeof ProjectListInput>;

/** A page of projects with the totals of `with_total` (X-Total, X-Filtered-Total; null when the service omits them). */
export const ProjectPage = z.object({
  rows: z.array(ProjectSchema),
  total: z.number().int().nullable(),
  filtered_total: z.number().int().nullable(),
});
export type ProjectPage = z.infer<typeof ProjectPage>;

/**
 * What a project still holds, counted with `with_total` on GET /observations, /releves and /docs
 * filtered by `dataset_id` (X-Filtered-Total): null when the service sent no total or the list
 * could not be read. Only records the caller may read are counted.
 */
export const ProjectHoldings = z.object({
  observations: z.number().int().nonnegative().nullable(),
  releves: z.number().int().nonnegative().nullable(),
  documents: z.number().int().nonnegative().nullable(),
});
export type ProjectHoldings = z.infer<typeof ProjectHoldings>;

/**
 * Whether the service lets managers grant, change and revoke roles (POST on
 * `related_policies`), learnt from the `Allow` header of OPTIONS: `offered` true or false, or
 * `unknown` when the service could not be asked (no answer, an error other than "not offered").
 */
export const PolicyWriteSupport = z.object({
  offered: z.enum(['yes', 'no', 'unknown']),
});
export type PolicyWriteSupport = z.infer<typeof PolicyWriteSupport>;

const PolicyRef = ProjectRef.extend({ policy_id: Id });

/** Desk methods of projects. */
export const PROJECT_METHODS = {
  /** One page of GET /rest/v5/projects with totals. */
  'projects.list': { input: ProjectListInput, output: ProjectPage },
  'projects.get': { input: ProjectRef, output: ProjectSchema },
  /** POST /rest/v5/projects; the caller becomes its manager. 409 `conflict` for a name in use, 422 `validation` with fields. */
  'projects.create': { input: ProjectCreateSchema, output: ProjectSchema },
  /** PUT /rest/v5/projects/{id} with the changed fields only (partial update); with `base` only while the project is still that version, else 412 `conflict` with `current`. */
  'projects.update': { input: ProjectRef.extend({ changes: ProjectUpdateSchema, base: ProjectSchema.optional() }), output: ProjectSchema },
  /**
   * DELETE /rest/v5/projects/{id}. A project that still holds observations, relevés or documents
   * is refused by the service (409): DeskError `conflict` whose message says so.
   */
  'projects.remove': { input: ProjectRef.extend({ base: ProjectSchema.optional() }), output: ProjectRef },
  /** GET /rest/v5/projects/{id}/related_policies, every page: who has which role (managers first); `role` narrows it. */
  'projects.relatedPolicies': {
    input: ProjectRef.extend({ role: z.array(z.enum(PROJECT_ROLES)).min(1).max(4).optional() }),
    output: z.array(RelatedPolicySchema),
  },
  /** OPTIONS on the project's related_policies: whether the service offers the policy writes (see {@link PolicyWriteSupport}). */
  'projects.policyWrites': { input: ProjectRef, output: PolicyWriteSupport },
  /** POST …/related_policies: give a person a role; 404 `not-found` unknown person, 409 `conflict` when they hold one, 403 `forbidden` without manage right, 422 `validation` with fields. */
  'projects.grantPolicy': { input: ProjectRef.extend({ policy: PolicyCreateSchema }), output: RelatedPolicySchema },
  /** PUT …/related_policies/{policy_id} `{role}`; 409 `conflict` for the project's last manager. */
  'projects.changePolicy': { input: PolicyRef.extend({ changes: PolicyUpdateSchema }), output: RelatedPolicySchema },
  /** DELETE …/related_policies/{policy_id}; 409 `conflict` for the project's last manager. */
  'projects.revokePolicy': { input: PolicyRef, output: PolicyRef },
  /** Counts of what the project holds (see {@link ProjectHoldings}). */
  'projects.holdings': { input: ProjectRef, output: ProjectHoldings },
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>;
