/**
 * Values of coded columns to vocabulary codes: a code of the vocabulary as a number, a label in
 * any of the four languages, or the Darwin Core value (`HumanObservation`, GBIF's
 * `HUMAN_OBSERVATION`), compared by {@link matchKey}. Values matching nothing are listed for the
 * user to assign; nothing is guessed.
 */
import type { VocabularyEntry } from '../../../src-shared/schemas/vocabulary.js';
import { CODED_FIELDS } from '../../../src-shared/vocabulary-fields.js';
import { matchKey } from '../mapping/convert.js';

/** One distinct value of a coded column and its code (null: not matched). */
export interface CodeMatch {
  value: string;
  rows: number;
  code: number | null;
}

/** Every spelling of every code of `field`'s vocabulary: match key → code. */
export function codeKeys(field: keyof typeof CODED_FIELDS, vocabularies: readonly VocabularyEntry[]): Map<string, number> {
  const keys = new Map<string, number>();
  for (const entry of vocabularies) {
    if (entry.field_name !== CODED_FIELDS[field]) continue;
    for (const text of [String(entry.code), entry.dwc_value, entry.label_en, entry.label_de, entry.label_fr, entry.label_it]) {
      if (text) keys.set(matchKey(text), entry.code);
    }
  }
  return keys;
}

/** Matches the distinct values of one coded column. */
export function matchCodes(counts: ReadonlyMap<string, number>, keys: ReadonlyMap<string, number>): CodeMatch[] {
  return [...counts].map(([value, rows]) => ({ value, rows, code: keys.get(matchKey(value)) ?? null }))
    .sort((a, b) => Number(a.code !== null) - Number(b.code !== null) || b.rows - a.rows);
}
