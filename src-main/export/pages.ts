/**
 * The rows of a filter, page by page, for an export (issue 14 "bounded memory whatever the
 * size"): GET /rest/v5/observations sorted by `occurrence_id` ascending (relevés: /releves by
 * `id`), each page after the last id of the one before (`occurrence_id[gt]`, keyset paging)
 * rather than by `offset`, which a service reads past row by row (a million rows would cost the
 * service a quadratic scan). X-Filtered-Total is asked once, on the first page.
 */
import { z } from 'zod';
import { DeskError, type FilterClauseInput } from '../../src-shared/contract/index.js';
import type { FilterSpec } from '../../src-shared/filters/grammar.js';
import { OBSERVATION_FILTERS } from '../../src-shared/filters/observations.js';
import { RELEVE_FILTERS } from '../../src-shared/filters/releves.js';
import { Observation } from '../../src-shared/schemas/observation.js';
import { Releve } from '../../src-shared/schemas/releve.js';
import type { ApiClient } from '../api/client.js';
import { checkFilterClauses } from '../domains/clauses.js';
import { MAX_PAGE } from '../domains/paging.js';

/** One page: its rows and, on the first, the number matching (null when the service sends none). */
export interface PageRead<Row> {
  rows: Row[];
  filtered_total: number | null;
}

/** One page of observations. */
export type ObservationPageRead = PageRead<Observation>;

/** How pages are read. */
export interface PageOptions {
  /** Rows per page, 1–1000 (default 1000). */
  pageSize?: number;
  signal?: AbortSignal;
}

/** A list resource read by keyset: its path, its id field (the sort key), its filters and its row schema. */
interface KeysetResource<Row> {
  path: string;
  idField: string;
  filters: FilterSpec;
  /** The list's name in messages, e.g. "Observations". */
  what: string;
  row: z.ZodType<Row>;
}

const OBSERVATIONS: KeysetResource<Observation> = { path: '/rest/v5/observations', idField: 'occurrence_id', filters: OBSERVATION_FILTERS, what: 'Observations', row: Observation };
const RELEVES: KeysetResource<Releve> = { path: '/rest/v5/releves', idField: 'id', filters: RELEVE_FILTERS, what: 'Relevés', row: Releve };

/**
 * The user's clauses without their lower bound on `idField` (default `occurrence_id`), and that
 * bound as the id to read after (`gt v` → v, `gte v` → v − 1): the keyset clause takes its
 * place, since the same parameter cannot be sent twice.
 */
export function splitLowerBound(clauses: readonly FilterClauseInput[], idField = 'occurrence_id'): { clauses: FilterClauseInput[]; after: number } {
  let after = 0;
  const rest: FilterClauseInput[] = [];
  for (const clause of clauses) {
    const bound = clause.field === idField && typeof clause.value === 'number'
      ? (clause.operation === 'gt' ? clause.value : clause.operation === 'gte' ? clause.value - 1 : null)
      : null;
    if (bound === null) rest.push(clause);
    else after = Math.max(after, bound);
  }
  return { clauses: rest, after };
}

async function* keysetPages<Row>(api: ApiClient, resource: KeysetResource<Row>, clauses: readonly FilterClauseInput[], options: PageOptions): AsyncGenerator<PageRead<Row>> {
  const pageSize = options.pageSize ?? MAX_PAGE;
  const split = splitLowerBound(clauses, resource.idField);
  const filters = checkFilterClauses(split.clauses, resource.filters, resource.what);
  const idOf = (row: Row): number => (row as Record<string, number>)[resource.idField]!;
  let after = split.after;
  for (let first = true; ; first = false) {
    const keyset = after > 0 ? [{ field: resource.idField, operation: 'gt' as const, value: after }] : [];
    const answer = await api.request({
      path: resource.path,
      query: { sort: resource.idField, dir: 'asc', limit: pageSize, with_total: first || undefined },
      filters: [...filters, ...keyset],
      ...(options.signal ? { signal: options.signal } : {}),
    }, z.array(resource.row));
    const rows = answer.data;
    const last = rows.length ? idOf(rows.at(-1)!) : undefined;
    yield { rows, filtered_total: first ? answer.filtered_total : null };
    if (rows.length < pageSize || last === undefined) return;
    if (last <= after) {
      throw new DeskError({ status: 0, code: 'unexpected-answer', message: `The service did not sort by ${resource.idField}: the page after ${after} ended at ${last}.`, fields: [] });
    }
    after = last;
  }
}

/**
 * Reads every observation matching `clauses`, `pageSize` (1–1000) at a time, until a page comes
 * back short. Throws DeskError `invalid-input` for a bad clause (before any request), what the
 * client throws (`cancelled` when `signal` aborts), and `unexpected-answer` when the service
 * does not honour the order (a page whose ids do not increase: the export would loop).
 */
export function observationPages(api: ApiClient, clauses: readonly FilterClauseInput[], options: PageOptions = {}): AsyncGenerator<ObservationPageRead> {
  return keysetPages(api, OBSERVATIONS, clauses, options);
}

/** Reads every relevé matching the relevé list's `clauses` (GET /rest/v5/releves by `id`), as {@link observationPages} does. */
export function relevePages(api: ApiClient, clauses: readonly FilterClauseInput[], options: PageOptions = {}): AsyncGenerator<PageRead<Releve>> {
  return keysetPages(api, RELEVES, clauses, options);
}

/** Relevé ids per `releve_id[in]` request: short enough for any URL (8 KiB), long enough to read few pages. */
export const RELEVE_IDS_PER_REQUEST = 200;

/**
 * Reads the species observations of every relevé matching the relevé list's `clauses`: the
 * relevés by keyset, then, for each {@link RELEVE_IDS_PER_REQUEST} of them, their observations
 * (`releve_id[in]`) by keyset; ordered by relevé page, then `occurrence_id`. The number matching
 * is not known ahead (`filtered_total` null). Throws as {@link observationPages}.
 */
export async function* releveObservationPages(api: ApiClient, clauses: readonly FilterClauseInput[], options: PageOptions = {}): AsyncGenerator<ObservationPageRead> {
  for await (const releves of relevePages(api, clauses, { ...options, pageSize: MAX_PAGE })) {
    const ids = releves.rows.map((releve) => releve.id);
    for (let i = 0; i < ids.length; i += RELEVE_IDS_PER_REQUEST) {
      const chunk = [{ field: 'releve_id', operation: 'in' as const, value: ids.slice(i, i + RELEVE_IDS_PER_REQUEST) }];
      for await (const page of observationPages(api, chunk, options)) yield { rows: page.rows, filtered_total: null };
    }
  }
}
