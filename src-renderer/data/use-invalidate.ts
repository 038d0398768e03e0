/**
 * Invalidation after a change: marks every cached answer of the given domains (of the signed-in
 * scope) stale, and reads again the ones a screen shows now.
 */
import { useQueryCache } from '@pinia/colada';
import { domainKey, type DataDomain } from './query-keys.js';
import { useSignedInScope } from './signed-in-scope.js';

/** A function that invalidates `domains`; resolves once the shown ones are read again. */
export function useInvalidate(): (...domains: DataDomain[]) => Promise<void> {
  const queryCache = useQueryCache();
  const scope = useSignedInScope();
  return async (...domains) => {
    // a failed read again shows on its screen; the change itself succeeded
    await Promise.all(domains.map((domain) => queryCache.invalidateQueries({ key: domainKey(scope.value, domain) }).catch(() => undefined)));
  };
}
