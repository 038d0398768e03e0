/**
 * Pure helpers of the picker searches (reference.ts): the interface's filters AND their clauses,
 * so "scientific or vernacular name contains q" and "last or first name contains q" are several
 * requests whose answers are merged here, de-duplicated by id and ordered like an autocomplete
 * wants (docs/interface-notes.md "default order of names").
 */
import type { PersonSummary, TaxonName } from '../../src-shared/contract/reference.js';

import { fold } from '../../src-shared/domain/fold.js';

/** Lower case without accents (src-shared/domain/fold.ts). */
export { fold };

/**
 * The text to send as an `iw_contains` value: trimmed, list separators (comma, tilde) turned
 * into the `*` wildcard, since a bare separator would make the filter a 400 (interface v5 rule 4).
 * Empty when nothing is left to search for.
 */
export function searchText(query: string | undefined): string {
  const text = (query ?? '').trim().replace(/[,~]/g, '*');
  return text.replace(/\*/g, '').trim() === '' ? '' : text;
}

/**
 * How well `query` matches any of `texts`: 0 when one starts with it, 1 when a word of one
 * starts with it, 2 otherwise (contained, or matched through a wildcard). Case and accents ignored.
 */
export function matchRank(texts: ReadonlyArray<string | null | undefined>, query: string): number {
  const q = fold(query.replace(/\*/g, ' ').trim());
  if (q === '') return 2;
  let best = 2;
  for (const raw of texts) {
    if (!raw) continue;
    const value = fold(raw);
    if (value.startsWith(q)) return 0;
    if (value.split(/[\s\-–'’(),./]+/).some((word) => word.startsWith(q))) best = 1;
  }
  return best;
}

/** The items of all `lists` in order, the first of each id kept. */
export function uniqueById<T extends { id: number }>(lists: ReadonlyArray<readonly T[]>): T[] {
  const seen = new Set<number>();
  const out: T[] = [];
  for (const list of lists) {
    for (const item of list) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      out.push(item);
    }
  }
  return out;
}

/**
 * Merges the answers of the scientific-name and vernacular-name searches: unique by id, then
 * accepted names first, then by {@link matchRank} over the scientific and the four vernacular
 * names, then alphabetically by scientific name; at most `limit`.
 */
export function mergeTaxonNames(lists: ReadonlyArray<readonly TaxonName[]>, query: string, limit: number): TaxonName[] {
  const ranked = uniqueById(lists).map((name) => ({
    name,
    accepted: name.taxonomic_status === undefined || name.taxonomic_status === 'accepted' ? 0 : 1,
    rank: matchRank([name.scientific_name, name.vernacular_name_de, name.vernacular_name_fr, name.vernacular_name_it, name.vernacular_name_en], query),
  }));
  ranked.sort((a, b) => a.accepted - b.accepted || a.rank - b.rank || a.name.scientific_name.localeCompare(b.name.scientific_name) || a.name.id - b.name.id);
  return ranked.slice(0, limit).map((entry) => entry.name);
}

/** Merges people searches: unique by id, by {@link matchRank} on last then first name, then last name, first name, id; at most `limit`. */
export function mergePeople(lists: ReadonlyArray<readonly PersonSummary[]>, query: string, limit: number): PersonSummary[] {
  const ranked = uniqueById(lists).map((person) => ({ person, rank: matchRank([person.last_name, person.first_name], query) }));
  ranked.sort((a, b) =>
    a.rank - b.rank
    || a.person.last_name.localeCompare(b.person.last_name)
    || (a.person.first_name ?? '').localeCompare(b.person.first_name ?? '')
    || a.person.id - b.person.id);
  return ranked.slice(0, limit).map((entry) => entry.person);
}

/** `items` in the order of `ids` (the order a picker asked for); items not asked for are dropped. */
export function inIdOrder<T extends { id: number }>(items: readonly T[], ids: readonly number[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return [...new Set(ids)].flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
}
