/**
 * Descending pages of a nullable sort column on both stores (describeEachStore; the PostgreSQL half
 * needs OBSERVATION_TEST_DATABASE_URL). PostgreSQL reads them in two parts, the rows with a value
 * and then those without (query/list.ts keysInOrder and firstRowsWindow, migration 093); every
 * page must be the page of the single `ORDER BY <column> DESC NULLS LAST, occurrence_id DESC`
 * statement: the first, one across the boundary of the rows with a value, one starting at it, one
 * among the rows without, an 11th and one past the first rows' window, unfiltered and filtered;
 * through runList (as the lists run it) and through the plain statements alone (the ids endpoint's
 * reader, observationIds), paged and whole.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../../src-server/index.js';
import { and, compileClauses } from '../../src-server/query/compile.js';
import { runList, type ListQuery } from '../../src-server/query/list.js';
import { OBSERVATION_NOT_NULL_SORTS, observationColumns, observationOrder, observationSortColumn } from '../../src-server/query/observation-columns.js';
import { parseListQuery } from '../../src-server/query/params.js';
import { observationIds } from '../../src-server/domain/observation-read.js';
import { listNeophyteObservations } from '../../src-server/domain/neophyte-repo.js';
import { NEOPHYTE_FROM, NEOPHYTE_SCOPE, neophyteFilters, neophyteQuery, neophyteSortColumn } from '../../src-server/domain/neophyte-public.js';
import { NEOPHYTE_SORTABLE } from '../../src-shared/filters/neophytes.js';
import { OBSERVATION_FILTERS, OBSERVATION_SORTABLE } from '../../src-shared/filters/observations.js';
import type { SqlRunner } from '../../src-server/store/store.js';
import { describeEachStore } from '../helpers/postgres.js';
import { startStoreServer } from '../helpers/store-server.js';

const LIMIT = 40;
/** Pages around `valued`, the number of matches with a value: first, across the boundary, at it, among the NULLs, 11th, past the window. */
const offsets = (valued: number): number[] => [...new Set([0, Math.max(0, valued - LIMIT / 2), valued, valued + LIMIT, 10 * LIMIT, 5_100])];

const nullable = OBSERVATION_SORTABLE.filter((sort) => !OBSERVATION_NOT_NULL_SORTS.has(sort));

describeEachStore('descending pages of nullable sort columns', (kind, templateUrl) => {
  let server: RunningServer;
  let store: SqlRunner;
  beforeAll(async () => {
    server = await startStoreServer(kind, templateUrl);
    store = server.context.store;
    // the demo data has few or no NULLs in most sort columns: every third observation gets them, so that each order has a boundary
    for (const sort of nullable) await store.run(`UPDATE observations SET ${observationSortColumn(sort).slice(2)} = NULL WHERE occurrence_id % 3 = 0`);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  /** The keys of the single-statement page. */
  const single = async (from: string, where: { sql: string; params: unknown[] }, order: string, offset: number): Promise<number[]> =>
    (await store.all<{ k: number }>(`SELECT o.occurrence_id AS k FROM ${from} WHERE ${where.sql} ORDER BY ${order} LIMIT ? OFFSET ?`,
      [...where.params, LIMIT, offset])).map((r) => Number(r.k));
  const countValued = async (from: string, where: { sql: string; params: unknown[] }, column: string): Promise<number> =>
    store.count(`SELECT count(*) AS n FROM ${from} WHERE ${where.sql} AND ${column} IS NOT NULL`, where.params);

  it.each(nullable)('gives the observation list sorted on %s desc in the order of one statement', async (sort) => {
    for (const filter of ['', '&dataset_id[in]=1,2,3&event_date[gte]=2015-01-01']) {
      const p0 = parseListQuery(new URLSearchParams(`sort=${sort}&dir=desc${filter}`), { filters: OBSERVATION_FILTERS, sortable: OBSERVATION_SORTABLE });
      const filters = compileClauses(p0.clauses, observationColumns('o'), store.dialect);
      const where = and(filters);
      const order = observationOrder(p0);
      expect(order.descNullsLast).toBeDefined();
      const valued = await countValued('observations o', where, order.descNullsLast!);
      const nulls = await store.count(`SELECT count(*) AS n FROM observations o WHERE ${where.sql} AND ${order.descNullsLast} IS NULL`, where.params);
      expect(nulls, `${sort}${filter}: NULLs to page into`).toBeGreaterThan(LIMIT);
      const q: ListQuery = { from: 'observations o', scope: [], filters, select: 'o.occurrence_id AS k', key: 'o.occurrence_id', ...order };
      for (const offset of offsets(valued)) {
        const expected = await single('observations o', where, order.orderBy, offset);
        const label = `${sort}${filter}, offset ${offset} of ${valued} with a value`;
        const p = { ...p0, limit: LIMIT, offset };
        expect((await runList<{ k: number }>(store, q, p)).rows.map((r) => Number(r.k)), `${label}: runList`).toEqual(expected);
        // the plain statements (query/list.ts keysInOrder) whatever the first rows' window holds
        expect(await observationIds(store, filters, order, LIMIT, offset), `${label}: plain statements`).toEqual(expected);
      }
      expect(await observationIds(store, filters, order, -1, 0), `${sort}${filter}: every id`)
        .toEqual((await store.all<{ k: number }>(`SELECT o.occurrence_id AS k FROM observations o WHERE ${where.sql} ORDER BY ${order.orderBy}`, where.params))
          .map((r) => Number(r.k)));
    }
  });

  it.each(NEOPHYTE_SORTABLE.filter((sort) => sort !== 'occurrence_id'))('gives the public neophyte list sorted on %s desc in the order of one statement', async (sort) => {
    const search = `sort=${sort}&dir=desc`;
    const q0 = neophyteQuery(new URLSearchParams(search), 'S');
    const where = and([NEOPHYTE_SCOPE, ...neophyteFilters(q0, store.dialect)]);
    const column = neophyteSortColumn(sort);
    const order = `${column} DESC NULLS LAST, o.occurrence_id DESC`;
    const valued = await countValued(NEOPHYTE_FROM, where, column);
    for (const offset of offsets(valued)) {
      const q = neophyteQuery(new URLSearchParams(`${search}&limit=${LIMIT}&offset=${offset}`), 'S');
      const page = await listNeophyteObservations(store, q, 'simple', false);
      expect(page.rows.map(({ row }) => Number((row as { id: number }).id)), `${sort}, offset ${offset} of ${valued} with a value`)
        .toEqual(await single(NEOPHYTE_FROM, where, order, offset));
    }
  });
});
