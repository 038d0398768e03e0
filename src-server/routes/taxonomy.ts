/**
 * Public taxonomy (interface v5, Taxonomy), all GET, no authentication:
 * - /public/v5/taxonomy/names, /names/{id}: every name record, synonyms included, each with its
 *   accepted taxon (`accepted_taxon_id`, `accepted_scientific_name`);
 * - /public/v5/taxonomy/taxa, /taxa/{id}: accepted taxa with their synonyms;
 * - profiles, relations (taxonomy-profiles.ts) and references (taxonomy-references.ts).
 *
 * Without `sort`, names and taxa come accepted first, then (with a `scientific_name` or
 * `vernacular_name` `iw_contains`/`iw_eq` filter) names starting with the text, then names with a
 * word starting with it, then the rest, each by scientific name: the order an autocomplete wants.
 * `common_name` is accepted as deprecated alias of `vernacular_name` (`Deprecation` header).
 * A synonym id on /taxa/{id} is a 404 whose detail names the accepted taxon.
 */
import type { FastifyInstance } from 'fastify';
import { resource } from '../http/methods.js';
import { envelope } from '../http/envelope.js';
import { notFound } from '../http/problem.js';
import { NAME_FILTERS, TAXA_FILTERS } from '../../src-shared/filters/taxonomy.js';
import type { Taxon, TaxonName } from '../../src-shared/schemas/taxonomy.js';
import { cached, isHead, setTotals } from '../query/list.js';
import { pathId, runListOrdered } from '../domain/taxonomy-sql.js';
import {
  NAME_FROM, NAME_RECORD_SELECT, NAME_SELECT, acceptedTaxonId, nameFilters, nameOrder, parseNameQuery,
} from './taxonomy-query.js';
import { taxonomyProfileRoutes } from './taxonomy-profiles.js';
import { taxonomyReferenceRoutes } from './taxonomy-references.js';

const PREFIX = '/public/v5/taxonomy';
const TAXON_SELECT = `${NAME_SELECT}, (SELECT json_group_array(json_object('id', s.id, 'scientific_name', s.scientific_name) ORDER BY s.scientific_name, s.id)
  FROM taxa s WHERE s.accepted_taxon_id = t.id AND s.id <> t.id) AS synonyms`;

type TaxonRow = Omit<Taxon, 'synonyms'> & { synonyms: string | null };
const toTaxon = (row: TaxonRow): Taxon => ({ ...row, synonyms: row.synonyms ? (JSON.parse(row.synonyms) as Taxon['synonyms']) : [] });

/** Registers every /public/v5/taxonomy endpoint. */
export function taxonomyRoutes(app: FastifyInstance): void {
  const { db } = app;

  resource(app, `${PREFIX}/names`, {
    GET: async (request, reply) => {
      const p = parseNameQuery(request, reply, NAME_FILTERS);
      const result = runListOrdered<TaxonName>(db, {
        from: NAME_FROM, scope: [], filters: nameFilters(p), select: NAME_RECORD_SELECT, orderBy: 't.id',
      }, p, isHead(request), nameOrder(p));
      setTotals(reply, result);
      return envelope(result.rows);
    },
  });

  resource(app, `${PREFIX}/names/:id`, {
    GET: async (request) => {
      const id = pathId(request.params, 'taxon name');
      const row = cached(db, `SELECT ${NAME_RECORD_SELECT} FROM ${NAME_FROM} WHERE t.id = ?`).get(id) as TaxonName | undefined;
      if (!row) throw notFound(`No taxon name ${id}.`);
      return envelope(row);
    },
  });

  resource(app, `${PREFIX}/taxa`, {
    GET: async (request, reply) => {
      const p = parseNameQuery(request, reply, TAXA_FILTERS);
      const result = runListOrdered<TaxonRow>(db, {
        from: NAME_FROM, scope: [{ sql: "t.taxonomic_status = 'accepted'", params: [] }],
        filters: nameFilters(p), select: TAXON_SELECT, orderBy: 't.id',
      }, p, isHead(request), nameOrder(p));
      setTotals(reply, result);
      return envelope(result.rows.map(toTaxon));
    },
  });

  // /taxa/profiles is never taken for /taxa/{id}: find-my-way matches static segments before
  // parameters, whatever the registration order (tested in test/integration/taxonomy.test.ts).
  taxonomyProfileRoutes(app);

  resource(app, `${PREFIX}/taxa/:id`, {
    GET: async (request) => {
      const id = acceptedTaxonId(app, request.params);
      const row = cached(db, `SELECT ${TAXON_SELECT} FROM ${NAME_FROM} WHERE t.id = ?`).get(id) as TaxonRow;
      return envelope(toTaxon(row));
    },
  });

  taxonomyReferenceRoutes(app);
}

