/**
 * The statements the service runs for the bench's list (server-measure.ts `listBenchQuery`), built
 * by the service's own code for either store, so that both halves of `npm run bench:server` time
 * the SQL directly beside the HTTP figure (what is left is the service's overhead).
 */
import { and, compileClauses, type SqlFragment } from '../src-server/query/compile.js';
import { observationColumns } from '../src-server/query/observation-columns.js';
import { parseListQuery } from '../src-server/query/params.js';
import { projectRightSql } from '../src-server/http/rights.js';
import type { ListQuery } from '../src-server/query/list.js';
import type { ListParams } from '../src-server/query/params.js';
import { observationSelect } from '../src-server/domain/observation-rows.js';
import type { Dialect } from '../src-server/store/dialect.js';
import { OBSERVATION_FILTERS, OBSERVATION_SORTABLE } from '../src-shared/filters/observations.js';

/** What `runList` is given for the list request `query`, as the demo steward (person 1, the bench's client) asks it. */
export interface BenchListStatements {
  /** The parsed request, `with_total` on. */
  params: ListParams;
  /** The list's SQL for `runList` (query/list.ts). */
  list: ListQuery;
  /** Scope and filters together: `SELECT count(*) … WHERE` this is the filtered count. */
  where: SqlFragment;
}

/** The statements of GET /observations?`query` in `dialect`, as routes/observations.ts builds them. */
export function benchListStatements(query: URLSearchParams, dialect: Dialect): BenchListStatements {
  const parsed = parseListQuery(query, { filters: OBSERVATION_FILTERS, sortable: OBSERVATION_SORTABLE, options: ['right'] });
  const steward = { person_id: 1, username: 'steward', client_id: 'demo-service', grant: 'client_credentials' as const };
  const scope = [projectRightSql('o.dataset_id', steward, 'read', dialect)];
  const filters = compileClauses(parsed.clauses, observationColumns('o'), dialect);
  const mine = projectRightSql('c.dataset_id', steward, 'read', dialect);
  return {
    params: { ...parsed, with_total: true },
    where: and([...scope, ...filters]),
    list: {
      from: 'observations o', scope, filters, select: observationSelect(dialect), orderBy: 'o.occurrence_id ASC', key: 'o.occurrence_id',
      total: { sql: `SELECT coalesce(sum(c.observations), 0) AS n FROM observation_counts c WHERE ${mine.sql}`, params: mine.params },
    },
  };
}
