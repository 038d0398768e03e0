import { sqliteDialect } from '../../src-server/store/dialect.js';
import { createSqliteStore } from '../../src-server/store/sqlite-store.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src-server/db/open.js';
import { seedDemo, seedSynthetic } from '../../src-server/db/seed/index.js';
import { and, compileClauses } from '../../src-server/query/compile.js';
import { orderBy, runList } from '../../src-server/query/list.js';
import { observationColumns } from '../../src-server/query/observation-columns.js';
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
  const order = orderBy(p.sort ? column(p.sort) : 'o.occurrence_id', p.dir, 'o.occurrence_id');
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
