/**
 * The people register of interface v5 (§Endpoints "People") through the REST client: the list
 * with typed filters and totals, one person, create, and the projects a person has roles in
 * (read from the related policies of every project the caller can see; the interface has no
 * endpoint for it). Errors: DeskError from the client, with the problem's `errors` as `fields`.
 */
import { z } from 'zod';
import { DeskError } from '../../src-shared/contract/index.js';
import type { PeopleListInput, PeoplePage, PersonProjectRole, PersonProjectRoles } from '../../src-shared/contract/people.js';
import { ProjectSummary } from '../../src-shared/contract/reference.js';
import type { FilterClauseInput } from '../../src-shared/contract/observations.js';
import { PEOPLE_FILTERS } from '../../src-shared/filters/people.js';
import { PersonSchema, type Person, type PersonCreate } from '../../src-shared/schemas/person.js';
import { mapLimited } from '../../src-shared/domain/pool.js';
import { compareRoles } from '../../src-shared/domain/project-rights.js';
import type { ApiClient } from '../api/client.js';
import { checkFilterClauses } from './clauses.js';
import { fetchAllPages } from './paging.js';
import type { ProjectsDomain } from './projects.js';
import { searchText } from './reference-search.js';

const BASE = '/rest/v5/people';

/** Policy reads in flight at once for {@link PeopleDomain.projectRoles} (a browser's connections per host). */
export const ROLE_READS_IN_FLIGHT = 6;

/** `people.list` input after the contract's defaults. */
export type PeopleListRequest = z.output<typeof PeopleListInput>;

/** The GET /people filter clauses of a {@link PeopleListInput} (interface v5 rule 4). */
export function peopleListClauses(input: Pick<PeopleListInput, 'last_name' | 'first_name' | 'id'>): FilterClauseInput[] {
  const clauses: FilterClauseInput[] = [];
  const last = searchText(input.last_name);
  const first = searchText(input.first_name);
  if (last) clauses.push({ field: 'last_name', operation: 'iw_contains', value: last });
  if (first) clauses.push({ field: 'first_name', operation: 'iw_contains', value: first });
  if (input.id?.length) clauses.push({ field: 'id', operation: 'in', value: [...input.id] });
  return clauses;
}

/** People of the active profile's service. */
export class PeopleDomain {
  constructor(
    private readonly api: ApiClient,
    private readonly projects: ProjectsDomain,
  ) {}

  /**
   * GET /rest/v5/people with `last_name[iw_contains]`, `first_name[iw_contains]`, `id[in]`,
   * `updated_since`, paging, sorting and `with_total=true`; totals null when the service omits them.
   */
  async list(input: PeopleListRequest): Promise<PeoplePage> {
    const filters = checkFilterClauses(peopleListClauses(input), PEOPLE_FILTERS, 'People');
    const answer = await this.api.request({
      path: BASE,
      query: { with_total: true, updated_since: input.updated_since, offset: input.offset, limit: input.limit, sort: input.sort, dir: input.dir },
      filters,
    }, z.array(PersonSchema));
    return { rows: answer.data, total: answer.total, filtered_total: answer.filtered_total };
  }

  /** GET /rest/v5/people/{id}. Throws DeskError `not-found`. */
  async get(id: number): Promise<Person> {
    return (await this.api.request({ path: `${BASE}/${id}` }, PersonSchema)).data;
  }

  /** POST /rest/v5/people; 422 `validation` with fields, 403 `forbidden`. */
  async create(body: PersonCreate): Promise<Person> {
    return (await this.api.request({ method: 'POST', path: BASE, body }, PersonSchema)).data;
  }

  /**
   * The person's roles on every project the caller may read: GET /projects (all pages), then
   * `related_policies?person_id[eq]=<id>` of each, {@link ROLE_READS_IN_FLIGHT} at a time. A
   * project whose policies cannot be read (403 after a role change, 404 after a delete …) is
   * counted as failed; an expired session is thrown. Ordered by project name, then by role
   * (manager first).
   */
  async projectRoles(id: number): Promise<PersonProjectRoles> {
    const projects = await fetchAllPages(this.api, { path: '/rest/v5/projects' }, ProjectSummary);
    let failed = 0;
    const lists = await mapLimited(projects, ROLE_READS_IN_FLIGHT, async (project): Promise<PersonProjectRole[]> => {
      try {
        const policies = await this.projects.relatedPolicies(project.id, { person_id: id });
        return policies
          .filter((policy) => policy.person_id === id)
          .map((policy) => ({ project_id: project.id, policy_id: policy.id, project_name: project.project_name, role: policy.role, rights: policy.rights }));
      } catch (error) {
        if (error instanceof DeskError && (error.code === 'session-expired' || error.code === 'signed-out')) throw error;
        failed += 1;
        return [];
      }
    });
    const roles = lists.flat().sort((a, b) =>
      a.project_name.localeCompare(b.project_name) || a.project_id - b.project_id || compareRoles(a.role, b.role));
    return { roles, projects_checked: projects.length - failed, projects_failed: failed };
  }
}
