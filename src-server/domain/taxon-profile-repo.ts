/**
 * Taxon profiles and relations of the public taxonomy (interface v5, Taxonomy): a profile is an
 * accepted taxon with its facts (domain/taxonomy-sql.ts `factsOf`); the relations of a taxon are
 * its stored `taxa_relations`, its own reference (`listed_in`) and its synonyms (`has_synonym`).
 */
import type { SqlRunner } from '../store/store.js';
import type { TaxonProfile, TaxonRelation } from '../../src-shared/schemas/taxonomy.js';
import type { ListParams } from '../query/params.js';
import { compileClauses, type ColumnMap } from '../query/compile.js';
import { runList, type ListResult } from '../query/list.js';
import { factsOf } from './taxonomy-sql.js';
import { NAME_FROM, listAcceptedTaxa } from './taxon-name-repo.js';

const PROFILE_SELECT = 't.id AS taxon_id, t.scientific_name, t.rank, g.name AS "group"';

/** Every relation of every taxon: stored ones, the own reference, the synonyms (deduplicated). */
const RELATIONS_FROM = `(
  SELECT r.taxon_id AS taxon_id, r.relation_type AS relation_type, r.reference_id AS reference_id, r.related_taxon_id AS related_taxon_id
    FROM taxa_relations r
  UNION SELECT t.id, 'listed_in', t.reference_id, NULL FROM taxa t WHERE t.reference_id IS NOT NULL
  UNION SELECT s.accepted_taxon_id, 'has_synonym', s.reference_id, s.id
    FROM taxa s WHERE s.taxonomic_status <> 'accepted' AND s.accepted_taxon_id IS NOT NULL
) rel LEFT JOIN taxa_references ref ON ref.id = rel.reference_id LEFT JOIN taxa rt ON rt.id = rel.related_taxon_id`;
const RELATION_SELECT = `rel.taxon_id, rel.relation_type, rel.reference_id, ref.title AS reference_title,
  rel.related_taxon_id, rt.scientific_name AS related_scientific_name`;
const RELATION_COLUMNS: ColumnMap = {
  relation_type: 'rel.relation_type', reference_id: 'rel.reference_id', related_taxon_id: 'rel.related_taxon_id',
};

type ProfileRow = Omit<TaxonProfile, 'facts'>;

const withFacts = async (sql: SqlRunner, rows: ProfileRow[]): Promise<TaxonProfile[]> => {
  const facts = await factsOf(sql, rows.map((r) => r.taxon_id));
  return rows.map((r) => ({ ...r, facts: facts.get(r.taxon_id) ?? [] }));
};

/** One page of profiles of the accepted taxa matching `p` (the taxa filters), in the names' order; taxa without facts have `facts: []`. */
export async function listProfiles(sql: SqlRunner, p: ListParams, head: boolean): Promise<ListResult<TaxonProfile>> {
  const result = await listAcceptedTaxa<ProfileRow>(sql, p, head, PROFILE_SELECT);
  return { ...result, rows: await withFacts(sql, result.rows) };
}

/** The profile of accepted taxon `id` (checked by acceptedTaxonId). */
export async function readProfile(sql: SqlRunner, id: number): Promise<TaxonProfile> {
  const row = await sql.get<ProfileRow>(`SELECT ${PROFILE_SELECT} FROM ${NAME_FROM} WHERE t.id = ?`, [id]);
  return (await withFacts(sql, [row!]))[0]!;
}

/** One page of the relations of taxon `taxon_id` matching `p`, ordered by the `sort` field first, nulls first. */
export function listRelations(sql: SqlRunner, taxon_id: number, p: ListParams, head: boolean): Promise<ListResult<TaxonRelation>> {
  const d = p.dir === 'desc' ? 'DESC' : 'ASC';
  const keys = ['rel.relation_type', 'rel.reference_id', 'rel.related_taxon_id'];
  const first = p.sort ? `rel.${p.sort}` : keys[0]!;
  return runList<TaxonRelation>(sql, {
    from: RELATIONS_FROM,
    scope: [{ sql: 'rel.taxon_id = ?', params: [taxon_id] }],
    filters: compileClauses(p.clauses, RELATION_COLUMNS, sql.dialect),
    select: RELATION_SELECT,
    orderBy: [first, ...keys.filter((k) => k !== first)].map((k) => `${k} ${d} NULLS FIRST`).join(', '),
  }, p, head);
}
