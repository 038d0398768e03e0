/**
 * Name records and accepted taxa of the public taxonomy (table `taxa`; interface v5, Taxonomy):
 * the FROM body (name `t`, group `g`, accepted name `a`), the filter and sort columns, the
 * default autocomplete order, and the reads of /names, /taxa and their single records. The
 * profiles (domain/taxon-profile-repo.ts) list accepted taxa through {@link listAcceptedTaxa}.
 */
import type { Db } from '../db/open.js';
import { notFound } from '../http/problem.js';
import { NAME_SORTABLE } from '../../src-shared/filters/taxonomy.js';
import type { Taxon, TaxonName } from '../../src-shared/schemas/taxonomy.js';
import type { ListParams } from '../query/params.js';
import { compileClauses, type ColumnMap, type SqlFragment } from '../query/compile.js';
import { cached, type ListResult } from '../query/list.js';
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
const TAXON_SELECT = `${NAME_SELECT}, (SELECT json_group_array(json_object('id', s.id, 'scientific_name', s.scientific_name) ORDER BY s.scientific_name, s.id)
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
const NAME_SORT_COLUMNS: Readonly<Record<(typeof NAME_SORTABLE)[number], string>> = {
  id: 't.id', scientific_name: 't.scientific_name COLLATE NOCASE', rank: 't.rank', taxonomic_status: 't.taxonomic_status',
  group: 'g.name', genus: 't.genus COLLATE NOCASE', family: 't.family COLLATE NOCASE',
  vernacular_name_de: 't.vernacular_name_de COLLATE NOCASE', vernacular_name_fr: 't.vernacular_name_fr COLLATE NOCASE',
  vernacular_name_it: 't.vernacular_name_it COLLATE NOCASE', vernacular_name_en: 't.vernacular_name_en COLLATE NOCASE',
};

/** The WHERE fragments of a name/taxon list (facts tested on the accepted taxon). */
function nameFilters(p: ListParams): SqlFragment[] {
  const { facts, others } = splitFactClauses(p.clauses);
  const filters = compileClauses(others, NAME_COLUMNS);
  const fact = factCondition(ACCEPTED_ID, facts);
  if (fact) filters.push(fact);
  return filters;
}

/** ORDER BY of a name/taxon list: the `sort` field, or accepted first, match rank, name. */
function nameOrder(p: ListParams): SqlFragment {
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

/** One page of name records (synonyms included) matching `p`, in its order; totals with `with_total`; `head`: no rows. */
export function listNames(db: Db, p: ListParams, head: boolean): ListResult<TaxonName> {
  return runListOrdered<TaxonName>(db, { from: NAME_FROM, scope: [], filters: nameFilters(p), select: NAME_RECORD_SELECT, orderBy: 't.id' }, p, head, nameOrder(p));
}

/** Name record `id` with its accepted taxon; throws a 404 problem when there is none. */
export function readName(db: Db, id: number): TaxonName {
  const row = cached(db, `SELECT ${NAME_RECORD_SELECT} FROM ${NAME_FROM} WHERE t.id = ?`).get(id) as TaxonName | undefined;
  if (!row) throw notFound(`No taxon name ${id}.`);
  return row;
}

/**
 * One page of accepted taxa matching `p` (name filters, facts on the taxon), in the names' order,
 * each row as `select` over {@link NAME_FROM} gives it (e.g. a profile's columns).
 */
export function listAcceptedTaxa<Row>(db: Db, p: ListParams, head: boolean, select: string): ListResult<Row> {
  return runListOrdered<Row>(db, {
    from: NAME_FROM, scope: [{ sql: "t.taxonomic_status = 'accepted'", params: [] }], filters: nameFilters(p), select, orderBy: 't.id',
  }, p, head, nameOrder(p));
}

type TaxonRow = Omit<Taxon, 'synonyms'> & { synonyms: string | null };
const toTaxon = (row: TaxonRow): Taxon => ({ ...row, synonyms: row.synonyms ? (JSON.parse(row.synonyms) as Taxon['synonyms']) : [] });

/** One page of accepted taxa with their synonyms matching `p`. */
export function listTaxa(db: Db, p: ListParams, head: boolean): ListResult<Taxon> {
  const result = listAcceptedTaxa<TaxonRow>(db, p, head, TAXON_SELECT);
  return { ...result, rows: result.rows.map(toTaxon) };
}

/** Accepted taxon `id` (checked by {@link acceptedTaxonId}) with its synonyms. */
export function readTaxon(db: Db, id: number): Taxon {
  return toTaxon(cached(db, `SELECT ${TAXON_SELECT} FROM ${NAME_FROM} WHERE t.id = ?`).get(id) as TaxonRow);
}

/**
 * `id` when it names an accepted taxon, for the /taxa/{id}… paths. Throws 404 when there is no
 * such name, or when it is a synonym (the detail names its accepted taxon).
 */
export function acceptedTaxonId(db: Db, id: number): number {
  const row = cached(db, `SELECT t.taxonomic_status AS status, ${ACCEPTED_ID} AS accepted FROM taxa t WHERE t.id = ?`)
    .get(id) as { status: string; accepted: number | null } | undefined;
  if (!row) throw notFound(`No taxon ${id}.`);
  if (row.status !== 'accepted') {
    throw notFound(row.accepted
      ? `Name ${id} is a ${row.status} of taxon ${row.accepted}; /taxa lists accepted taxa only (see /public/v5/taxonomy/taxa/${row.accepted}, or /public/v5/taxonomy/names/${id} for the name).`
      : `Name ${id} is not an accepted taxon (status ${row.status}); see /public/v5/taxonomy/names/${id}.`);
  }
  return id;
}
