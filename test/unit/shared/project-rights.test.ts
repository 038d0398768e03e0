import { describe, expect, it } from 'vitest';
import {
  PROJECT_RIGHTS, ProjectRightSchema, ROLE_ORDER, compareRoles, isProjectRight, rightsOfRole, roleGrants,
} from '../../../src-shared/domain/project-rights.js';

describe('project rights', () => {
  it('grants each role the rights the service documents', () => {
    expect(rightsOfRole('manager')).toEqual(['read', 'write', 'validate', 'manage']);
    expect(rightsOfRole('validator')).toEqual(['read', 'validate']);
    expect(rightsOfRole('editor')).toEqual(['read', 'write']);
    expect(rightsOfRole('viewer')).toEqual(['read']);
    expect(rightsOfRole('owner')).toEqual([]);
    expect(roleGrants('editor', 'validate')).toBe(false);
  });

  it('recognises only the four rights, in address or body', () => {
    expect(PROJECT_RIGHTS.filter(isProjectRight)).toEqual(['read', 'write', 'validate', 'manage']);
    expect(isProjectRight('admin')).toBe(false);
    expect(isProjectRight(undefined)).toBe(false);
    expect(ProjectRightSchema.safeParse('Write').success).toBe(false);
  });

  it('orders roles from the most to the least rights, unknown roles last', () => {
    expect(ROLE_ORDER).toEqual(['manager', 'validator', 'editor', 'viewer']);
    expect(['viewer', 'guest', 'manager', 'editor'].sort(compareRoles)).toEqual(['manager', 'editor', 'viewer', 'guest']);
  });
});
