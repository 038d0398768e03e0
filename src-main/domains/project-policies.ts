/**
 * Policy writes on a project: grant, change and revoke a role (POST
 * /rest/v5/projects/{id}/related_policies, PUT and DELETE …/{policy_id}). The interface only reads
 * policies; a service may add the writes (the reference service does, docs/interface-notes.md
 * "Policy writes"), so the desk asks it first with OPTIONS and offers them only when its `Allow`
 * names POST. Errors: DeskError from the client (problem `errors` as `fields`).
 */
import { DeskError } from '../../src-shared/contract/index.js';
import type { PolicyWriteSupport } from '../../src-shared/contract/projects.js';
import { RelatedPolicySchema, type RelatedPolicy } from '../../src-shared/schemas/project.js';
import type { PolicyCreate, PolicyUpdate } from '../../src-shared/schemas/policy.js';
import type { ApiClient } from '../api/client.js';

const policies = (projectId: number): string => `/rest/v5/projects/${projectId}/related_policies`;

/**
 * Whether the `Allow` header of an OPTIONS answer offers POST (RFC 9110 §10.2.1: a
 * comma-separated list of methods, case-sensitive tokens).
 */
export function allowsPost(allow: string | null): boolean {
  return (allow ?? '').split(',').some((method) => method.trim() === 'POST');
}

/** The policy writes of the active profile's service. */
export class ProjectPoliciesDomain {
  constructor(private readonly api: ApiClient) {}

  /**
   * OPTIONS on the project's related_policies. `yes` when `Allow` names POST; `no` when the
   * service answers without it (a strict v5 service: 404, 405, 501 or an Allow without POST);
   * `unknown` when no answer came. A session that ended is thrown.
   */
  async support(projectId: number): Promise<PolicyWriteSupport> {
    let response: Response;
    try {
      response = await this.api.fetchResponse({ method: 'OPTIONS', path: policies(projectId) });
    } catch (error) {
      if (error instanceof DeskError && error.code !== 'network' && error.code !== 'cancelled') throw error;
      return { offered: 'unknown' };
    }
    await response.body?.cancel();
    if (response.status >= 500 && response.status !== 501) return { offered: 'unknown' };
    return { offered: allowsPost(response.headers.get('allow')) ? 'yes' : 'no' };
  }

  /** POST …/related_policies `{person_id, role}`: the new policy. */
  async grant(projectId: number, policy: PolicyCreate): Promise<RelatedPolicy> {
    return (await this.api.request({ method: 'POST', path: policies(projectId), body: policy }, RelatedPolicySchema)).data;
  }

  /** PUT …/related_policies/{policy_id} `{role}`: the changed policy. */
  async change(projectId: number, policyId: number, changes: PolicyUpdate): Promise<RelatedPolicy> {
    return (await this.api.request({ method: 'PUT', path: `${policies(projectId)}/${policyId}`, body: changes }, RelatedPolicySchema)).data;
  }

  /** DELETE …/related_policies/{policy_id}. */
  async revoke(projectId: number, policyId: number): Promise<{ id: number; policy_id: number }> {
    await this.api.request({ method: 'DELETE', path: `${policies(projectId)}/${policyId}` });
    return { id: projectId, policy_id: policyId };
  }
}
