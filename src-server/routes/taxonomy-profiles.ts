/**
 * Taxon profiles and relations (interface v5, Taxonomy), public GET:
 * - /public/v5/taxonomy/taxa/profiles: one profile per accepted taxon, `{taxon_id,
 *   scientific_name, rank, group, facts: [{fact_type, fact_value}]}`, with the taxa filters
 *   (fact_type/fact_value test one fact; taxa without facts have `facts: []`);
 * - /public/v5/taxonomy/taxa/{id}/profile: the profile of one accepted taxon;
 * - /public/v5/taxonomy/taxa/{id}/relations: the taxon's reference lists (`listed_in`, from its
 *   own reference and `taxa_relations`), its synonyms (`has_synonym`, related_taxon_id = the
 *   synonym name) and any other stored relation, with reference title and related name.
 * A synonym id is a 404 naming the accepted taxon (see acceptedTaxonId).
 */
import type { FastifyInstance } from 'fastify';
import { resource } from '../http/methods.js';
import { envelope } from '../http/envelope.js';
import { RELATION_FILTERS, TAXA_FILTERS } from '../../src-shared/filters/taxonomy.js';
import type { TaxonProfile, TaxonRelation } from '../../src-shared/schemas/taxonomy.js';
import { parseListQuery, searchParamsOf } from '../query/params.js';
import { compileClauses, type ColumnMap } from '../query/compile.js';
import { cached, isHead, runList, setTotals } from '../query/list.js';
import { factsOf, runListOrdered } from '../domain/taxonomy-sql.js';
import { NAME_FROM, acceptedTaxonId, nameFilters, nameOrder, parseNameQuery } from './taxonomy-query.js';

const PREFIX = '/public/v5/taxonomy/taxa';
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
const RELATION_SORTABLE = ['relation_type', 'reference_id', 'related_taxon_id'] as const;

type ProfileRow = Omit<TaxonProfile, 'facts'>;

/** Registers the profile and relation endpoints (called by taxonomyRoutes, before /taxa/:id). */
export function taxonomyProfileRoutes(app: FastifyInstance): void {
  const { db } = app;
  const withFacts = (rows: ProfileRow[]): TaxonProfile[] => {
    const facts = factsOf(db, rows.map((r) => r.taxon_id));
    return rows.map((r) => ({ ...r, facts: facts.get(r.taxon_id) ?? [] }));
  };

  resource(app, `${PREFIX}/profiles`, {
    GET: async (request, reply) => {
      const p = parseNameQuery(request, reply, TAXA_FILTERS);
      const result = runListOrdered<ProfileRow>(db, {
        from: NAME_FROM, scope: [{ sql: "t.taxonomic_status = 'accepted'", params: [] }],
        filters: nameFilters(p), select: PROFILE_SELECT, orderBy: 't.id',
      }, p, isHead(request), nameOrder(p));
      setTotals(reply, result);
      return envelope(withFacts(result.rows));
    },
  });

  resource(app, `${PREFIX}/:id/profile`, {
    GET: async (request) => {
      const id = acceptedTaxonId(app, request.params);
      const row = cached(db, `SELECT ${PROFILE_SELECT} FROM ${NAME_FROM} WHERE t.id = ?`).get(id) as ProfileRow;
      return envelope(withFacts([row])[0]);
    },
  });

  resource(app, `${PREFIX}/:id/relations`, {
    GET: async (request, reply) => {
      const id = acceptedTaxonId(app, request.params);
      const p = parseListQuery(searchParamsOf(request.url), { filters: RELATION_FILTERS, sortable: RELATION_SORTABLE });
      const d = p.dir === 'desc' ? 'DESC' : 'ASC';
      const keys = ['rel.relation_type', 'rel.reference_id', 'rel.related_taxon_id'];
      const first = p.sort ? `rel.${p.sort}` : keys[0]!;
      const result = runList<TaxonRelation>(db, {
        from: RELATIONS_FROM,
        scope: [{ sql: 'rel.taxon_id = ?', params: [id] }],
        filters: compileClauses(p.clauses, RELATION_COLUMNS),
        select: RELATION_SELECT,
        orderBy: [first, ...keys.filter((k) => k !== first)].map((k) => `${k} ${d} NULLS FIRST`).join(', '),
      }, p, isHead(request));
      setTotals(reply, result);
      return envelope(result.rows);
    },
  });
}
