import { useQueryCache, type UseQueryEntry } from '@pinia/colada';
import type { ComputedRef } from 'vue';
import type { ProjectSummary } from '../../src-shared/contract/reference.js';
import type { ProjectRight } from '../../src-shared/domain/project-rights.js';
import { useSessionStore } from '../stores/session.js';
import { useCachedEntry } from './cached-state.js';
import { projectsWithRightQuery } from './projects-with-right.js';
import { sessionScope } from './signed-in-scope.js';

/** What {@link useProjectRights} gives a screen or a store. */
export interface ProjectRights {
  /** Reads the projects with `right` unless they are known for the signed-in scope; never rejects. */
  ensureLoaded(right: ProjectRight): Promise<void>;
  /** Whether the person has `right` on project `datasetId` (true while unknown). */
  allowed(right: ProjectRight, datasetId: number | null | undefined): boolean;
  /** The projects with `right`, or null while unknown. */
  projects(right: ProjectRight): readonly ProjectSummary[] | null;
}

// Membership asked per table row: one Set per answer, not a scan of the list per question.
const idSets = new WeakMap<readonly ProjectSummary[], ReadonlySet<number>>();
function idsOf(projects: readonly ProjectSummary[]): ReadonlySet<number> {
  let ids = idSets.get(projects);
  if (!ids) idSets.set(projects, (ids = new Set(projects.map((project) => project.id))));
  return ids;
}

/**
 * The projects on which the signed-in person has a right (projects-with-right.ts: read once per
 * right in the signed-in scope, shared with the project pickers), so screens can offer only what the service will
 * accept (e.g. "Edit" and "Delete" need `write`). Creating, changing or deleting a project
 * invalidates the `projects` domain: until the lists are read again they count as unknown. While
 * a list is unknown, or when it cannot be read, everything counts as allowed: the service
 * decides, and a refusal is reported like any failed save.
 */
export function useProjectRights(): ProjectRights {
  const queryCache = useQueryCache();
  const session = useSessionStore();
  const options = (right: ProjectRight) => projectsWithRightQuery(sessionScope(session), right);

  const entries = new Map<ProjectRight, ComputedRef<UseQueryEntry<ProjectSummary[], unknown> | undefined>>();
  const known = (right: ProjectRight): readonly ProjectSummary[] | null => {
    let entry = entries.get(right);
    if (!entry) entries.set(right, (entry = useCachedEntry<ProjectSummary[]>(() => options(right).key)));
    const data = entry.value?.state.value.data;
    return data && !entry.value!.stale ? data : null;
  };

  return {
    ensureLoaded: (right) => {
      if (known(right)) return Promise.resolve();
      return queryCache.refresh(queryCache.ensure(options(right))).then(
        () => undefined,
        (error: unknown) => console.warn(`projects with the ${right} right could not be read`, error),
      );
    },
    allowed: (right, datasetId) => {
      const projects = known(right);
      return datasetId == null || !projects || idsOf(projects).has(datasetId);
    },
    projects: known,
  };
}
