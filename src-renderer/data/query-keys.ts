/**
 * Query keys of the data layer: `[scope, domain, what, input?]`, e.g.
 * `['sandbox\nalice', 'people', 'get', 12]`. The scope comes first so a whole person's cache is
 * one prefix; the domain second so a mutation invalidates its domain in one call.
 */
import type { EntryKey } from '@pinia/colada';

/** Server data domains (one per desk namespace the renderer reads). */
export type DataDomain =
  | 'observations' | 'projects' | 'people' | 'releves' | 'documents' | 'validations'
  | 'reference' | 'vocabularies' | 'service' | 'profiles' | 'drafts'
  /** What the public endpoints publish (public neophyte observations). */
  | 'public';

/**
 * The scope of what main keeps for the whole desk, whoever is signed in (the server profiles):
 * the data layer never drops it on a change of scope.
 */
export const DESK_SCOPE = 'desk';

/** The key prefix of everything cached for `domain` in `scope` (what invalidation takes). */
export function domainKey(scope: string, domain: DataDomain): EntryKey {
  return [scope, domain];
}

/** The key of `what` in `domain` for `scope`, with the query's input (JSON: it is hashed). */
export function scopedKey(scope: string, domain: DataDomain, what: string, input?: EntryKey[number]): EntryKey {
  return input === undefined ? [...domainKey(scope, domain), what] : [...domainKey(scope, domain), what, input];
}
