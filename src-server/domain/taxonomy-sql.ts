/**
 * SQL building blocks of the public taxonomy endpoints (and of other reference-data lists that
 * filter over several columns): any-of-columns filters, the reference-set filter, profile-fact
 * filters and the autocomplete ordering.
 */
import type { FilterClause, FilterOperation } from '../../src-shared/filters/grammar.js';
import { and, compileColumnClause, wildcardToLike, type ClauseCompiler, type SqlFragment } from '../query/compile.js';
import type { Dialect } from '../store/dialect.js';
import type { SqlRunner } from '../store/store.js';
import { runList, type ListQuery, type ListResult } from '../query/list.js';
import type { ListParams } from '../query/params.js';
import type { TaxonFact } from '../../src-shared/schemas/taxonomy.js';

/** Negative operations and the positive operation they negate. */
const NEGATED: Partial<Record<FilterOperation, FilterOperation>> = { neq: 'eq', not_in: 'in' };

const orAll = (parts: SqlFragment[]): SqlFragment => ({
  sql: `(${parts.map((p) => `COALESCE(${p.sql}, FALSE)`).join(' OR ')})`,
  params: parts.flatMap((p) => p.params),
});

/**
 * A filter field that stands for several columns, e.g. `vernacular_name` over the four
 * languages: positive operations match when ANY column matches, `neq`/`not_in` when NONE does,
 * `is_null` when all are NULL, `is_not_null` when any is set.
 */
export function anyColumn(exprs: readonly string[]): ClauseCompiler {
  return (clause, dialect) => {
    if (clause.operation === 'is_null') return and(exprs.map((e) => ({ sql: `${e} IS NULL`, params: [] })));
    if (clause.operation === 'is_not_null') return orAll(exprs.map((e) => ({ sql: `${e} IS NOT NULL`, params: [] })));
    const positive = NEGATED[clause.operation];
    const any = orAll(exprs.map((e) => compileColumnClause(e, positive ? { ...clause, operation: positive } : clause, dialect)));
    return positive ? { sql: `NOT ${any.sql}`, params: any.params } : any;
  };
}

/**
 * `reference_id` of a name record: the name's own reference (`ownExpr`) plus every reference it
 * is related through in `taxa_relations` (`taxon_id = nameExpr`). Positive operations: one of
 * them matches; `neq`/`not_in`: none does; `is_null`: the name has no reference at all.
 */
export function referenceSet(nameExpr: string, ownExpr: string): ClauseCompiler {
  const related = `SELECT 1 FROM taxa_relations trx WHERE trx.taxon_id = ${nameExpr}`;
  return (clause, dialect) => {
    const anyRef = `(${ownExpr} IS NOT NULL OR EXISTS (${related}))`;
    if (clause.operation === 'is_null') return { sql: `NOT ${anyRef}`, params: [] };
    if (clause.operation === 'is_not_null') return { sql: anyRef, params: [] };
    const positive = NEGATED[clause.operation];
    const c = positive ? { ...clause, operation: positive } : clause;
    const own = compileColumnClause(ownExpr, c, dialect);
    const rel = compileColumnClause('trx.reference_id', c, dialect);
    const any = { sql: `(COALESCE(${own.sql}, FALSE) OR EXISTS (${related} AND ${rel.sql}))`, params: [...own.params, ...rel.params] };
    return positive ? { sql: `NOT ${any.sql}`, params: any.params } : any;
  };
}

/** The filter fields that test profile facts. */
export const FACT_FIELDS = ['fact_type', 'fact_value'] as const;

/**
 * Where the facts of a taxon come from: rows of `taxa_facts`, and the two fact columns of `taxa`
 * (`swiss_invasive_status`; `neophyte` as "true"/"false"). Each source is (type expr, value expr,
 * FROM/WHERE body with `?taxon` standing for the taxon id expression).
 */
const FACT_SOURCES = [
  { type: 'fx.fact_type', value: 'fx.fact_value', from: 'taxa_facts fx WHERE fx.taxon_id = ?taxon' },
  { type: "'swiss_invasive_status'", value: 'fx.swiss_invasive_status', from: 'taxa fx WHERE fx.id = ?taxon AND fx.swiss_invasive_status IS NOT NULL' },
  { type: "'neophyte'", value: "CASE fx.neophyte WHEN 1 THEN 'true' ELSE 'false' END", from: 'taxa fx WHERE fx.id = ?taxon AND fx.neophyte IS NOT NULL' },
] as const;

/**
 * One condition "the taxon `taxonExpr` has a fact satisfying every `fact_type`/`fact_value`
 * clause" (the clauses apply to the same fact). `undefined` when there are no fact clauses.
 */
export function factCondition(taxonExpr: string, clauses: readonly FilterClause[], dialect: Dialect): SqlFragment | undefined {
  if (clauses.length === 0) return undefined;
  const parts = FACT_SOURCES.map((src) => {
    const conds = and(clauses.map((c) => compileColumnClause(c.field === 'fact_type' ? src.type : src.value, c, dialect)));
    return { sql: `EXISTS (SELECT 1 FROM ${src.from.replace('?taxon', taxonExpr)} AND ${conds.sql})`, params: conds.params };
  });
  return { sql: `(${parts.map((p) => p.sql).join(' OR ')})`, params: parts.flatMap((p) => p.params) };
}

/** Splits clauses into fact clauses and the others. */
export function splitFactClauses(clauses: readonly FilterClause[]): { facts: FilterClause[]; others: FilterClause[] } {
  const isFact = (c: FilterClause) => (FACT_FIELDS as readonly string[]).includes(c.field);
  return { facts: clauses.filter(isFact), others: clauses.filter((c) => !isFact(c)) };
}

/** Facts of a set of taxa (the list of ids given three times), the same sources as {@link FACT_SOURCES}. */
const factsOfSql = (d: Dialect) => `
SELECT fx.taxon_id AS taxon_id, fx.fact_type AS fact_type, fx.fact_value AS fact_value
  FROM taxa_facts fx WHERE ${d.inList('fx.taxon_id')}
UNION SELECT fx.id, 'swiss_invasive_status', fx.swiss_invasive_status
  FROM taxa fx WHERE ${d.inList('fx.id')} AND fx.swiss_invasive_status IS NOT NULL
UNION SELECT fx.id, 'neophyte', CASE fx.neophyte WHEN 1 THEN 'true' ELSE 'false' END
  FROM taxa fx WHERE ${d.inList('fx.id')} AND fx.neophyte IS NOT NULL
ORDER BY 1, 2, 3`;

/** The facts of the given taxa (deduplicated, sorted by type then value), by taxon id. */
export async function factsOf(sql: SqlRunner, taxonIds: readonly number[]): Promise<Map<number, TaxonFact[]>> {
  const out = new Map<number, TaxonFact[]>();
  if (taxonIds.length === 0) return out;
  const ids = sql.dialect.listParam(taxonIds);
  const rows = await sql.all<TaxonFact & { taxon_id: number }>(factsOfSql(sql.dialect), [ids, ids, ids]);
  for (const r of rows) {
    let list = out.get(r.taxon_id);
    if (!list) out.set(r.taxon_id, (list = []));
    list.push({ fact_type: r.fact_type, fact_value: r.fact_value });
  }
  return out;
}

/**
 * Autocomplete ordering: with an `iw_contains`/`iw_eq` filter on one of `textFields`, rows whose
 * text starts with the searched text come first, then rows where a word starts with it, then the
 * rest. Gives `CASE … END` with its parameters, or `undefined` without such a filter.
 */
export function matchRank(clauses: readonly FilterClause[], textFields: Readonly<Record<string, readonly string[]>>): SqlFragment | undefined {
  const clause = clauses.find((c) => (c.operation === 'iw_contains' || c.operation === 'iw_eq') && Object.hasOwn(textFields, c.field));
  if (!clause) return undefined;
  const text = wildcardToLike(String(clause.value).replace(/^\*+|\*+$/g, ''));
  const exprs = textFields[clause.field]!;
  const test = (pattern: string) => ({
    sql: exprs.map((e) => `COALESCE(fold(${e}) LIKE fold(?) ESCAPE '\\', FALSE)`).join(' OR '),
    params: exprs.map(() => pattern),
  });
  const starts = test(`${text}%`);
  const word = test(`% ${text}%`);
  return { sql: `CASE WHEN ${starts.sql} THEN 0 WHEN ${word.sql} THEN 1 ELSE 2 END`, params: [...starts.params, ...word.params] };
}

/**
 * Like {@link runList}, but the page is ordered by `order` (an `ORDER BY` body with parameters,
 * which must end with a unique key). Totals come from `runList`.
 */
export async function runListOrdered<Row>(sql: SqlRunner, q: ListQuery, p: ListParams, head: boolean, order: SqlFragment): Promise<ListResult<Row>> {
  const result = await runList<Row>(sql, q, p, true);
  if (!head) {
    const where = and([...q.scope, ...q.filters]);
    result.rows = await sql.all<Row>(`SELECT ${q.select} FROM ${q.from} WHERE ${where.sql} ORDER BY ${order.sql} LIMIT ? OFFSET ?`,
      [...where.params, ...order.params, p.limit, p.offset]);
  }
  return result;
}
