/**
 * The project list in the address (`/projects?project_name[iw_contains]=flora&right=manage`),
 * declared on the shared grammar (PROJECT_FILTERS), and the `projects.list` input it makes. The
 * name is searched as "contains" (`iw_contains`: any case, any accents, `*` a wildcard).
 */
import { PROJECT_NAME_SEARCH_MAX, type ProjectListInput } from '../../../src-shared/contract/projects.js';
import { PROJECT_FILTERS } from '../../../src-shared/filters/projects.js';
import { PROJECT_RIGHTS } from '../../../src-shared/schemas/project.js';
import { choiceParam, countParam, defineRouteQuery, textFilter, type RouteQueryState } from '../../components/lists/route-query.js';

/** Columns the project table sorts by. */
export const PROJECT_LIST_SORTS = ['project_name', 'updated_at'] as const;

const fields = {
  /** Text the name contains ('' for any); a longer address value is cut to the contract's limit. */
  project_name: textFilter(PROJECT_FILTERS, 'project_name', 'iw_contains', PROJECT_NAME_SEARCH_MAX, 'cut'),
  /** Only projects with this right; null = the service's default (read). */
  right: choiceParam('right', PROJECT_RIGHTS, null),
  offset: countParam('offset', 0, 9),
};

/** The project list's address: its filters, page and order (alphabetical, as the service's default). */
export const PROJECT_LIST_QUERY = defineRouteQuery({ fields, sort: { allowed: PROJECT_LIST_SORTS, initial: { sort: 'project_name', dir: 'asc' } } });

/** What the address says about the project list. */
export type ProjectListState = RouteQueryState<typeof fields, (typeof PROJECT_LIST_SORTS)[number]>;

/** The `projects.list` input of `state` for one page. */
export function projectListInput(state: ProjectListState, offset: number, limit: number): ProjectListInput {
  return {
    project_name: state.project_name.trim() || undefined,
    right: state.right ?? undefined,
    offset,
    limit,
    sort: state.sort,
    dir: state.dir,
  };
}
