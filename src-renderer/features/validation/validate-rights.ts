import { defineStore } from 'pinia';
import { shallowRef } from 'vue';
import { getDesk } from '../../bridge/index.js';
import { useSessionStore } from '../../stores/session.js';

/**
 * The projects on which the signed-in person may validate (`reference.projects` with
 * `right=validate`, read once per server profile and person), so the detail can say so before a
 * save fails. While unknown, or when the list cannot be read, everything counts as allowed: the
 * service decides, and a refusal is reported like any failed save.
 */
export const useValidateRights = defineStore('validate-rights', () => {
  const projects = shallowRef<ReadonlySet<number> | null>(null);
  let loadedFor: string | null = null;
  let loading: Promise<void> | null = null;

  const who = (): string => {
    const state = useSessionStore().state;
    return `${state?.profile_id ?? ''}|${state?.user?.username ?? ''}`;
  };

  /** Reads the list unless it is read for the current profile and person. */
  function ensureLoaded(): Promise<void> {
    const key = who();
    if (loadedFor === key) return Promise.resolve();
    loading ??= getDesk().reference.projects({ right: 'validate' }).then(
      (list) => {
        projects.value = new Set(list.map((project) => project.id));
        loadedFor = key;
      },
      () => undefined,
    ).finally(() => {
      loading = null;
    });
    return loading;
  }

  /** Whether the person may validate observations of project `datasetId` (true while unknown). */
  function allowed(datasetId: number | null | undefined): boolean {
    if (datasetId == null || projects.value === null) return true;
    return projects.value.has(datasetId);
  }

  return { ensureLoaded, allowed };
});
