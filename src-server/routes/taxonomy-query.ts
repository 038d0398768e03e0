/**
 * The SQL shared by the name, taxon and profile lists of the public taxonomy: the FROM body
 * (name `t`, group `g`, accepted name `a`), the filter columns, the query parsing with the
 * `common_name` alias, and the default autocomplete order (see taxonomy.ts).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../http/context.js';
import { notFound } from '../http/problem.js';
import { NAME_SORTABLE } from '../../src-shared/filters/taxonomy.js';
import type { FilterSpec } from '../../src-shared/filters/grammar.js';
import { parseListQuery, searchParamsOf, type ListParams } from '../query/params.js';
import { compileClauses, type ColumnMap, type SqlFragment } from '../query/compile.js';
import { cached } from '../query/list.js';
import { anyColumn, applyCommonNameAlias, factCondition, matchRank, pathId, referenceSet, splitFactClauses } from '../domain/taxonomy-sql.js';

const VERNACULAR = ['t.vernacular_name_de', 't.vernacular_name_fr', 't.vernacular_name_it', 't.vernacular_name_en'];
/** The accepted taxon of name `t` (own id when accepted). */
export const ACCEPTED_ID = "CASE WHEN t.taxonomic_status = 'accepted' THEN t.id ELSE t.accepted_taxon_id END";

/** FROM body of names and taxa: name `t`, its group `g`, its accepted name `a`. */
export const NAME_FROM = `taxa t LEFT JOIN taxa_groups g ON g.id = t.group_id LEFT JOIN taxa a ON a.id = ${ACCEPTED_ID}`;

/** Columns of a name record (without the synonyms of a taxon). */
export const NAME_SELECT = `t.id, t.scientific_name, t.rank, t.taxonomic_status, t.genus, t.family,
  g.name AS "group", t.group_id AS taxa_group_id, t.reference_id,
  t.vernacular_name_de, t.vernacular_name_fr, t.vernacular_name_it, t.vernacular_name_en`;
/** Columns of a name record of /names: the name plus its accepted taxon. */
export const NAME_RECORD_SELECT = `${NAME_SELECT}, ${ACCEPTED_ID} AS accepted_taxon_id, a.scientific_name AS accepted_scientific_name`;

/** Filter fields → SQL over {@link NAME_FROM} (fact fields are handled by factCondition). */
export const NAME_COLUMNS: ColumnMap = {
  id: 't.id',
  accepted_taxon_id: ACCEPTED_ID,
  reference_id: referenceSet('t.id', 't.reference_id'),
  rank: 't.rank',
  taxonomic_status: 't.taxonomic_status',
  group: 'g.name',
  taxa_group_id: 't.group_id',
  scientific_name: 't.scientific_name',
  vernacular_name: anyColumn(VERNACULAR),
  genus: 't.genus',
  family: 't.family',
};

/** Sort fields → SQL. */
export const NAME_SORT_COLUMNS: Readonly<Record<(typeof NAME_SORTABLE)[number], string>> = {
  id: 't.id', scientific_name: 't.scientific_name COLLATE NOCASE', rank: 't.rank', taxonomic_status: 't.taxonomic_status',
  group: 'g.name', genus: 't.genus COLLATE NOCASE', family: 't.family COLLATE NOCASE',
  vernacular_name_de: 't.vernacular_name_de COLLATE NOCASE', vernacular_name_fr: 't.vernacular_name_fr COLLATE NOCASE',
  vernacular_name_it: 't.vernacular_name_it COLLATE NOCASE', vernacular_name_en: 't.vernacular_name_en COLLATE NOCASE',
};

/** Parses the query of a name/taxon list: the common_name alias, filters, paging. */
export function parseNameQuery(request: FastifyRequest, reply: FastifyReply, filters: FilterSpec): ListParams {
  return parseListQuery(applyCommonNameAlias(searchParamsOf(request.url), reply), { filters, sortable: NAME_SORTABLE });
}

/** The WHERE fragments of a name/taxon list (facts tested on the accepted taxon). */
export function nameFilters(p: ListParams): SqlFragment[] {
  const { facts, others } = splitFactClauses(p.clauses);
  const filters = compileClauses(others, NAME_COLUMNS);
  const fact = factCondition(ACCEPTED_ID, facts);
  if (fact) filters.push(fact);
  return filters;
}

/** ORDER BY of a name/taxon list: the `sort` field, or accepted first, match rank, name. */
export function nameOrder(p: ListParams): SqlFragment {
  if (p.sort) {
    const d = p.dir === 'desc' ? 'DESC' : 'ASC';
    return { sql: `${NAME_SORT_COLUMNS[p.sort as keyof typeof NAME_SORT_COLUMNS]} ${d} NULLS LAST, t.id ${d}`, params: [] };
  }
  const rank = matchRank(p.clauses, { scientific_name: ['t.scientific_name'], vernacular_name: VERNACULAR });
  return {
    sql: `(t.taxonomic_status <> 'accepted'), ${rank ? `${rank.sql}, ` : ''}t.scientific_name COLLATE NOCASE, t.id`,
    params: rank?.params ?? [],
  };
}

/**
 * The `{id}` of a /taxa/{id}… path, checked to be an accepted taxon. Throws 404 when there is no
 * such name, or when it is a synonym (the detail names its accepted taxon).
 */
export function acceptedTaxonId(ctx: ServiceContext, params: unknown): number {
  const id = pathId(params, 'taxon');
  const row = cached(ctx.db, `SELECT t.taxonomic_status AS status, ${ACCEPTED_ID} AS accepted FROM taxa t WHERE t.id = ?`)
    .get(id) as { status: string; accepted: number | null } | undefined;
  if (!row) throw notFound(`No taxon ${id}.`);
  if (row.status !== 'accepted') {
    throw notFound(row.accepted
      ? `Name ${id} is a ${row.status} of taxon ${row.accepted}; /taxa lists accepted taxa only (see /public/v5/taxonomy/taxa/${row.accepted}, or /public/v5/taxonomy/names/${id} for the name).`
      : `Name ${id} is not an accepted taxon (status ${row.status}); see /public/v5/taxonomy/names/${id}.`);
  }
  return id;
}
