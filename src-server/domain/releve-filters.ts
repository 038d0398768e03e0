import type { Caller } from '../auth/authorization-server.js';
import { projectRightSql } from '../http/rights.js';
import { compileColumnClause, dateColumn, type ClauseCompiler, type ColumnMap } from '../query/compile.js';
import { geometryFilter, locationFilter, membership, observationColumns } from '../query/observation-columns.js';
import { footprintFilter } from '../query/spatial.js';
import type { FilterClause, FilterOperation } from '../../src-shared/filters/grammar.js';

/** The positive operation a negative one negates (`neq` ↔ `eq`, `not_in` ↔ `in`, `is_null` ↔ `is_not_null`). */
const POSITIVE: Partial<Record<FilterOperation, FilterOperation>> = { neq: 'eq', not_in: 'in', is_null: 'is_not_null' };

/**
 * A relevé filter on its species observations (`observations.releve_id = <alias>.id`), the
 * per-observation condition being the lead's observation filter of the same field (so relevés
 * match exactly as GET /observations would). Only observations the caller may read count.
 * `eq`/`in`/`is_not_null` keep relevés with a matching observation; `neq`/`not_in`/`is_null`
 * relevés with none (membership semantics, as `recorded_by_id`).
 */
function throughObservations(alias: string, field: string, caller: Caller): ClauseCompiler {
  const perObservation = observationColumns('ro')[field];
  if (perObservation === undefined) throw new Error(`No observation filter ${field}`);
  return (clause: FilterClause, dialect) => {
    const negated = POSITIVE[clause.operation];
    const positive = negated ? { ...clause, operation: negated } : clause;
    const inner = typeof perObservation === 'string' ? compileColumnClause(perObservation, positive, dialect) : perObservation(positive, dialect);
    const readable = projectRightSql('ro.dataset_id', caller, 'read', dialect);
    const exists = `EXISTS (SELECT 1 FROM observations ro WHERE ro.releve_id = ${alias}.id AND (${inner.sql}) AND ${readable.sql})`;
    return { sql: negated ? `NOT ${exists}` : exists, params: [...inner.params, ...readable.params] };
  };
}

/**
 * Column map of the relevé filters (src-shared/filters/releves.ts) for table alias `alias`.
 * Needs the caller because `taxon_id` and `taxa_relations_reference_id` look at species
 * observations, of which only those in projects the caller may read count.
 */
export function releveColumns(alias: string, caller: Caller): ColumnMap {
  const col = (name: string): string => `${alias}.${name}`;
  return {
    id: col('id'),
    dataset_id: col('dataset_id'),
    recorded_by_id: membership((v) => `SELECT 1 FROM releve_observers rv WHERE rv.releve_id = ${col('id')}${v ? ` AND ${v('rv.person_id')}` : ''}`),
    taxon_id: throughObservations(alias, 'taxon_id', caller),
    taxa_relations_reference_id: throughObservations(alias, 'taxa_relations_reference_id', caller),
    event_date: dateColumn(`substr(${col('event_date')}, 1, 10)`, col('event_date_utc')),
    location_id: locationFilter(alias),
    date_precision: col('date_precision'),
    footprint_wkt: geometryFilter(alias, footprintFilter(alias, 'id', 'releves', 'releves_rtree')),
  };
}
