/**
 * Projects of interface v5 (§Endpoints "Projects") through the REST client: the list with typed
 * filters and totals, one project, create, partial update, delete (the service's 409 for a
 * project that still holds data made plain), its related policies, and what it holds.
 * Errors: DeskError from the client, with the service's problem `errors` as `fields`.
 */
import { z } from 'zod';
import { DeskError } from '../../src-shared/contract/index.js';
import type { ProjectHoldings, ProjectListInput, ProjectPage } from '../../src-shared/contract/projects.js';
import { POLICY_FILTERS, PROJECT_FILTERS } from '../../src-shared/filters/projects.js';
import {
  ProjectSchema, RelatedPolicySchema, type Project, type ProjectCreate, type ProjectRole, type ProjectUpdate, type RelatedPolicy,
} from '../../src-shared/schemas/project.js';
import type { ApiClient } from '../api/client.js';
import { VersionedRecords } from '../api/versioned-records.js';
import { messageForStatus } from '../api/problem.js';
import { checkFilterClauses } from './clauses.js';
import { fetchAllPages } from './paging.js';
import { searchText } from './reference-search.js';
import { ProjectPoliciesDomain } from './project-policies.js';

const BASE = '/rest/v5/projects';

/** `projects.list` input after the contract's defaults. */
export type ProjectListRequest = z.output<typeof ProjectListInput>;

/**
 * The message of a refused DELETE (409): the service's own words when it gave any (the reference
 * service counts the observations, relevés and documents), else a sentence saying why.
 */
export function deleteConflictMessage(id: number, serviceMessage: string): string {
  if (serviceMessage.trim() && serviceMessage !== messageForStatus(409)) return serviceMessage;
  return `Project ${id} cannot be deleted while it still holds observations, relevés or documents; delete or move them first.`;
}

/** Projects of the active profile's service. */
export class ProjectsDomain {
  private readonly versions: VersionedRecords;
  /** Grant, change and revoke roles where the service offers it. */
  readonly policies: ProjectPoliciesDomain;

  constructor(private readonly api: ApiClient) {
    this.versions = new VersionedRecords(api);
    this.policies = new ProjectPoliciesDomain(api);
  }

  /**
   * GET /rest/v5/projects with `project_name[iw_contains]`, `right`, paging, sorting and
   * `with_total=true`; totals null when the service omits them. A comma or tilde in the name
   * becomes the `*` wildcard (alone it would make the filter a list, a 400).
   */
  async list(input: ProjectListRequest): Promise<ProjectPage> {
    const name = searchText(input.project_name);
    const filters = checkFilterClauses(name ? [{ field: 'project_name', operation: 'iw_contains', value: name }] : [], PROJECT_FILTERS, 'Projects');
    const answer = await this.api.request({
      path: BASE,
      query: { with_total: true, right: input.right, offset: input.offset, limit: input.limit, sort: input.sort, dir: input.dir },
      filters,
    }, z.array(ProjectSchema));
    return { rows: answer.data, total: answer.total, filtered_total: answer.filtered_total };
  }

  /** GET /rest/v5/projects/{id}. Throws DeskError `not-found` (404), `forbidden` (403: no role on it). */
  async get(id: number): Promise<Project> {
    return this.versions.read(`${BASE}/${id}`, ProjectSchema);
  }

  /** POST /rest/v5/projects (body = the fields); 409 `conflict` for a name in use, 422 `validation`, 403 `forbidden`. */
  async create(body: ProjectCreate): Promise<Project> {
    return (await this.api.request({ method: 'POST', path: BASE, body }, ProjectSchema)).data;
  }

  /**
   * PUT /rest/v5/projects/{id} with the changed fields only (partial update; description null
   * clears), provided the project is still `base` when given; 412 `conflict` with the current project.
   */
  async update(id: number, changes: ProjectUpdate, base?: Project): Promise<Project> {
    const answer = await this.versions.write({ method: 'PUT', path: `${BASE}/${id}`, body: changes, base, what: `Project ${id}` }, ProjectSchema);
    return answer.data!;
  }

  /**
   * DELETE /rest/v5/projects/{id} (204). A 409 (the project still holds observations, relevés or
   * documents) is re-thrown as DeskError `conflict` with {@link deleteConflictMessage}; with
   * `base`, a project changed since is a 412 `conflict` carrying the current project.
   */
  async remove(id: number, base?: Project): Promise<{ id: number }> {
    try {
      await this.versions.write({ method: 'DELETE', path: `${BASE}/${id}`, base, what: `Project ${id}` }, ProjectSchema);
    } catch (error) {
      if (!(error instanceof DeskError) || error.status !== 409) throw error;
      throw new DeskError({ status: 409, code: 'conflict', message: deleteConflictMessage(id, error.message), fields: error.fields });
    }
    return { id };
  }

  /**
   * Every related policy of the project (GET /rest/v5/projects/{id}/related_policies, all pages),
   * optionally `role[in]`, optionally `person_id[eq]`; the service's order (managers first).
   */
  async relatedPolicies(id: number, narrow: { role?: readonly ProjectRole[]; person_id?: number } = {}): Promise<RelatedPolicy[]> {
    const clauses = [];
    if (narrow.role?.length) clauses.push({ field: 'role', operation: 'in' as const, value: [...narrow.role] });
    if (narrow.person_id !== undefined) clauses.push({ field: 'person_id', operation: 'eq' as const, value: narrow.person_id });
    const filters = checkFilterClauses(clauses, POLICY_FILTERS, 'Related policies');
    return fetchAllPages(this.api, { path: `${BASE}/${id}/related_policies`, filters }, RelatedPolicySchema);
  }

  /**
   * What the project holds (see ProjectHoldings): three GETs with `dataset_id[eq]`, `limit=1` and
   * `with_total=true`, read from X-Filtered-Total. A list that fails or has no total counts null.
   */
  async holdings(id: number): Promise<ProjectHoldings> {
    const count = async (path: string): Promise<number | null> => {
      try {
        const answer = await this.api.request({
          path, query: { with_total: true, limit: 1 }, filters: [{ field: 'dataset_id', operation: 'eq', value: id }],
        });
        return answer.filtered_total;
      } catch (error) {
        if (error instanceof DeskError && error.code === 'session-expired') throw error;
        return null;
      }
    };
    const [observations, releves, documents] = await Promise.all([count('/rest/v5/observations'), count('/rest/v5/releves'), count('/rest/v5/docs')]);
    return { observations, releves, documents };
  }
}
