/**
 * A project's related policies grouped by role for reading "who has which role": managers
 * first, then validators, editors, viewers; people by last and first name within a role; the
 * rights of each role as the service states them.
 */
import { ROLE_ORDER, type ProjectRight, type ProjectRole } from '../../../src-shared/domain/project-rights.js';
import type { RelatedPolicy } from '../../../src-shared/schemas/project.js';

/** The people of one role. */
export interface PolicyGroup {
  role: ProjectRole;
  /** The rights the role grants (from the first policy of the role). */
  rights: readonly ProjectRight[];
  policies: RelatedPolicy[];
}

/** "First Last", or the last name alone. */
export function personName(person: { first_name?: string | null; last_name: string }): string {
  return person.first_name ? `${person.first_name} ${person.last_name}` : person.last_name;
}

/** The policies by role, in {@link ROLE_ORDER}; roles nobody has are left out. */
export function groupPolicies(policies: readonly RelatedPolicy[]): PolicyGroup[] {
  return ROLE_ORDER.flatMap((role) => {
    const mine = policies
      .filter((policy) => policy.role === role)
      .sort((a, b) => a.last_name.localeCompare(b.last_name) || (a.first_name ?? '').localeCompare(b.first_name ?? '') || a.person_id - b.person_id);
    return mine.length ? [{ role, rights: mine[0]!.rights, policies: mine }] : [];
  });
}
