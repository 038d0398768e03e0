/**
 * Filter specs of GET /rest/v5/projects and GET /rest/v5/projects/{id}/related_policies.
 *
 * Besides the filters, the plain parameter `right=read|write|validate|manage` (default `read`;
 * replaces v4 `auth`, `authorization`, `rights`) keeps the projects on which the caller has that
 * right. v4 `name` is answered with 400 (use `project_name`).
 */
import { OPS, type FilterSpec } from './grammar.js';

/** Filters of GET /rest/v5/projects, e.g. `project_name[iw_contains]=flora`. */
export const PROJECT_FILTERS: FilterSpec = {
  id: { type: 'integer', operations: OPS.ordered },
  project_name: { type: 'string', operations: OPS.text },
  is_public: { type: 'boolean', operations: OPS.boolean },
};

/** Plain (non-filter) parameters of GET /rest/v5/projects. */
export const PROJECT_PARAMETERS = ['right'] as const;

/** Sortable fields of GET /rest/v5/projects (default: project_name, id). */
export const PROJECT_SORTABLE = ['id', 'project_name', 'created_at', 'updated_at'] as const;

/** Filters of GET /rest/v5/projects/{id}/related_policies. */
export const POLICY_FILTERS: FilterSpec = {
  person_id: { type: 'integer', operations: OPS.code },
  role: { type: 'string', operations: OPS.code },
};

/** Sortable fields of related_policies (default: role from manager to viewer, then last name). */
export const POLICY_SORTABLE = ['person_id', 'role', 'last_name', 'first_name'] as const;
