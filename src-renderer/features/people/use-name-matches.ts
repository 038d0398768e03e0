/**
 * The people already in the register whose names match the ones typed into the new-person form.
 * People cannot be changed or removed through the interface (no PUT or DELETE on /people), so a
 * duplicate stays for good: the form shows these first and offers "use this person instead".
 * Read through the data layer (`people` domain, so a new person invalidates it) with
 * `last_name[iw_contains]` and `first_name[iw_contains]` (any case, any accents), after the typing
 * has paused.
 */
import { useQuery } from '@pinia/colada';
import { refDebounced } from '@vueuse/core';
import { computed, type ComputedRef } from 'vue';
import type { Person } from '../../../src-shared/schemas/person.js';
import { PERSON_NAME_SEARCH_MAX } from '../../../src-shared/contract/people.js';
import { getDesk } from '../../bridge/index.js';
import { scopedKey } from '../../data/query-keys.js';
import { useSignedInScope } from '../../data/signed-in-scope.js';

/** How long the typing must pause before the register is asked, in ms. */
export const NAME_MATCH_DEBOUNCE_MS = 300;
/** At most this many matches are shown (the rest are counted). */
export const NAME_MATCH_LIMIT = 10;

/** The names typed into the form ('' for none). */
export interface TypedName {
  first_name: string;
  last_name: string;
}

/** What {@link useNameMatches} gives the form. */
export interface NameMatches {
  /** The matching people (at most {@link NAME_MATCH_LIMIT}); empty until both names are typed. */
  people: ComputedRef<Person[]>;
  /** How many people match in all (null when the service sends no total). */
  total: ComputedRef<number | null>;
  /** The names the matches are for (trimmed, lower case), or null while there are none to ask for. */
  checkedKey: ComputedRef<string | null>;
  /** Whether the answer for the names as typed now is still awaited (typing or reading). */
  pending: ComputedRef<boolean>;
}

const keyOf = (name: TypedName): string | null => {
  const first = name.first_name.trim().toLowerCase();
  const last = name.last_name.trim().toLowerCase();
  return first && last ? `${last}\n${first}` : null;
};

/**
 * Matches for `name` (a getter over the form's values). Both names must be typed: one name
 * alone matches too many people to help.
 */
export function useNameMatches(name: () => TypedName): NameMatches {
  const scope = useSignedInScope();
  const typedKey = computed(() => keyOf(name()));
  const askedKey = refDebounced(typedKey, NAME_MATCH_DEBOUNCE_MS);
  const query = useQuery({
    key: () => scopedKey(scope.value, 'people', 'name-matches', askedKey.value ?? ''),
    enabled: () => askedKey.value !== null,
    query: async () => {
      const [last_name, first_name] = (askedKey.value ?? '\n').split('\n').map((part) => part.slice(0, PERSON_NAME_SEARCH_MAX));
      return getDesk().people.list({ last_name, first_name, limit: NAME_MATCH_LIMIT, sort: 'last_name', dir: 'asc' });
    },
  });
  const answered = computed(() => (askedKey.value !== null && query.status.value === 'success' ? query.data.value ?? null : null));
  return {
    people: computed(() => (answered.value && askedKey.value === typedKey.value ? answered.value.rows : [])),
    total: computed(() => answered.value?.filtered_total ?? null),
    checkedKey: computed(() => (answered.value ? askedKey.value : null)),
    pending: computed(() => typedKey.value !== null && (typedKey.value !== askedKey.value || query.asyncStatus.value === 'loading')),
  };
}
