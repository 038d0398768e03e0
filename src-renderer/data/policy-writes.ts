/**
 * Whether the service lets managers grant, change and revoke roles (`projects.policyWrites`:
 * main asks with OPTIONS and reads `Allow`, never the server's name). Asked once per signed-in
 * scope (key `[scope, 'service', 'policyWrites']`) and kept: a service's methods change with its
 * release, not while the desk runs (signing in again, or another profile, asks again).
 */
import { useQuery } from '@pinia/colada';
import { computed, type ComputedRef } from 'vue';
import type { PolicyWriteSupport } from '../../src-shared/contract/projects.js';
import { getDesk } from '../bridge/index.js';
import { scopedKey } from './query-keys.js';
import { useSignedInScope } from './signed-in-scope.js';

/** `yes`, `no`, `unknown` (could not ask), or null while asking or while no project is known to ask on. */
export type PolicyWritesOffered = PolicyWriteSupport['offered'] | null;

/**
 * Whether the policy writes are offered; `projectId` names a project the question is asked on
 * (the answer holds for the whole service), null while none is known.
 */
export function usePolicyWrites(projectId: () => number | null): ComputedRef<PolicyWritesOffered> {
  const scope = useSignedInScope();
  const query = useQuery<PolicyWriteSupport>(() => ({
    key: scopedKey(scope.value, 'service', 'policyWrites'),
    query: () => getDesk().projects.policyWrites({ id: projectId()! }),
    enabled: projectId() !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  }));
  return computed(() => query.data.value?.offered ?? (query.status.value === 'error' ? 'unknown' : null));
}
