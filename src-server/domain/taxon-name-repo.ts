/**
 * Name records and accepted taxa of the public taxonomy (table `taxa`; interface v5, Taxonomy):
 * the FROM body (name `t`, group `g`, accepted name `a`), the filter and sort columns, the
 * default autocomplete order, and the reads of /names, /taxa and their single records. The
 * profiles (domain/taxon-profile-repo.ts) list accepted taxa through {@link listAcceptedTaxa}.
 */
import type { Dialect } from '../store/dialect.js';
import type { SqlRunner } from '../store/store.js';
import { notFound } from '../http/problem.js';
import { NAME_SORTABLE } from '../../src-shared/filters/taxonomy.js';
import type { Taxon, TaxonName } from '../../src-shared/schemas/taxonomy.js';
import type { ListParams } from '../query/params.js';
import { compileClauses, type ColumnMap, type SqlFragment } from '../query/compile.js';
import type { ListResult } from '../query/list.js';
import { anyColumn, factCondition, matchRank, referenceSet, runListOrdered, splitFactClauses } from './taxonomy-sql.js';

const VERNACULAR = ['t.vernacular_name_de', 't.vernacular_name_fr', 't.vernacular_name_it', 't.vernacular_name_en'];
/** The accepted taxon of name `t` (own id when accepted). */
const ACCEPTED_ID = "CASE WHEN t.taxonomic_status = 'accepted' THEN t.id ELSE t.accepted_taxon_id END";

/** FROM body of names and taxa: name `t`, its group `g`, its accepted name `a`. */
export const NAME_FROM = `taxa t LEFT JOIN taxa_groups g ON g.id = t.group_id LEFT JOIN taxa a ON a.id = ${ACCEPTED_ID}`;

/** Columns of a name record (without the synonyms of a taxon). */
const NAME_SELECT = `t.id, t.scientific_name, t.rank, t.taxonomic_status, t.genus, t.family,
  g.name AS "group", t.group_id AS taxa_group_id, t.reference_id,
  t.vernacular_name_de, t.vernacular_name_fr, t.vernacular_name_it, t.vernacular_name_en`;
/** Columns of a name record of /names: the name plus its accepted taxon. */
const NAME_RECORD_SELECT = `${NAME_SELECT}, ${ACCEPTED_ID} AS accepted_taxon_id, a.scientific_name AS accepted_scientific_name`;
/** Columns of a taxon of /taxa: the name plus its synonyms as a JSON array text. */
const taxonSelect = (d: Dialect) => `${NAME_SELECT}, (SELECT ${d.jsonArrayOfObjects("'id', s.id, 'scientific_name', s.scientific_name", 's.scientific_name, s.id')}
  FROM taxa s WHERE s.accepted_taxon_id = t.id AND s.id <> t.id) AS synonyms`;

/** Filter fields → SQL over {@link NAME_FROM} (fact fields are handled by factCondition). */
const NAME_COLUMNS: ColumnMap = {
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
const nameSortColumns = (d: Dialect): Readonly<Record<(typeof NAME_SORTABLE)[number], string>> => ({
  id: 't.id', scientific_name: d.nocase('t.scientific_name'), rank: 't.rank', taxonomic_status: 't.taxonomic_status',
  group: 'g.name', genus: d.nocase('t.genus'), family: d.nocase('t.family'),
  vernacular_name_de: d.nocase('t.vernacular_name_de'), vernacular_name_fr: d.nocase('t.vernacular_name_fr'),
  vernacular_name_it: d.nocase('t.vernacular_name_it'), vernacular_name_en: d.nocase('t.vernacular_name_en'),
});

/** The WHERE fragments of a name/taxon list (facts tested on the accepted taxon). */
function nameFilters(p: ListParams, d: Dialect): SqlFragment[] {
  const { facts, others } = splitFactClauses(p.clauses);
  const filters = compileClauses(others, NAME_COLUMNS, d);
  const fact = factCondition(ACCEPTED_ID, facts, d);
  if (fact) filters.push(fact);
  return filters;
}

/** ORDER BY of a name/taxon list: the `sort` field, or accepted first, match rank, name. */
function nameOrder(p: ListParams, d: Dialect): SqlFragment {
  if (p.sort) {
    const dir = p.dir === 'desc' ? 'DESC' : 'ASC';
    return { sql: `${nameSortColumns(d)[p.sort as (typeof NAME_SORTABLE)[number]]} ${dir} NULLS LAST, t.id ${dir}`, params: [] };
  }
  const rank = matchRank(p.clauses, { scientific_name: ['t.scientific_name'], vernacular_name: VERNACULAR });
  return {
    sql: `(t.taxonomic_status <> 'accepted'), ${rank ? `${rank.sql}, ` : ''}${d.nocase('t.scientific_name')}, t.id`,
    params: rank?.params ?? [],
  };
}

/** One page of name records (synonyms included) matching `p`, in its order; totals with `with_total`; `head`: no rows. */
export function listNames(sql: SqlRunner, p: ListParams, head: boolean): Promise<ListResult<TaxonName>> {
  const d = sql.dialect;
  return runListOrdered<TaxonName>(sql, { from: NAME_FROM, scope: [], filters: nameFilters(p, d), select: NAME_RECORD_SELECT, orderBy: 't.id' }, p, head, nameOrder(p, d));
}

/** Name record `id` with its accepted taxon; throws a 404 problem when there is none. */
export async function readName(sql: SqlRunner, id: number): Promise<TaxonName> {
  const row = await sql.get<TaxonName>(`SELECT ${NAME_RECORD_SELECT} FROM ${NAME_FROM} WHERE t.id = ?`, [id]);
  if (!row) throw notFound(`No taxon name ${id}.`);
  return row;
}

/**
 * One page of accepted taxa matching `p` (name filters, facts on the taxon), in the names' order,
 * each row as `select` over {@link NAME_FROM} gives it (e.g. a profile's columns).
 */
export function listAcceptedTaxa<Row>(sql: SqlRunner, p: ListParams, head: boolean, select: string): Promise<ListResult<Row>> {
  const d = sql.dialect;
  return runListOrdered<Row>(sql, {
    from: NAME_FROM, scope: [{ sql: "t.taxonomic_status = 'accepted'", params: [] }], filters: nameFilters(p, d), select, orderBy: 't.id',
  }, p, head, nameOrder(p, d));
}

type TaxonRow = Omit<Taxon, 'synonyms'> & { synonyms: string | null };
const toTaxon = (row: TaxonRow): Taxon => ({ ...row, synonyms: row.synonyms ? (JSON.parse(row.synonyms) as Taxon['synonyms']) : [] });

/** One page of accepted taxa with their synonyms matching `p`. */
export async function listTaxa(sql: SqlRunner, p: ListParams, head: boolean): Promise<ListResult<Taxon>> {
  const result = await listAcceptedTaxa<TaxonRow>(sql, p, head, taxonSelect(sql.dialect));
  return { ...result, rows: result.rows.map(toTaxon) };
}

/** Accepted taxon `id` (checked by {@link acceptedTaxonId}) with its synonyms. */
export async function readTaxon(sql: SqlRunner, id: number): Promise<Taxon> {
  return toTaxon((await sql.get<TaxonRow>(`SELECT ${taxonSelect(sql.dialect)} FROM ${NAME_FROM} WHERE t.id = ?`, [id]))!);
}

/**
 * `id` when it names an accepted taxon, for the /taxa/{id}… paths. Throws 404 when there is no
 * such name, or when it is a synonym (the detail names its accepted taxon).
 */
export async function acceptedTaxonId(sql: SqlRunner, id: number): Promise<number> {
  const row = await sql.get<{ status: string; accepted: number | null }>(`SELECT t.taxonomic_status AS status, ${ACCEPTED_ID} AS accepted FROM taxa t WHERE t.id = ?`, [id]);
  if (!row) throw notFound(`No taxon ${id}.`);
  if (row.status !== 'accepted') {
    throw notFound(row.accepted
      ? `Name ${id} is a ${row.status} of taxon ${row.accepted}; /taxa lists accepted taxa only (see /public/v5/taxonomy/taxa/${row.accepted}, or /public/v5/taxonomy/names/${id} for the name).`
      : `Name ${id} is not an accepted taxon (status ${row.status}); see /public/v5/taxonomy/names/${id}.`);
  }
  return id;
}
