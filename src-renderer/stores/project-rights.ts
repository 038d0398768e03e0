import { defineStore } from 'pinia';
import { shallowReactive } from 'vue';
import type { ProjectSummary } from '../../src-shared/contract/reference.js';
import { signedInScope } from '../../src-shared/contract/signed-in-scope.js';
import type { ProjectRight } from '../../src-shared/domain/project-rights.js';
import { getDesk } from '../bridge/index.js';
import { useSessionStore } from './session.js';


interface Known {
  /** Profile and person the list was read for. */
  who: string;
  ids: ReadonlySet<number>;
  projects: readonly ProjectSummary[];
}

/**
 * The projects on which the signed-in person has a right (`reference.projects` with `right`),
 * read once per right, server profile and person, so screens can offer only what the service
 * will accept (e.g. "Edit" and "Delete" need `write`). While a list is unknown, or when it
 * cannot be read, everything counts as allowed: the service decides, and a refusal is reported
 * like any failed save.
 */
export const useProjectRights = defineStore('project-rights', () => {
  const known = shallowReactive(new Map<ProjectRight, Known>());
  const loading = new Map<ProjectRight, Promise<void>>();

  const who = (): string => signedInScope(useSessionStore().state)?.key ?? '';

  const current = (right: ProjectRight): Known | undefined => {
    const entry = known.get(right);
    return entry && entry.who === who() ? entry : undefined;
  };

  /** Reads the projects with `right` unless they are read for the current profile and person. */
  function ensureLoaded(right: ProjectRight): Promise<void> {
    if (current(right)) return Promise.resolve();
    const running = loading.get(right);
    if (running) return running;
    const forWhom = who();
    const load = getDesk().reference.projects({ right }).then(
      (projects) => void known.set(right, { who: forWhom, ids: new Set(projects.map((project) => project.id)), projects }),
      (error: unknown) => console.warn(`projects with the ${right} right could not be read`, error),
    ).finally(() => loading.delete(right));
    loading.set(right, load);
    return load;
  }

  /** Whether the person has `right` on project `datasetId` (true while unknown). */
  function allowed(right: ProjectRight, datasetId: number | null | undefined): boolean {
    const entry = current(right);
    return datasetId == null || !entry || entry.ids.has(datasetId);
  }

  /** The projects with `right`, or null while unknown. */
  function projects(right: ProjectRight): readonly ProjectSummary[] | null {
    return current(right)?.projects ?? null;
  }

  /**
   * Forgets every list read (after a project was created, changed or deleted here, the person's
   * rights may differ): the next {@link ensureLoaded} reads them again.
   */
  function forget(): void {
    known.clear();
  }

  return { ensureLoaded, allowed, projects, forget };
});
