/**
 * Recorder names of a file to people: a person whose "first last" or "last first" is the name
 * (case and accents ignored) is proposed; otherwise the people found under the name are offered
 * and the name stays unmatched until the user picks one or asks to create the person.
 */
import type { PersonSummary } from '../../../src-shared/contract/reference.js';
import { fold } from '../../domains/reference-search.js';

/** The matching of one distinct recorder name; `person_id` null until chosen. */
export interface PersonMatch {
  name: string;
  rows: number;
  person_id: number | null;
  candidates: PersonSummary[];
}

/** Searches people by a name (the reference domain's people lookup). */
export type PeopleSearch = (name: string) => Promise<PersonSummary[]>;

const spaced = (text: string): string => fold(text).replace(/[\s,.]+/g, ' ').trim();

/** Matches one name among the people `search` finds under it. */
export async function matchPerson(name: string, rows: number, search: PeopleSearch): Promise<PersonMatch> {
  const candidates = await search(name);
  const wanted = spaced(name);
  const exact = candidates.filter((p) => {
    const [first, last] = [p.first_name ?? '', p.last_name];
    return spaced(`${first} ${last}`) === wanted || spaced(`${last} ${first}`) === wanted || spaced(`${last}, ${first}`) === wanted;
  });
  // two people of the same name: the user chooses
  return { name, rows, person_id: exact.length === 1 ? exact[0]!.id : null, candidates: candidates.slice(0, 10) };
}
