import type { WorkspaceState } from '../domains/workspace-state.js';
import type { DomainHandlers } from './handlers.js';

/** `workspaceState.get/put/remove/list` over {@link WorkspaceState} (src-shared/contract/workspace-state.ts). */
export function workspaceStateHandlers(state: WorkspaceState): DomainHandlers<'workspaceState'> {
  return {
    'workspaceState.get': async ({ key }) => ({ value: state.get(key) }),
    'workspaceState.put': async ({ key, value }) => state.put(key, value),
    'workspaceState.remove': async ({ key }) => {
      state.remove(key);
      return { key };
    },
    'workspaceState.list': async ({ prefix }) => ({ entries: state.list(prefix) }),
  };
}
