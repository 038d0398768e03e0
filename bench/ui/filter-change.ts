/**
 * Figure 1 of `npm run bench:ui`: a filter change → the first rows of the new list painted.
 * The filter changes the way a pasted or edited address does (the workspace's route query is the
 * filter): `location.hash` is set, timed in the page until the table went busy and shows rows
 * again, then after the next frame. Baseline: the same query as the raw desk call
 * (`observations.list`, first page of 100 with totals) from the page, right after.
 */
import type { FilterClauseInput } from '../../src-shared/contract/observations.js';
import { encodeQuery, emptyQuery, type SortDir, type SortField, type WorkspaceQuery } from '../../src-renderer/features/observations/query-codec.js';
import type { ProbeClient } from './probe-client.js';
import type { RequestTrace } from './request-trace.js';

/** Per change: UI time to painted rows and the raw desk call, in ms. */
export interface FilterChangeTimes {
  painted_ms: number[];
  dom_ms: number[];
  raw_list_ms: number[];
  variants: number;
}

/** The workspace address of `query` (hash routing). */
export function workspaceHash(query: WorkspaceQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(encodeQuery(query))) params.append(key, String(value));
  const search = params.toString();
  return `#/observations${search ? `?${search}` : ''}`;
}

/** Distinct filters a steward would set one after the other (each has rows in the synthetic data). */
export function filterVariants(validationCodes: readonly number[]): WorkspaceQuery[] {
  const query = (clauses: FilterClauseInput[], sort?: SortField, dir?: SortDir): WorkspaceQuery => ({ ...emptyQuery(), clauses, ...(sort ? { sort } : {}), ...(dir ? { dir } : {}) });
  const since = (year: number): FilterClauseInput => ({ field: 'event_date', operation: 'gte', value: `${year}-01-01` });
  const status = (codes: number[]): FilterClauseInput => ({ field: 'validation', operation: 'in', value: codes });
  const [a = 1, b = 2, c = 3] = validationCodes;
  return [
    query([since(2015)]),
    query([status([a])]),
    query([], 'occurrence_id', 'asc'),
    query([since(2020), status([b])]),
    query([], 'taxon_id', 'asc'),
    query([status([a, b])]),
    query([since(2010)], 'event_date', 'asc'),
    query([status([c])]),
    query([], 'municipality_id', 'asc'),
    query([since(2022)]),
    query([status([b, c])], 'occurrence_id', 'desc'),
    query([{ field: 'occurrence_status', operation: 'is_not_null' }]),
    query([since(2018), status([a])]),
    query([], 'validation', 'desc'),
    query([since(2005)]),
    query([status([c])], 'taxon_id', 'desc'),
    query([{ field: 'date_precision', operation: 'is_not_null' }]),
    query([since(2024)]),
    query([], 'coordinate_uncertainty_in_meters', 'desc'),
    query([since(2012), status([b])]),
    query([status([a, c])], 'event_date', 'asc'),
    query([], 'dataset_id', 'asc'),
    query([since(2016)], 'occurrence_id', 'asc'),
    query([]),
  ];
}

/**
 * Runs every variant `rounds` times (each change differs from the one before); waits `settle_ms`
 * between changes. With `trace`, prints each change's desk requests after its time.
 */
export async function measureFilterChanges(probes: ProbeClient, validationCodes: readonly number[], options: { rounds: number; settle_ms: number; trace?: RequestTrace }): Promise<FilterChangeTimes> {
  const variants = filterVariants(validationCodes);
  const out: FilterChangeTimes = { painted_ms: [], dom_ms: [], raw_list_ms: [], variants: variants.length };
  const pause = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, options.settle_ms));
  // Warm-up: the workspace's own chunks, the map and the vocabularies are loaded once by any first visit.
  await probes.navigate(workspaceHash(variants[variants.length - 2]!));
  await pause();
  for (let round = 0; round < options.rounds; round += 1) {
    for (const query of variants) {
      options.trace?.mark();
      const timing = await probes.navigate(workspaceHash(query));
      out.painted_ms.push(timing.to_paint_ms);
      if (process.env.BENCH_UI_TRACE) process.stdout.write(`TRACE ${round} ${Math.round(timing.to_paint_ms)} ${workspaceHash(query)}\n`);
      if (options.trace) process.stdout.write(`${options.trace.lines().join('\n')}\n`);
      out.dom_ms.push(timing.to_dom_ms);
      const raw = await probes.desk('observations.list', { clauses: query.clauses, offset: 0, limit: 100, sort: query.sort, dir: query.dir });
      out.raw_list_ms.push(raw.ms);
      await pause();
    }
  }
  return out;
}
