/**
 * The project list's filters ⇄ the route query (`/projects?project_name[iw_contains]=flora&right=manage`),
 * and the `projects.list` input they make. The name is searched as "contains" (`iw_contains`:
 * any case, any accents, `*` a wildcard).
 */
import type { LocationQuery, LocationQueryRaw } from 'vue-router';
import { PROJECT_NAME_SEARCH_MAX, type ProjectListInput } from '../../../src-shared/contract/projects.js';
import { PROJECT_RIGHTS, type ProjectRight } from '../../../src-shared/schemas/project.js';
import { listQuery, queryChoice, queryOffset, querySort, queryText, type ListSort } from './list-query.js';

/** Columns the project table sorts by. */
export const PROJECT_LIST_SORTS = ['project_name', 'updated_at'] as const;
/** A sortable column of the project table. */
export type ProjectListSort = (typeof PROJECT_LIST_SORTS)[number];
/** Alphabetical, as the service's own default. */
export const PROJECT_LIST_DEFAULT_SORT: ListSort<ProjectListSort> = { sort: 'project_name', dir: 'asc' };
/** The route query key of the name filter (the service's grammar). */
export const PROJECT_NAME_KEY = 'project_name[iw_contains]';

/** What the address says about the project list. */
export interface ProjectListState extends ListSort<ProjectListSort> {
  /** Text the name contains ('' for any). */
  name: string;
  /** Only projects with this right; null = the service's default (read). */
  right: ProjectRight | null;
  offset: number;
}

/** Reads the route query; never throws. */
export function decodeProjectList(raw: LocationQuery): ProjectListState {
  return {
    name: queryText(raw, PROJECT_NAME_KEY).slice(0, PROJECT_NAME_SEARCH_MAX),
    right: queryChoice(raw, 'right', PROJECT_RIGHTS),
    offset: queryOffset(raw),
    ...querySort(raw, PROJECT_LIST_SORTS, PROJECT_LIST_DEFAULT_SORT),
  };
}

/** The route query of `state` (defaults left out). */
export function encodeProjectList(state: ProjectListState): LocationQueryRaw {
  return listQuery({ [PROJECT_NAME_KEY]: state.name.trim() || null, right: state.right }, state.offset, state, PROJECT_LIST_DEFAULT_SORT);
}

/** The `projects.list` input of `state` for one page. */
export function projectListInput(state: ProjectListState, offset: number, limit: number): ProjectListInput {
  return {
    project_name: state.name.trim() || undefined,
    right: state.right ?? undefined,
    offset,
    limit,
    sort: state.sort,
    dir: state.dir,
  };
}
