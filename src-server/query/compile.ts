import { isIsoDay, toUtcIso as utcInstant } from '../../src-shared/domain/dates.js';
import type { FilterClause, FilterScalar } from '../../src-shared/filters/grammar.js';
import type { Dialect } from '../store/dialect.js';

/** A piece of SQL with its positional (`?`) parameters. */
export interface SqlFragment {
  sql: string;
  params: unknown[];
}

/** Compiles one clause of a field whose SQL is not a plain column (joins, sub-queries, geometry), in the store's `dialect`. */
export type ClauseCompiler = (clause: FilterClause, dialect: Dialect) => SqlFragment;

/**
 * How each filter field maps to SQL: a column expression (e.g. `o.taxon_id`), or a compiler.
 * Date fields use {@link dateColumn}.
 */
export type ColumnMap = Readonly<Record<string, string | ClauseCompiler>>;


/** A list value for {@link Dialect.inList}; booleans as 1/0 inside SQLite's JSON text, which the runner does not see. */
function listParam(values: readonly FilterScalar[], dialect: Dialect): unknown {
  return dialect.listParam(dialect.name === 'sqlite' ? values.map((v) => (typeof v === 'boolean' ? (v ? 1 : 0) : v)) : values);
}

/** Escapes LIKE metacharacters and turns the interface's `*` wildcard into `%`. */
export function wildcardToLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/\*/g, '%');
}

/**
 * Compiles a clause against a plain column expression.
 * `neq` and `not_in` keep rows where the column is NULL (a NULL is "not equal" to any value),
 * `iw_*` compare folded text (`fold()`, see text-functions.ts and the PostgreSQL migrations:
 * Unicode case and accents). Booleans stay booleans (the SQLite runner binds them as 1/0).
 */
export function compileColumnClause(expr: string, clause: FilterClause, dialect: Dialect): SqlFragment {
  const v = clause.value;
  switch (clause.operation) {
    case 'eq': return { sql: `${expr} = ?`, params: [v] };
    case 'neq': return { sql: `${expr} IS DISTINCT FROM ?`, params: [v] };
    case 'gt': return { sql: `${expr} > ?`, params: [v] };
    case 'gte': return { sql: `${expr} >= ?`, params: [v] };
    case 'lt': return { sql: `${expr} < ?`, params: [v] };
    case 'lte': return { sql: `${expr} <= ?`, params: [v] };
    case 'in': return { sql: dialect.inList(expr), params: [listParam(v as FilterScalar[], dialect)] };
    case 'not_in': return { sql: `(${expr} IS NULL OR NOT (${dialect.inList(expr)}))`, params: [listParam(v as FilterScalar[], dialect)] };
    case 'iw_eq': return { sql: `fold(${expr}) LIKE fold(?) ESCAPE '\\'`, params: [wildcardToLike(String(v))] };
    case 'iw_contains': return { sql: `fold(${expr}) LIKE fold(?) ESCAPE '\\'`, params: [`%${wildcardToLike(String(v))}%`] };
    case 'is_null': return { sql: `${expr} IS NULL`, params: [] };
    case 'is_not_null': return { sql: `${expr} IS NOT NULL`, params: [] };
  }
}

/**
 * Normalises an ISO 8601 date or date-time (checked by the filter grammar) to UTC with
 * milliseconds; one without offset is taken as UTC, a date alone as its UTC midnight.
 * @throws RangeError when `value` is not a date.
 */
export function toUtcIso(value: string): string {
  const utc = utcInstant(value, 'UTC');
  if (utc === null) throw new RangeError(`${value} is not an ISO 8601 date`);
  return utc;
}

/**
 * A date field filter. A date-only value (`2025-06-14`) compares with the calendar day as
 * recorded (`dayExpr`, the first 10 characters of the stored ISO string, in the observation's own
 * offset), so `event_date[lte]=2025-06-14` includes the whole of that day; a date-time value
 * compares instants (`utcExpr`, the stored value normalised to UTC).
 */
export function dateColumn(dayExpr: string, utcExpr: string): ClauseCompiler {
  return (clause, dialect) => {
    const values = clause.value === undefined ? [] : Array.isArray(clause.value) ? clause.value : [clause.value];
    if (clause.operation === 'is_null' || clause.operation === 'is_not_null') return compileColumnClause(utcExpr, clause, dialect);
    const allDays = values.every((x) => isIsoDay(String(x)));
    if (allDays) return compileColumnClause(dayExpr, clause, dialect);
    const utc = values.map((x) => toUtcIso(String(x)));
    return compileColumnClause(utcExpr, { ...clause, value: Array.isArray(clause.value) ? utc : utc[0] }, dialect);
  };
}

/** ANDs fragments together; an empty list gives `TRUE`. */
export function and(fragments: readonly SqlFragment[]): SqlFragment {
  if (fragments.length === 0) return { sql: 'TRUE', params: [] };
  return { sql: fragments.map((f) => `(${f.sql})`).join(' AND '), params: fragments.flatMap((f) => f.params) };
}

/** Compiles every clause through the column map, in the store's `dialect`. A clause whose field is not mapped is a programming error. */
export function compileClauses(clauses: readonly FilterClause[], columns: ColumnMap, dialect: Dialect): SqlFragment[] {
  return clauses.map((clause) => {
    const target = columns[clause.field];
    if (target === undefined) throw new Error(`No column mapping for filter field ${clause.field}`);
    return typeof target === 'string' ? compileColumnClause(target, clause, dialect) : target(clause, dialect);
  });
}
