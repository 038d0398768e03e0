import type { FilterClause } from '../../src-shared/filters/grammar.js';
import { dateColumn, type ClauseCompiler, type ColumnMap, type SqlFragment } from './compile.js';
import { listOrder, type ListOrder } from './list.js';
import type { ListParams } from './params.js';
import { filterPolygon, footprintFilter } from './spatial.js';
import type { Dialect } from '../store/dialect.js';

const list = (clause: FilterClause, dialect: Dialect): unknown => dialect.listParam(Array.isArray(clause.value) ? clause.value : [clause.value]);

/**
 * A filter on "the row is related to one of these values" through a sub-query: `eq`/`in` keep
 * rows with a match, `neq`/`not_in` rows without, `is_not_null`/`is_null` rows with any / none.
 * `subquery(inValues)` returns an EXISTS-able SELECT; `inValues(expr)` is the condition "expr is one
 * of the values" (one parameter, store/dialect.ts), null for the null checks.
 */
export function membership(subquery: (inValues: ((expr: string) => string) | null) => string): ClauseCompiler {
  return (clause, dialect) => {
    const values = (expr: string) => dialect.inList(expr);
    switch (clause.operation) {
      case 'eq': case 'in': return { sql: `EXISTS (${subquery(values)})`, params: [list(clause, dialect)] };
      case 'neq': case 'not_in': return { sql: `NOT EXISTS (${subquery(values)})`, params: [list(clause, dialect)] };
      case 'is_not_null': return { sql: `EXISTS (${subquery(null)})`, params: [] };
      case 'is_null': return { sql: `NOT EXISTS (${subquery(null)})`, params: [] };
      default: throw new Error(`membership filter cannot take ${clause.operation}`);
    }
  };
}

/** The municipalities a `location_id` list names (AdminIndex.municipalitiesWithin of geo/admin-units.ts). */
export type MunicipalitiesWithin = (ids: readonly number[]) => number[];

/**
 * `location_id`: administrative unit ids matched against the municipality, district or canton of
 * the row. `neq`/`not_in` keep rows without a footprint (no unit at all), like every other field.
 *
 * With `municipalitiesWithin` the ids are first turned into the municipalities they hold, and
 * the row is matched on `municipality_id` alone: a row's district and canton are always those of
 * its municipality (both are copied from the municipality's `administrative_units` row when its
 * footprint is located, geo/admin-units.ts and PostgreSQL's spatial join; the units are read-only
 * through the interface). One index (`observations_municipality`) and a list the planner sees,
 * instead of three columns ORed, which PostgreSQL can read only by scanning the store (no index
 * on `district_id`). At 1,000,000 observations (docs/storage.md): Ticino's count 0.38–0.74 s →
 * 0.05 s, Lugano's 0.39–0.42 s → 2 ms, the first page of a municipality of one record 2.9–3.6 s →
 * under 10 ms. Without it (a caller holding no index), the ORed form.
 */
export function locationFilter(alias: string, municipalitiesWithin?: MunicipalitiesWithin): ClauseCompiler {
  return (clause, dialect): SqlFragment => {
    const positive = clause.operation === 'eq' || clause.operation === 'in';
    if (municipalitiesWithin) {
      const ids = (Array.isArray(clause.value) ? clause.value : [clause.value]).map(Number);
      const any = dialect.inList(`${alias}.municipality_id`);
      const param = dialect.listParam(municipalitiesWithin(ids));
      // a row without units is "not in" any of them
      return positive ? { sql: any, params: [param] } : { sql: `(${alias}.municipality_id IS NULL OR NOT (${any}))`, params: [param] };
    }
    const l = list(clause, dialect);
    const any = `(${dialect.inList(`${alias}.municipality_id`)} OR ${dialect.inList(`${alias}.district_id`)} OR ${dialect.inList(`${alias}.canton_id`)})`;
    if (positive) return { sql: any, params: [l, l, l] };
    // a row without units makes `any` NULL, not false: counted as "not in"
    return { sql: `NOT coalesce(${any}, FALSE)`, params: [l, l, l] };
  };
}

/**
 * The `footprint_wkt[eq]` polygon filter on `<alias>.footprint` where the store has a spatial
 * predicate (PostGIS), else `sqliteFilter`. The polygon is checked the same way on both (400).
 */
export function geometryFilter(alias: string, sqliteFilter: ClauseCompiler): ClauseCompiler {
  return (clause, dialect) => {
    if (!dialect.intersectsWkt) return sqliteFilter(clause, dialect);
    filterPolygon(String(clause.value), `${clause.field}[${clause.operation}]`);
    return { sql: dialect.intersectsWkt(`${alias}.footprint`), params: [String(clause.value)] };
  };
}

/**
 * Column map of the observation filters (see src-shared/filters/observations.ts) for table alias
 * `o`; `location_id` through `municipalitiesWithin` where the caller holds the administrative units ({@link locationFilter}).
 */
export function observationColumns(alias = 'o', municipalitiesWithin?: MunicipalitiesWithin): ColumnMap {
  const col = (name: string): string => `${alias}.${name}`;
  return {
    occurrence_id: col('occurrence_id'),
    taxon_id: col('taxon_id'),
    dataset_id: col('dataset_id'),
    recorded_by_id: membership((v) => `SELECT 1 FROM observation_observers oo WHERE oo.occurrence_id = ${col('occurrence_id')}${v ? ` AND ${v('oo.person_id')}` : ''}`),
    event_date: dateColumn(`substr(${col('event_date')}, 1, 10)`, col('event_date_utc')),
    releve_id: col('releve_id'),
    validation: col('validation'),
    occurrence_status: col('occurrence_status'),
    location_id: locationFilter(alias, municipalitiesWithin),
    verbatim_identification: col('verbatim_identification'),
    occurrence_remarks: col('occurrence_remarks'),
    identification_qualifier: col('identification_qualifier'),
    taxa_relations_reference_id: col('taxa_relations_reference_id'),
    footprint_wkt: geometryFilter(alias, footprintFilter(alias, 'occurrence_id', 'observations', 'observations_rtree')),
    event_type: col('event_type'),
    date_precision: col('date_precision'),
    with_document_type: membership((v) => `SELECT 1 FROM observation_docs od JOIN docs d ON d.id = od.doc_id WHERE od.occurrence_id = ${col('occurrence_id')}${v ? ` AND ${v('d.doc_type')}` : ''}`),
    taxa_group_id: membership((v) => `SELECT 1 FROM taxa tg WHERE tg.id = ${col('taxon_id')}${v ? ` AND ${v('tg.group_id')}` : ''}`),
    related_resource_id: col('related_resource_id'),
    relationship_of_resource: col('relationship_of_resource'),
    // IN over the link table rather than a per-row EXISTS: the few links are read through
    // observation_docs_doc, then the observations by key, whatever the store's size. INDEXED BY
    // because, left to itself, SQLite scans the link table with a bloom filter (seen with EXPLAIN
    // QUERY PLAN on the demo data), which grows with every attachment
    // observation_docs_doc; PostgreSQL's planner takes that index on its own
    doc_id: (clause, dialect) => ({
      sql: `${col('occurrence_id')} IN (SELECT od.occurrence_id FROM observation_docs od${dialect.name === 'sqlite' ? ' INDEXED BY observation_docs_doc' : ''} WHERE ${dialect.inList('od.doc_id')})`,
      params: [list(clause, dialect)],
    }),
  };
}


/**
 * The sortable observation fields (OBSERVATION_SORTABLE) whose columns are NOT NULL in both
 * stores' schemas (db/schema.ts, migration 001): their order is written without `NULLS LAST`
 * (query/list.ts orderBy). test/integration/postgres/sort-indexes.test.ts checks both schemas.
 */
export const OBSERVATION_NOT_NULL_SORTS: ReadonlySet<string> = new Set(['occurrence_id', 'dataset_id', 'basis_of_record']);

/** The column (alias `o`) an observation list sorts on for field `sort`: `event_date` on its UTC twin. */
export function observationSortColumn(sort: string | undefined): string {
  return sort === 'event_date' ? 'o.event_date_utc' : `o.${sort ?? 'occurrence_id'}`;
}

/**
 * The order of the observation lists (full and simple, and the ids): the field's column, then
 * `o.occurrence_id`, in `p.dir` (query/list.ts listOrder: a descending nullable column read in two parts on PostgreSQL).
 */
export function observationOrder(p: Pick<ListParams, 'sort' | 'dir'>): ListOrder {
  return listOrder(observationSortColumn(p.sort), p.dir, 'o.occurrence_id', !OBSERVATION_NOT_NULL_SORTS.has(p.sort ?? 'occurrence_id'));
}
