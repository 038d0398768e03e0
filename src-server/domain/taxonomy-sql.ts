/**
 * SQL building blocks of the public taxonomy endpoints (and of other reference-data lists that
 * filter over several columns): any-of-columns filters, the reference-set filter, profile-fact
 * filters and the autocomplete ordering.
 */
import type { Db } from '../db/open.js';
import type { FilterClause, FilterOperation } from '../../src-shared/filters/grammar.js';
import { and, compileColumnClause, wildcardToLike, type ClauseCompiler, type SqlFragment } from '../query/compile.js';
import { cached, runList, type ListQuery, type ListResult } from '../query/list.js';
import type { ListParams } from '../query/params.js';
import type { TaxonFact } from '../../src-shared/schemas/taxonomy.js';

/** Negative operations and the positive operation they negate. */
const NEGATED: Partial<Record<FilterOperation, FilterOperation>> = { neq: 'eq', not_in: 'in' };

const orAll = (parts: SqlFragment[]): SqlFragment => ({
  sql: `(${parts.map((p) => `IFNULL(${p.sql}, 0)`).join(' OR ')})`,
  params: parts.flatMap((p) => p.params),
});

/**
 * A filter field that stands for several columns, e.g. `vernacular_name` over the four
 * languages: positive operations match when ANY column matches, `neq`/`not_in` when NONE does,
 * `is_null` when all are NULL, `is_not_null` when any is set.
 */
export function anyColumn(exprs: readonly string[]): ClauseCompiler {
  return (clause) => {
    if (clause.operation === 'is_null') return and(exprs.map((e) => ({ sql: `${e} IS NULL`, params: [] })));
    if (clause.operation === 'is_not_null') return orAll(exprs.map((e) => ({ sql: `${e} IS NOT NULL`, params: [] })));
    const positive = NEGATED[clause.operation];
    const any = orAll(exprs.map((e) => compileColumnClause(e, positive ? { ...clause, operation: positive } : clause)));
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
  return (clause) => {
    const anyRef = `(${ownExpr} IS NOT NULL OR EXISTS (${related}))`;
    if (clause.operation === 'is_null') return { sql: `NOT ${anyRef}`, params: [] };
    if (clause.operation === 'is_not_null') return { sql: anyRef, params: [] };
    const positive = NEGATED[clause.operation];
    const c = positive ? { ...clause, operation: positive } : clause;
    const own = compileColumnClause(ownExpr, c);
    const rel = compileColumnClause('trx.reference_id', c);
    const any = { sql: `(IFNULL(${own.sql}, 0) OR EXISTS (${related} AND ${rel.sql}))`, params: [...own.params, ...rel.params] };
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
export function factCondition(taxonExpr: string, clauses: readonly FilterClause[]): SqlFragment | undefined {
  if (clauses.length === 0) return undefined;
  const parts = FACT_SOURCES.map((src) => {
    const conds = and(clauses.map((c) => compileColumnClause(c.field === 'fact_type' ? src.type : src.value, c)));
    return { sql: `EXISTS (SELECT 1 FROM ${src.from.replace('?taxon', taxonExpr)} AND ${conds.sql})`, params: conds.params };
  });
  return { sql: `(${parts.map((p) => p.sql).join(' OR ')})`, params: parts.flatMap((p) => p.params) };
}

/** Splits clauses into fact clauses and the others. */
export function splitFactClauses(clauses: readonly FilterClause[]): { facts: FilterClause[]; others: FilterClause[] } {
  const isFact = (c: FilterClause) => (FACT_FIELDS as readonly string[]).includes(c.field);
  return { facts: clauses.filter(isFact), others: clauses.filter((c) => !isFact(c)) };
}

/** Facts of a set of taxa (JSON array of ids, given three times), the same sources as {@link FACT_SOURCES}. */
const FACTS_OF_SQL = `
SELECT fx.taxon_id AS taxon_id, fx.fact_type AS fact_type, fx.fact_value AS fact_value
  FROM json_each(?) ids JOIN taxa_facts fx ON fx.taxon_id = ids.value
UNION SELECT fx.id, 'swiss_invasive_status', fx.swiss_invasive_status
  FROM json_each(?) ids JOIN taxa fx ON fx.id = ids.value WHERE fx.swiss_invasive_status IS NOT NULL
UNION SELECT fx.id, 'neophyte', CASE fx.neophyte WHEN 1 THEN 'true' ELSE 'false' END
  FROM json_each(?) ids JOIN taxa fx ON fx.id = ids.value WHERE fx.neophyte IS NOT NULL
ORDER BY 1, 2, 3`;

/** The facts of the given taxa (deduplicated, sorted by type then value), by taxon id. */
export function factsOf(db: Db, taxonIds: readonly number[]): Map<number, TaxonFact[]> {
  const out = new Map<number, TaxonFact[]>();
  if (taxonIds.length === 0) return out;
  const json = JSON.stringify(taxonIds);
  const rows = cached(db, FACTS_OF_SQL).all(json, json, json) as Array<TaxonFact & { taxon_id: number }>;
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
    sql: exprs.map((e) => `IFNULL(fold(${e}) LIKE fold(?) ESCAPE '\\', 0)`).join(' OR '),
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
export function runListOrdered<Row>(db: Db, q: ListQuery, p: ListParams, head: boolean, order: SqlFragment): ListResult<Row> {
  const result = runList<Row>(db, q, p, true);
  if (!head) {
    const where = and([...q.scope, ...q.filters]);
    result.rows = cached(db, `SELECT ${q.select} FROM ${q.from} WHERE ${where.sql} ORDER BY ${order.sql} LIMIT ? OFFSET ?`)
      .all(...where.params, ...order.params, p.limit, p.offset) as Row[];
  }
  return result;
}
