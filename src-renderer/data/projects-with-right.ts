/**
 * The projects on which the signed-in person has a right (`reference.projects` with `right`), one
 * query per right in the signed-in scope (key `[scope, 'projects', 'withRight', right]`): the
 * project pickers, the project names of tables and chips and the rights checks of the screens
 * read the same answer, so a screen with several of them makes one request.
 */
import { useQuery, type DefineQueryOptions, type UseQueryReturn } from '@pinia/colada';
import type { ProjectSummary } from '../../src-shared/contract/reference.js';
import type { ProjectRight } from '../../src-shared/domain/project-rights.js';
import { getDesk } from '../bridge/index.js';
import { scopedKey } from './query-keys.js';
import { keptQuery } from './reference-lists.js';
import { useSignedInScope } from './signed-in-scope.js';

/**
 * The query options of the projects with `right` in `scope`: a reference list, known until a
 * project changes (the `projects` domain is invalidated then), not read again on every screen.
 */
export function projectsWithRightQuery(scope: string, right: ProjectRight): DefineQueryOptions<ProjectSummary[]> {
  return keptQuery(scopedKey(scope, 'projects', 'withRight', right), () => getDesk().reference.projects({ right }));
}

/** The projects with `right()` for a component (follows the right and the signed-in scope). */
export function useProjectsWithRight(right: () => ProjectRight): UseQueryReturn<ProjectSummary[]> {
  const scope = useSignedInScope();
  return useQuery(() => projectsWithRightQuery(scope.value, right()));
}
