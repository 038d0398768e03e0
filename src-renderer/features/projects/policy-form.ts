/**
 * The grant / change dialog's form: which fields it shows for what it does, and the body it
 * sends, checked with the shared policy schemas (src-shared/schemas/policy.ts) that main and the
 * service apply too, so a missing person or role is said on the field before anything is sent.
 */
import { z } from 'zod';
import { Id } from '../../../src-shared/schemas/common.js';
import { PolicyCreateSchema, PolicyUpdateSchema, type PolicyCreate, type PolicyUpdate } from '../../../src-shared/schemas/policy.js';
import type { ProjectRole } from '../../../src-shared/domain/project-rights.js';
import type { FieldSpec, FormValues } from '../../components/forms/field-spec.js';
import { checkBody, type BodyCheck } from '../../components/forms/form-check.js';

/** What the dialog does: give someone a role on a known project, give a known person a role on a project they choose, or change a role. */
export type PolicyTarget =
  | { kind: 'grant-person'; project_id: number; project_name: string }
  | { kind: 'grant-project'; person_id: number; person_name: string }
  | { kind: 'change'; project_id: number; project_name: string; policy_id: number; person_name: string; role: ProjectRole };

const ROLE: FieldSpec = { name: 'role', kind: 'custom', required: true, wide: true };

/** The fields of the dialog for `target`: a person picker, a project picker (projects the user manages) or neither, and the role. */
export function policyFields(target: PolicyTarget): readonly FieldSpec[] {
  if (target.kind === 'grant-person') return [{ name: 'person_id', kind: 'people', required: true, wide: true }, ROLE];
  if (target.kind === 'grant-project') return [{ name: 'project_id', kind: 'project', right: 'manage', required: true, wide: true }, ROLE];
  return [ROLE];
}

/** The values the dialog starts from: nothing chosen, or the current role when changing it. */
export function policyInitialValues(target: PolicyTarget): FormValues {
  if (target.kind === 'change') return { role: target.role };
  return target.kind === 'grant-person' ? { person_id: null, role: null } : { project_id: null, role: null };
}

const GrantOnProject = PolicyCreateSchema.extend({ project_id: Id });

/** The request the dialog sends: a grant on a project (its id and body) or a change of a policy's role. */
export type PolicyRequest =
  | { kind: 'grant'; project_id: number; body: PolicyCreate }
  | { kind: 'change'; project_id: number; policy_id: number; body: PolicyUpdate };

/** Checks the dialog's `values` for `target` with the shared schema and builds the request. */
export function policyRequest(target: PolicyTarget, values: FormValues): BodyCheck<PolicyRequest> {
  const fields = policyFields(target);
  if (target.kind === 'change') {
    const check = checkBody(fields, { role: values.role }, PolicyUpdateSchema);
    return check.ok ? { ok: true, body: { kind: 'change', project_id: target.project_id, policy_id: target.policy_id, body: check.body } } : check;
  }
  if (target.kind === 'grant-person') {
    const check = checkBody(fields, { person_id: values.person_id, role: values.role }, PolicyCreateSchema);
    return check.ok ? { ok: true, body: { kind: 'grant', project_id: target.project_id, body: check.body } } : check;
  }
  const check = checkBody(fields, { project_id: values.project_id, person_id: target.person_id, role: values.role }, GrantOnProject as z.ZodType<z.infer<typeof GrantOnProject>>);
  if (!check.ok) return check;
  const { project_id, ...body } = check.body;
  return { ok: true, body: { kind: 'grant', project_id, body } };
}
