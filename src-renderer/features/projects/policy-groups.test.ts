import { describe, expect, it } from 'vitest';
import type { RelatedPolicy } from '../../../src-shared/schemas/project.js';
import { groupPolicies, personName } from './policy-groups.js';

const policy = (id: number, role: RelatedPolicy['role'], last_name: string, first_name: string | null = null): RelatedPolicy => ({
  id, project_id: 1, person_id: 100 + id, first_name, last_name, organisation: null, role,
  rights: role === 'manager' ? ['read', 'write', 'validate', 'manage'] : ['read'],
});

describe('groupPolicies', () => {
  it('groups by role from manager to viewer, people by name, roles nobody has left out', () => {
    const groups = groupPolicies([policy(1, 'viewer', 'Zürcher'), policy(2, 'viewer', 'Amrein', 'Beat'), policy(3, 'manager', 'Bernasconi', 'Marco'), policy(4, 'viewer', 'Amrein', 'Anna')]);
    expect(groups.map((g) => g.role)).toEqual(['manager', 'viewer']);
    expect(groups[1]!.policies.map(personName)).toEqual(['Anna Amrein', 'Beat Amrein', 'Zürcher']);
    expect(groups[0]!.rights).toEqual(['read', 'write', 'validate', 'manage']);
  });

  it('gives nothing for no policies', () => {
    expect(groupPolicies([])).toEqual([]);
  });
});
