import { sqliteDialect } from '../../src-server/store/dialect.js';
import { createSqliteStore } from '../../src-server/store/sqlite-store.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src-server/db/open.js';
import { seedDemo, seedSynthetic } from '../../src-server/db/seed/index.js';
import { and, compileClauses } from '../../src-server/query/compile.js';
import { firstRowsWindow, orderBy, runList, type ListQuery } from '../../src-server/query/list.js';
import { neophyteSortColumn } from '../../src-server/domain/neophyte-public.js';
import { NEOPHYTE_SORTABLE } from '../../src-shared/filters/neophytes.js';
import { OBSERVATION_NOT_NULL_SORTS, observationColumns, observationOrder } from '../../src-server/query/observation-columns.js';
import { parseListQuery } from '../../src-server/query/params.js';
import { OBSERVATION_FILTERS, OBSERVATION_SORTABLE } from '../../src-shared/filters/observations.js';

// runList looks for a page among the first 1,000–5,000 rows in the page's order before running the
// plain query; with 9,000 observations both paths are taken. Every page must equal the plain
// ORDER BY … LIMIT … OFFSET answer, whichever path gave it.
let dir: string;
let db: Db;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'obs-window-'));
  db = openDatabase(join(dir, 'observations.sqlite'));
  await seedDemo(db, { filesDir: join(dir, 'files') });
  seedSynthetic(db, 6000, { seed: 4 });
});
afterAll(() => {
  db?.close();
  rmSync(dir, { recursive: true, force: true });
});

const column = (sort: string): string => (sort === 'event_date' ? 'o.event_date_utc' : `o.${sort}`);

async function both(search: string): Promise<{ windowed: number[]; plain: number[] }> {
  const p = parseListQuery(new URLSearchParams(search), { filters: OBSERVATION_FILTERS, sortable: OBSERVATION_SORTABLE });
  const filters = compileClauses(p.clauses, observationColumns('o'), sqliteDialect);
  const order = observationOrder(p).orderBy;
  const windowed = (await runList<{ occurrence_id: number }>(createSqliteStore(db), { from: 'observations o', scope: [], filters, select: 'o.occurrence_id', orderBy: order, key: 'o.occurrence_id' }, p))
    .rows.map((r) => r.occurrence_id);
  const where = and(filters);
  const plain = db.prepare(`SELECT o.occurrence_id FROM observations o WHERE ${where.sql} ORDER BY ${order} LIMIT ? OFFSET ?`).pluck()
    .all(...where.params, p.limit, p.offset) as number[];
  return { windowed, plain };
}

describe('list pages looked for in the first rows of their order', () => {
  it.each([
    'limit=100',
    'limit=100&offset=4900',
    'limit=50&offset=2000&sort=coordinate_uncertainty_in_meters&dir=desc',
    'limit=100&sort=minimum_elevation_in_meters',
    'limit=100&offset=300&sort=event_date&dir=desc&validation[in]=1,2,3',
    'limit=100&sort=verbatim_identification&event_type=4',
    'limit=100&offset=10&sort=v_presence_status&occurrence_status=2',
    'limit=20&sort=municipality_id&dataset_id=1',
  ])('%s equals the plain query', async (search) => {
    const { windowed, plain } = await both(search);
    expect(plain.length).toBeGreaterThan(0);
    expect(windowed).toEqual(plain);
  });
});

const directions = ['asc', 'desc'] as const;
const observationSorts = OBSERVATION_SORTABLE.flatMap((sort) => directions.map((dir) => [sort, dir] as const));
const neophyteSorts = NEOPHYTE_SORTABLE.flatMap((sort) => directions.map((dir) => [sort, dir] as const));
/** The window of the observation list (routes/observations.ts) and of the public neophyte list (domain/neophyte-repo.ts) in `order`. */
const observationWindow = (order: string): ListQuery => ({ from: 'observations o', scope: [], filters: [], select: '', orderBy: order, key: 'o.occurrence_id' });
const neophyteWindow = (order: string): ListQuery => ({ ...observationWindow(order), keyFrom: 'observations o', keyWhere: 'o.is_neophyte = 1' });

describe('the first-rows window on SQLite: read from an index in the page order, NULLs last both ways', () => {
  const usesNoTempBTree = (q: ListQuery): void => {
    const window = firstRowsWindow(q, 'o.occurrence_id', 1000, sqliteDialect);
    const plan = db.prepare(`EXPLAIN QUERY PLAN ${window.sql}`).all(...window.params) as Array<{ detail: string }>;
    expect(plan.map((row) => row.detail).join(' | ')).not.toContain('TEMP B-TREE');
  };
  it.each(observationSorts)('observation list sorted on %s %s', (sort, dir) => usesNoTempBTree(observationWindow(observationOrder({ sort, dir }).orderBy)));
  it.each(neophyteSorts)('public neophyte list sorted on %s %s', (sort, dir) => usesNoTempBTree(neophyteWindow(orderBy(neophyteSortColumn(sort), dir, 'o.occurrence_id'))));

  it.each(observationSorts)('the index read of %s %s gives the values in order with NULLs last', (sort, dir) => {
    const order = observationOrder({ sort, dir }).orderBy;
    const window = firstRowsWindow(observationWindow(order), 'o.occurrence_id', -1, sqliteDialect);
    const keys = db.prepare(window.sql).pluck().all(...window.params) as number[];
    const valueOf = new Map((db.prepare(`SELECT o.occurrence_id AS k, ${column(sort)} AS v FROM observations o`).all() as Array<{ k: number; v: string | number | null }>)
      .map((r) => [r.k, r.v]));
    const values = keys.map((k) => valueOf.get(k) ?? null);
    const firstNull = values.indexOf(null);
    if (firstNull >= 0) expect(values.slice(firstNull).every((v) => v === null), 'no value after the first NULL').toBe(true);
    const given = (firstNull >= 0 ? values.slice(0, firstNull) : values) as Array<string | number>;
    const sorted = [...given].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(given).toEqual(dir === 'asc' ? sorted : sorted.reverse());
    expect(keys).toHaveLength(valueOf.size);
  });
});

describe('sort fields written without NULLS LAST (query/observation-columns.ts OBSERVATION_NOT_NULL_SORTS)', () => {
  // Without NULLS LAST a nullable column's NULLs would come first in ascending order on SQLite
  // and first in descending order on PostgreSQL: only a column that holds no NULL may be so written.
  it.each([...OBSERVATION_NOT_NULL_SORTS])('%s is NOT NULL in the SQLite schema', (sort) => {
    const info = db.prepare("SELECT \"notnull\" AS not_null, pk, type FROM pragma_table_info('observations') WHERE name = ?").get(sort) as
      { not_null: number; pk: number; type: string } | undefined;
    expect(info, sort).toBeDefined();
    // an INTEGER PRIMARY KEY is the rowid, never NULL, whatever pragma_table_info says of it
    expect(info!.not_null === 1 || (info!.pk === 1 && info!.type === 'INTEGER'), sort).toBe(true);
  });
});

describe('a sorted page evaluates its select list for its own rows only', () => {
  // SQLite's sorter carries every result column: sorting the selected rows of the window ran the
  // select list (correlated subqueries in the service's lists) for up to 5,000 rows per page.
  it.each(observationSorts)('sorted on %s %s, with and without a filter', async (sort, dir) => {
    let evaluated = 0;
    db.function('evaluated', { deterministic: false }, (id: unknown) => {
      evaluated++;
      return id;
    });
    for (const search of [`limit=20&sort=${sort}&dir=${dir}`, `limit=20&offset=40&sort=${sort}&dir=${dir}&event_type=4`]) {
      evaluated = 0;
      const p = parseListQuery(new URLSearchParams(search), { filters: OBSERVATION_FILTERS, sortable: OBSERVATION_SORTABLE });
      const filters = compileClauses(p.clauses, observationColumns('o'), sqliteDialect);
      const { rows } = await runList<{ occurrence_id: number }>(createSqliteStore(db), {
        ...observationWindow(observationOrder({ sort, dir }).orderBy), filters, select: 'evaluated(o.occurrence_id) AS occurrence_id',
      }, p);
      expect(rows).toHaveLength(20);
      // the window's page and, when it held too few, the plain query's
      expect(evaluated, search).toBeLessThanOrEqual(2 * 20);
    }
  });
});
