/**
 * Bodies of the policy writes under /rest/v5/projects/{id}/related_policies, an extension of the
 * reference service (docs/interface-notes.md "Policy writes"): the interface only reads policies.
 * One policy gives one person one role on one project (`PROJECT_ROLES`, rights in
 * domain/project-rights.ts). Used by the service to validate, by main as the desk input and by the
 * renderer's grant/change dialog to check before sending. Strict: unknown fields are a 422.
 */
import { z } from 'zod';
import { Id } from './common.js';
import { ProjectRoleSchema } from '../domain/project-rights.js';

/**
 * Body of POST /rest/v5/projects/{id}/related_policies: give `person_id` the `role` on the
 * project. 404 for an unknown person, 409 when the person already has a role there (change it
 * with PUT instead).
 */
export const PolicyCreateSchema = z.strictObject({
  person_id: Id,
  role: ProjectRoleSchema,
});
/** A valid POST body. */
export type PolicyCreate = z.infer<typeof PolicyCreateSchema>;

/**
 * Body of PUT /rest/v5/projects/{id}/related_policies/{policy_id}: the new `role`. The person and
 * the project of a policy never change (revoke and grant instead).
 */
export const PolicyUpdateSchema = z.strictObject({
  role: ProjectRoleSchema,
});
/** A valid PUT body. */
export type PolicyUpdate = z.infer<typeof PolicyUpdateSchema>;

/** Fields of a policy only the service sets, or that PUT cannot change (422 when sent). */
export const POLICY_READ_ONLY = ['id', 'project_id', 'first_name', 'last_name', 'organisation', 'rights'] as const;
