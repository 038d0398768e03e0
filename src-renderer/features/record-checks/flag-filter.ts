/**
 * "Has flag X" in the workspace (issue 13): the records main's kept results flag with any of the
 * chosen checks, as an `occurrence_id[in]` clause beside the filter's others. Pure.
 *
 * The ids travel in the address and in one GET to the service, whose request line is bounded
 * (Node's default 16 KB of headers: about 1,500 seven-digit ids with their separators), so the
 * clause holds at most {@link FLAG_FILTER_MAX_IDS} of them, the lowest first, and the screen
 * says when more are flagged (narrow the filter, or work through this part and apply again).
 */
import type { FilterClauseInput } from '../../../src-shared/contract/observations.js';

/** Most ids of one "has flag" clause (see the file comment). */
export const FLAG_FILTER_MAX_IDS = 1000;

/** `clauses` without any `occurrence_id[in]` clause, plus one of `ids` (none when `ids` is empty). */
export function withFlaggedIds(clauses: readonly FilterClauseInput[], ids: readonly number[]): FilterClauseInput[] {
  const others = clauses.filter((clause) => !(clause.field === 'occurrence_id' && clause.operation === 'in'));
  return ids.length ? [...others, { field: 'occurrence_id', operation: 'in', value: ids.slice(0, FLAG_FILTER_MAX_IDS) }] : others;
}
