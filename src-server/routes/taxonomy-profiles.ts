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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allowOnly } from '../http/methods.js';
import { envelope } from '../http/envelope.js';
import { Envelope, idParams } from '../http/route-schemas.js';
import { TAXA_FILTERS } from '../../src-shared/filters/taxonomy.js';
import { TaxonProfileSchema, TaxonRelationSchema } from '../../src-shared/schemas/taxonomy.js';
import { isHead, setTotals } from '../query/list.js';
import { acceptedTaxonId } from '../domain/taxon-name-repo.js';
import { listProfiles, listRelations, readProfile } from '../domain/taxon-profile-repo.js';
import { nameListRoute, relationListQuery } from './taxonomy-query.js';

const PREFIX = '/public/v5/taxonomy/taxa';
const tags = ['taxonomy'];

/** Registers the profile and relation endpoints (called by taxonomyRoutes, before /taxa/:id). */
export function taxonomyProfileRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const params = idParams('taxon');

  nameListRoute(app, `${PREFIX}/profiles`, { summary: 'Profiles (facts) of accepted taxa', filters: TAXA_FILTERS, item: TaxonProfileSchema, list: listProfiles });

  api.get(`${PREFIX}/:id/profile`, {
    schema: { summary: 'The profile of one accepted taxon', tags, params, response: { 200: Envelope(TaxonProfileSchema) } },
  }, async (request) => envelope(await readProfile(app.store, await acceptedTaxonId(app.store, request.params.id))));
  allowOnly(app, `${PREFIX}/:id/profile`, ['GET']);

  api.get(`${PREFIX}/:id/relations`, {
    schema: { summary: 'The relations of one accepted taxon', tags, params, querystring: relationListQuery, response: { 200: Envelope(z.array(TaxonRelationSchema)) } },
  }, async (request, reply) => {
    const id = await acceptedTaxonId(app.store, request.params.id);
    const result = await listRelations(app.store, id, request.query, isHead(request));
    setTotals(reply, result);
    return envelope(result.rows);
  });
  allowOnly(app, `${PREFIX}/:id/relations`, ['GET']);
}
