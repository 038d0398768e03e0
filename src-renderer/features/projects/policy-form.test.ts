import { describe, expect, it } from 'vitest';
import { policyFields, policyInitialValues, policyRequest, type PolicyTarget } from './policy-form.js';

const onProject: PolicyTarget = { kind: 'grant-person', project_id: 7, project_name: 'Flora Ticino' };
const forPerson: PolicyTarget = { kind: 'grant-project', person_id: 3, person_name: 'Keller, Anna' };
const change: PolicyTarget = { kind: 'change', project_id: 7, project_name: 'Flora Ticino', policy_id: 12, person_name: 'Keller, Anna', role: 'viewer' };

describe('the grant / change dialog form', () => {
  it('asks for a person on a project page, for a project the user manages on a person page, for the role only when changing', () => {
    expect(policyFields(onProject).map((f) => f.name)).toEqual(['person_id', 'role']);
    expect(policyFields(forPerson)).toEqual([expect.objectContaining({ name: 'project_id', kind: 'project', right: 'manage' }), expect.objectContaining({ name: 'role' })]);
    expect(policyFields(change).map((f) => f.name)).toEqual(['role']);
    expect(policyInitialValues(change)).toEqual({ role: 'viewer' });
  });

  it('says on each field what is missing before anything is sent (the shared schema)', () => {
    const check = policyRequest(onProject, { person_id: null, role: null });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(Object.keys(check.errors).sort()).toEqual(['person_id', 'role']);
    expect(check.errors.person_id).toEqual({ key: 'forms.errors.required' });
    const project = policyRequest(forPerson, { project_id: null, role: 'editor' });
    expect(project.ok ? [] : Object.keys(project.errors)).toEqual(['project_id']);
  });

  it('builds the grant on the chosen project and the change of the policy', () => {
    expect(policyRequest(onProject, { person_id: 3, role: 'editor' })).toEqual({ ok: true, body: { kind: 'grant', project_id: 7, body: { person_id: 3, role: 'editor' } } });
    expect(policyRequest(forPerson, { project_id: 9, role: 'validator' })).toEqual({ ok: true, body: { kind: 'grant', project_id: 9, body: { person_id: 3, role: 'validator' } } });
    expect(policyRequest(change, { role: 'manager' })).toEqual({ ok: true, body: { kind: 'change', project_id: 7, policy_id: 12, body: { role: 'manager' } } });
  });
});
