/**
 * The matching step: distinct names and coded values of the mapped columns matched against the
 * service (taxa, people, vocabularies), with their row counts, as the user reviews and edits them;
 * and the user's final choices as the {@link SavedMatches} a dry run and a job use.
 */
import type { VocabularyEntry } from '../../../src-shared/schemas/vocabulary.js';
import { CODED_FIELDS } from '../../../src-shared/vocabulary-fields.js';
import { mapLimited } from '../../../src-shared/domain/pool.js';
import { matchKey } from '../mapping/convert.js';
import type { ColumnMapping } from '../mapping/targets.js';
import type { DatePrecision } from '../mapping/values.js';
import type { SavedMatches } from '../job/job-state.js';
import type { ImportSource } from '../readers/source.js';
import { collectDistinctValues } from './distinct-values.js';
import { codeKeys, matchCodes, type CodeMatch } from './match-codes.js';
import { matchPerson, type PeopleSearch, type PersonMatch } from './match-people.js';
import { matchTaxon, type NameSearch, type TaxonMatch } from './match-taxa.js';

/** Name searches in flight at once (each is one or two small requests). */
export const MATCH_SEARCHES_IN_FLIGHT = 4;

/** What the matching step shows. */
export interface MatchingReport {
  taxa: TaxonMatch[];
  people: PersonMatch[];
  codes: Array<{ field: string; column: string; values: CodeMatch[] }>;
  /** Distinct values left out because a column held too many (their rows are counted). */
  rows_not_matched: number;
}

/** The service lookups matching needs. */
export interface MatchingLookups {
  searchNames: NameSearch;
  searchPeople: PeopleSearch;
  vocabularies(): Promise<VocabularyEntry[]>;
}

/**
 * Reads `source` once, then matches every distinct value of the mapped name and coded columns.
 * Unmatched first in each list, then by rows. Throws SourceError (file) or DeskError (service).
 */
export async function buildMatches(source: ImportSource, mapping: ColumnMapping, lookups: MatchingLookups, signal?: AbortSignal): Promise<MatchingReport> {
  const collected = await collectDistinctValues(source, mapping, signal);
  const names = [...(collected.get('scientific_name')?.counts ?? [])];
  const recorders = [...(collected.get('recorded_by')?.counts ?? [])];
  const taxa = await mapLimited(names, MATCH_SEARCHES_IN_FLIGHT, ([name, rows]) => matchTaxon(name, rows, lookups.searchNames));
  const people = await mapLimited(recorders, MATCH_SEARCHES_IN_FLIGHT, ([name, rows]) => matchPerson(name, rows, lookups.searchPeople));
  const vocabularies = await lookups.vocabularies();
  const codes = [...collected].filter(([target]) => target in CODED_FIELDS).map(([field, values]) => ({
    field,
    column: values.column,
    values: matchCodes(values.counts, codeKeys(field as keyof typeof CODED_FIELDS, vocabularies)),
  }));
  const unmatchedFirst = <T extends { rows: number }>(matched: (t: T) => boolean) => (a: T, b: T): number =>
    Number(matched(a)) - Number(matched(b)) || b.rows - a.rows;
  return {
    taxa: taxa.sort(unmatchedFirst((t) => t.taxon_id !== null)),
    people: people.sort(unmatchedFirst((p) => p.person_id !== null)),
    codes,
    rows_not_matched: [...collected.values()].reduce((n, v) => n + v.rows_not_kept, 0),
  };
}

/** The codes of the `date_precision` vocabulary by their English label (`day`, `month`, `year`, `decade`). */
export function datePrecisionCodes(vocabularies: readonly VocabularyEntry[]): Partial<Record<DatePrecision, number>> {
  const codes: Partial<Record<DatePrecision, number>> = {};
  for (const v of vocabularies) {
    const label = v.label_en?.trim().toLowerCase();
    if (v.field_name === 'date_precision' && (label === 'day' || label === 'month' || label === 'year' || label === 'decade')) codes[label] = v.code;
  }
  return codes;
}

/**
 * The matches a dry run and a job use, from the (edited) report: every spelling of every code of
 * the coded fields mapped (so a value the user did not see still converts), then the user's
 * choices for the values listed.
 */
export function savedMatches(report: MatchingReport, vocabularies: readonly VocabularyEntry[]): SavedMatches {
  return {
    taxa: report.taxa.map((t) => [matchKey(t.name), t.taxon_id]),
    people: report.people.map((p) => [matchKey(p.name), p.person_id]),
    codes: Object.keys(CODED_FIELDS).map((field) => {
      const keys = codeKeys(field as keyof typeof CODED_FIELDS, vocabularies);
      for (const v of report.codes.find((c) => c.field === field)?.values ?? []) if (v.code !== null) keys.set(matchKey(v.value), v.code);
      return [field, [...keys]] as [string, Array<[string, number]>];
    }).filter(([, pairs]) => pairs.length > 0),
    date_precision: datePrecisionCodes(vocabularies),
  };
}
