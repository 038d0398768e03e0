/**
 * "Create person" of the import's matching step (issue 14): a recorder name no person of the
 * register matches becomes a person on request (POST /people through main, `people.create`),
 * whose id the name then carries into the dry run and the job. The first and last name are
 * proposed from how the file writes names (`last-first` or `first-last`, src-shared/domain/person-name.ts)
 * and can be edited per name; a name of one word has no first name to propose and waits for one.
 */
import { ref } from 'vue';
import { splitPersonName, type NameOrder } from '../../../src-shared/domain/person-name.js';
import type { ImportMatchingReport } from '../../../src-shared/contract/imports.js';
import { getDesk, toDeskError } from '../../bridge/index.js';
import { mapLimited } from '../../../src-shared/domain/pool.js';

/** One recorder of the matching report (edited in place). */
export type RecorderMatch = ImportMatchingReport['people'][number];

/** `people.create` calls in flight at once when the user creates every unmatched recorder. */
export const PEOPLE_CREATED_IN_FLIGHT = 4;

/** The names of a person to create, as the user edits them. */
export interface PersonNames {
  first_name: string;
  last_name: string;
}

/** The creation state and actions (see the module comment). */
export function useRecorderCreation() {
  const nameOrder = ref<NameOrder>('last-first');
  /** Per recorder name: why its creation failed (the service's or main's message). */
  const failures = ref<Record<string, string>>({});
  const creating = ref(false);

  /** The names proposed for `name` (first name empty when the file gives none). */
  function proposal(name: string): PersonNames {
    const split = splitPersonName(name, nameOrder.value);
    return { first_name: split.first_name ?? '', last_name: split.last_name };
  }

  /**
   * Creates the person and makes `recorder` carry its id (added to its candidates so the choice
   * shows it). False, with the reason in {@link failures}, when the service refused.
   */
  async function create(recorder: RecorderMatch, names: PersonNames): Promise<boolean> {
    try {
      const person = await getDesk().people.create({ first_name: names.first_name.trim(), last_name: names.last_name.trim() });
      recorder.candidates = [{ id: person.id, first_name: person.first_name, last_name: person.last_name }, ...recorder.candidates];
      recorder.person_id = person.id;
      const { [recorder.name]: _done, ...rest } = failures.value;
      failures.value = rest;
      return true;
    } catch (error) {
      failures.value = { ...failures.value, [recorder.name]: toDeskError(error).message };
      return false;
    }
  }

  /** Creates every unmatched recorder whose proposal has both names; the others wait for the user. */
  async function createAll(recorders: RecorderMatch[]): Promise<void> {
    creating.value = true;
    try {
      const ready = recorders.filter((r) => r.person_id === null && proposal(r.name).first_name !== '');
      await mapLimited(ready, PEOPLE_CREATED_IN_FLIGHT, (r) => create(r, proposal(r.name)));
    } finally {
      creating.value = false;
    }
  }

  return { nameOrder, failures, creating, proposal, create, createAll };
}
