/**
 * `npm run bench:page-plans -- postgres://…/db`: EXPLAIN (ANALYZE, BUFFERS) of every statement that
 * runList (query/list.ts) runs for a descending page of each nullable sort column, on a seeded
 * PostgreSQL database: the observation list as the bench's steward asks it (bench/list-statements.ts)
 * and the public neophyte list (domain/neophyte-repo.ts), a first page, an 11th (offset 1,000) and a
 * deep one (offset 10,000), 100 rows each. Prints per page the median over `BENCH_ROUNDS` (3) of the
 * statements' execution and planning time summed, their buffers, how many statements ran, and the
 * most rows one Sort node took in (a sort of the store shows there).
 *
 * `BENCH_BASELINE_DIR` names another checkout's root (`git archive` unpacked with a `node_modules`
 * link): its runList runs in the same rounds, alternating with this one's, and the ratio
 * this ÷ baseline of the medians is printed. Migrations of this checkout that the database has
 * not applied (e.g. one dropping indexes) are applied for this checkout's rounds only, in a
 * transaction rolled back after each page, so both run on the same data.
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createPool, type PgClient } from '../src-server/db/postgres/pool.js';
import { migrationState } from '../src-server/db/postgres/migrations.js';
import { NEOPHYTE_FROM, NEOPHYTE_SCOPE, neophyteSortColumn } from '../src-server/domain/neophyte-public.js';
import { listOrder, type ListQuery, type runList } from '../src-server/query/list.js';
import { OBSERVATION_NOT_NULL_SORTS, observationOrder } from '../src-server/query/observation-columns.js';
import { parseListQuery } from '../src-server/query/params.js';
import { numberPlaceholders, postgresDialect } from '../src-server/store/dialect.js';
import { bindParams } from '../src-server/store/postgres-store.js';
import type { SqlRunner } from '../src-server/store/store.js';
import { NEOPHYTE_SORTABLE } from '../src-shared/filters/neophytes.js';
import { OBSERVATION_SORTABLE } from '../src-shared/filters/observations.js';
import { benchListStatements } from './list-statements.js';
import { percentile } from './stats.js';

/** What EXPLAIN ANALYZE said of the statements of one page. */
interface PageFigures {
  ms: number;
  buffers: number;
  statements: number;
  mostSorted: number;
}

/** A plan node of EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON), as far as this bench reads it. */
interface PlanNode {
  'Node Type': string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Shared Hit Blocks': number;
  'Shared Read Blocks': number;
  Plans?: PlanNode[];
}

/** The most rows one Sort node of `node`'s plan took in (its input's rows). */
const mostSorted = (node: PlanNode): number => Math.max(
  node['Node Type'].endsWith('Sort') ? Math.max(0, ...(node.Plans ?? []).map((child) => child['Actual Rows'] * child['Actual Loops'])) : 0,
  ...(node.Plans ?? []).map(mostSorted));

/** A runner on one connection that explains and then runs each query, adding up `figures`. */
function explainingRunner(client: PgClient, figures: PageFigures): SqlRunner {
  const all = async <Row>(sql: string, params: readonly unknown[] = []): Promise<Row[]> => {
    const text = numberPlaceholders(sql);
    const values = bindParams(params);
    const { rows } = await client.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode; 'Execution Time': number; 'Planning Time': number }> }>(
      `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${text}`, values);
    const top = rows[0]!['QUERY PLAN'][0]!;
    figures.ms += top['Execution Time'] + top['Planning Time'];
    figures.buffers += top.Plan['Shared Hit Blocks'] + top.Plan['Shared Read Blocks'];
    figures.statements++;
    figures.mostSorted = Math.max(figures.mostSorted, mostSorted(top.Plan));
    return (await client.query(text, values)).rows as Row[];
  };
  const unsupported = (): never => {
    throw new Error('the bench runner only reads');
  };
  return {
    dialect: postgresDialect, all,
    get: async (sql, params) => (await all<never>(sql, params))[0],
    count: async (sql, params) => Number((await all<{ n: number }>(sql, params))[0]!.n),
    run: unsupported, transaction: unsupported,
  };
}

type RunList = typeof runList;

/** One list page of the bench: its runList query and parameters. */
interface Page {
  name: string;
  query: ListQuery;
  params: ReturnType<typeof parseListQuery>;
}

const OFFSETS = [0, 1_000, 10_000];

/** The descending pages of every nullable sort column of the observation list and the public neophyte list. */
function pages(): Page[] {
  const out: Page[] = [];
  for (const sort of OBSERVATION_SORTABLE.filter((s) => !OBSERVATION_NOT_NULL_SORTS.has(s))) {
    for (const offset of OFFSETS) {
      const statements = benchListStatements(new URLSearchParams({ limit: '100', offset: String(offset), sort, dir: 'desc' }), postgresDialect);
      const params = { ...statements.params, with_total: false };
      out.push({ name: `observations ${sort} desc, offset ${offset}`, query: { ...statements.list, ...observationOrder(params) }, params });
    }
  }
  for (const sort of NEOPHYTE_SORTABLE.filter((s) => s !== 'occurrence_id')) {
    for (const offset of OFFSETS) {
      const params = parseListQuery(new URLSearchParams({ limit: '100', offset: String(offset), sort, dir: 'desc' }), { filters: {}, sortable: NEOPHYTE_SORTABLE });
      out.push({
        name: `public neophytes ${sort} desc, offset ${offset}`, params,
        query: {
          from: NEOPHYTE_FROM, scope: [NEOPHYTE_SCOPE], filters: [], select: 'o.occurrence_id', key: 'o.occurrence_id',
          keyFrom: 'observations o', keyWhere: 'o.is_neophyte = 1', ...listOrder(neophyteSortColumn(sort), 'desc', 'o.occurrence_id'),
        },
      });
    }
  }
  return out;
}

const url = process.argv[2];
if (!url) throw new Error('usage: npm run bench:page-plans -- postgres://user:password@host:port/db (a seeded database)');
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const pool = createPool(url, { max: 1 });
const client = await pool.connect();
try {
  const pending = (await migrationState(client)).pending;
  const subjects: Array<{ name: string; runList: RunList; pending: typeof pending }> = [
    { name: 'this checkout', runList: (await import('../src-server/query/list.js')).runList, pending },
  ];
  const baselineDir = process.env.BENCH_BASELINE_DIR;
  if (baselineDir) {
    const module = await import(pathToFileURL(resolve(baselineDir, 'src-server/query/list.ts')).href) as { runList: RunList };
    subjects.unshift({ name: 'baseline', runList: module.runList, pending: [] });
  }
  process.stdout.write(`${rounds} rounds; this checkout's rounds apply ${pending.map((m) => m.name).join(', ') || 'no migration'} first (rolled back); load average ${loadavg().map((x) => x.toFixed(1)).join(' ')}\n`);
  process.stdout.write(`page | ${subjects.map((s) => `${s.name}: ms, buffers, statements, most rows sorted`).join(' | ')}${subjects.length > 1 ? ' | ratio' : ''}\n`);
  for (const page of pages()) {
    const runs = subjects.map(() => [] as PageFigures[]);
    for (let round = 0; round < rounds; round++) {
      for (const [i, subject] of subjects.entries()) {
        const figures: PageFigures = { ms: 0, buffers: 0, statements: 0, mostSorted: 0 };
        await client.query('BEGIN');
        try {
          for (const migration of subject.pending) await client.query(migration.sql);
          await subject.runList(explainingRunner(client, figures), page.query, page.params);
        } finally {
          await client.query('ROLLBACK');
        }
        runs[i]!.push(figures);
      }
    }
    const medians = runs.map((r) => ({
      ms: percentile(r.map((f) => f.ms), 50), buffers: percentile(r.map((f) => f.buffers), 50),
      statements: r[0]!.statements, mostSorted: Math.max(...r.map((f) => f.mostSorted)),
    }));
    const cells = medians.map((m) => `${m.ms.toFixed(1)} ms, ${m.buffers}, ${m.statements}, ${m.mostSorted}`);
    const ratio = medians.length > 1 ? ` | ${(medians[1]!.ms / medians[0]!.ms).toFixed(2)}×` : '';
    process.stdout.write(`${page.name} | ${cells.join(' | ')}${ratio}\n`);
  }
} finally {
  client.release();
  await pool.end();
}
