import type { ProjectsDomain } from '../domains/projects.js';
import type { DomainHandlers } from './handlers.js';

/**
 * `projects.*` (src-shared/contract/projects.ts), inputs already validated by the dispatcher;
 * service errors arrive as DeskError with the problem's `fields`, a refused delete (409) as
 * `conflict` with a message saying what the project still holds.
 */
export function projectHandlers(projects: ProjectsDomain): DomainHandlers<'projects'> {
  return {
    'projects.list': (input) => projects.list(input),
    'projects.get': ({ id }) => projects.get(id),
    'projects.create': (input) => projects.create(input),
    'projects.update': ({ id, changes, base }) => projects.update(id, changes, base),
    'projects.remove': ({ id, base }) => projects.remove(id, base),
    'projects.relatedPolicies': ({ id, role }) => projects.relatedPolicies(id, { role }),
    'projects.holdings': ({ id }) => projects.holdings(id),
    'projects.policyWrites': ({ id }) => projects.policies.support(id),
    'projects.grantPolicy': ({ id, policy }) => projects.policies.grant(id, policy),
    'projects.changePolicy': ({ id, policy_id, changes }) => projects.policies.change(id, policy_id, changes),
    'projects.revokePolicy': ({ id, policy_id }) => projects.policies.revoke(id, policy_id),
  };
}
