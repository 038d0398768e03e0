/**
 * Project rights and roles, written once for main, renderer and the reference service
 * (ARCHITECTURE.md "rights", docs/interface-notes.md "rights"). A caller holds a role on a
 * project through a policy (`related_policies`); each role grants rights; list endpoints take
 * `right=read|write|validate|manage` and return what the caller may do that with.
 * Pure data and functions: no Node, no DOM.
 */
import { z } from 'zod';

/** Project roles from the fewest to the most rights (the reference service's policy roles). */
export const PROJECT_ROLES = ['viewer', 'editor', 'validator', 'manager'] as const;
/** A project role. */
export type ProjectRole = (typeof PROJECT_ROLES)[number];

/** Rights a caller can hold on a project: the values of the interface's `right` list parameter. */
export const PROJECT_RIGHTS = ['read', 'write', 'validate', 'manage'] as const;
/** A right on a project. */
export type ProjectRight = (typeof PROJECT_RIGHTS)[number];

/** The `right` parameter as zod checks it in contract and body schemas. */
export const ProjectRightSchema = z.enum(PROJECT_RIGHTS);
/** A project role as zod checks it. */
export const ProjectRoleSchema = z.enum(PROJECT_ROLES);

/** The right a list asks for when `right` is left out (the interface's default). */
export const DEFAULT_RIGHT: ProjectRight = 'read';

/** The roles that grant each right. */
export const ROLES_WITH_RIGHT: Readonly<Record<ProjectRight, readonly ProjectRole[]>> = {
  read: ['viewer', 'editor', 'validator', 'manager'],
  write: ['editor', 'manager'],
  validate: ['validator', 'manager'],
  manage: ['manager'],
};

/** Roles from the most to the least rights: the order in which people of a project are listed. */
export const ROLE_ORDER: readonly ProjectRole[] = [...PROJECT_ROLES].reverse();

/** Whether `value` is one of {@link PROJECT_RIGHTS} (for parsing an address or a query parameter). */
export function isProjectRight(value: unknown): value is ProjectRight {
  return typeof value === 'string' && (PROJECT_RIGHTS as readonly string[]).includes(value);
}

/** Whether `value` is one of {@link PROJECT_ROLES}. */
export function isProjectRole(value: unknown): value is ProjectRole {
  return typeof value === 'string' && (PROJECT_ROLES as readonly string[]).includes(value);
}

/** Whether `role` grants `right`; an unknown role (another service's) grants nothing. */
export function roleGrants(role: string, right: ProjectRight): boolean {
  return (ROLES_WITH_RIGHT[right] as readonly string[]).includes(role);
}

/** The rights `role` grants, in {@link PROJECT_RIGHTS} order (`manager` → all four). */
export function rightsOfRole(role: string): ProjectRight[] {
  return PROJECT_RIGHTS.filter((right) => roleGrants(role, right));
}

/**
 * Sort comparator of roles, most rights first ({@link ROLE_ORDER}); unknown roles after the
 * known ones.
 */
export function compareRoles(a: string, b: string): number {
  const rank = (role: string): number => {
    const index = (ROLE_ORDER as readonly string[]).indexOf(role);
    return index === -1 ? ROLE_ORDER.length : index;
  };
  return rank(a) - rank(b);
}
