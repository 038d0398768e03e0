/**
 * The observations of a filter, page by page, for an export (issue 14 "bounded memory whatever
 * the size"): GET /rest/v5/observations sorted by `occurrence_id` ascending, each page after the
 * last id of the one before (`occurrence_id[gt]`, keyset paging) rather than by `offset`, which a
 * service reads past row by row (a million rows would cost the service a quadratic scan).
 * X-Filtered-Total is asked once, on the first page.
 */
import { z } from 'zod';
import { DeskError, type FilterClauseInput } from '../../src-shared/contract/index.js';
import { OBSERVATION_FILTERS } from '../../src-shared/filters/observations.js';
import { Observation } from '../../src-shared/schemas/observation.js';
import type { ApiClient } from '../api/client.js';
import { checkFilterClauses } from '../domains/clauses.js';
import { MAX_PAGE } from '../domains/paging.js';

/** One page: its observations and, on the first, the number matching (null when the service sends none). */
export interface ObservationPageRead {
  rows: Observation[];
  filtered_total: number | null;
}

/**
 * The user's clauses without their `occurrence_id` lower bound, and that bound as the id to read
 * after (`gt v` → v, `gte v` → v − 1): the keyset clause takes its place, since the same
 * parameter cannot be sent twice.
 */
export function splitLowerBound(clauses: readonly FilterClauseInput[]): { clauses: FilterClauseInput[]; after: number } {
  let after = 0;
  const rest: FilterClauseInput[] = [];
  for (const clause of clauses) {
    const bound = clause.field === 'occurrence_id' && typeof clause.value === 'number'
      ? (clause.operation === 'gt' ? clause.value : clause.operation === 'gte' ? clause.value - 1 : null)
      : null;
    if (bound === null) rest.push(clause);
    else after = Math.max(after, bound);
  }
  return { clauses: rest, after };
}

/**
 * Reads every observation matching `clauses`, `pageSize` (1–1000) at a time, until a page comes
 * back short. Throws DeskError `invalid-input` for a bad clause (before any request), what the
 * client throws (`cancelled` when `signal` aborts), and `unexpected-answer` when the service
 * does not honour the order (a page whose ids do not increase: the export would loop).
 */
export async function* observationPages(api: ApiClient, clauses: readonly FilterClauseInput[], options: { pageSize?: number; signal?: AbortSignal } = {}): AsyncGenerator<ObservationPageRead> {
  const pageSize = options.pageSize ?? MAX_PAGE;
  const split = splitLowerBound(clauses);
  const filters = checkFilterClauses(split.clauses, OBSERVATION_FILTERS, 'Observations');
  let after = split.after;
  for (let first = true; ; first = false) {
    const keyset = after > 0 ? [{ field: 'occurrence_id', operation: 'gt' as const, value: after }] : [];
    const answer = await api.request({
      path: '/rest/v5/observations',
      query: { sort: 'occurrence_id', dir: 'asc', limit: pageSize, with_total: first || undefined },
      filters: [...filters, ...keyset],
      ...(options.signal ? { signal: options.signal } : {}),
    }, z.array(Observation));
    const rows = answer.data;
    const last = rows.at(-1)?.occurrence_id;
    yield { rows, filtered_total: first ? answer.filtered_total : null };
    if (rows.length < pageSize || last === undefined) return;
    if (last <= after) {
      throw new DeskError({ status: 0, code: 'unexpected-answer', message: `The service did not sort by occurrence_id: the page after ${after} ended at ${last}.`, fields: [] });
    }
    after = last;
  }
}
